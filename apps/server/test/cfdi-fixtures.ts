import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCsd, type Csd } from '#product/billing/cfdi/csd.ts';
import type { CfdiParty, InvoiceCfdiInput } from '#product/billing/cfdi/invoice-xml.ts';
import { makeTestCsd } from '#product/billing/cfdi/test-csd-maker.ts';
import { TEST_CSD } from './sat-fixtures.ts';

// Shared by the CFDI builder's tests (cfdi-*.test.ts): the issuer and clients of the invoices,
// the two CSDs they are sealed with (the SAT's expired test CSD read at a date inside its
// validity, and one makeTestCsd makes valid today), a reader of the XML's attributes, and
// openssl's own verdict on a seal.

/** A day inside the validity of the SAT's test CSD (2019-06-17 to 2023-06-17). */
export const WHILE_SAT_CSD_VALID = new Date('2021-03-01T12:00:00Z');

export function satTestFiles() {
  return {
    certificate: readFileSync(TEST_CSD.certificate),
    key: readFileSync(TEST_CSD.key),
    password: TEST_CSD.password,
  };
}

export function satTestCsd(): Csd {
  return readCsd(satTestFiles(), WHILE_SAT_CSD_VALID);
}

/** A CSD in the SAT's shape, valid from a year ago for four years. */
export async function madeTestCsd(rfc = TEST_CSD.rfc): Promise<Csd> {
  const now = Date.now();
  const made = await makeTestCsd({
    rfc,
    name: 'ESCUELA KEMPER URGATE SA DE CV',
    validFrom: new Date(now - 365 * 86_400_000),
    validTo: new Date(now + 3 * 365 * 86_400_000),
    password: 'golfo-2026',
  });
  return readCsd(made, new Date(now));
}

/** The SAT's test taxpayer as the forwarder issuing the invoices. */
export const ISSUER: CfdiParty = {
  rfc: TEST_CSD.rfc,
  name: 'ESCUELA KEMPER URGATE',
  regimen: '601',
  postalCode: '91700',
};

/** A client company of the SAT's test list (withholds IVA on land freight). */
export const CLIENT: CfdiParty & { uso: string } = {
  rfc: 'URE180429TM6',
  name: 'UNIVERSIDAD ROBOTICA ESPAÑOLA',
  regimen: '601',
  postalCode: '86991',
  uso: 'G03',
};

/**
 * The invoice of the tests: a land freight at 16 % with 4 % withheld, an international ocean
 * freight at 0 %, an exempt line with a discount, in USD.
 */
export function freightInvoice(csd: Csd): InvoiceCfdiInput {
  return {
    series: 'F',
    folio: '2041',
    date: '2026-12-04T10:30:00',
    formaPago: '03',
    metodoPago: 'PUE',
    currency: 'USD',
    exchangeRate: 17.2345,
    issuer: ISSUER,
    receiver: CLIENT,
    certificate: { number: csd.certificateNumber, base64: csd.certificateBase64 },
    lines: [
      {
        productKey: '78101800',
        unitKey: 'E48',
        unitName: 'Servicio',
        identification: 'GLF-0042',
        description: 'Flete terrestre Veracruz - Guadalajara',
        quantity: 1,
        unitPrice: 1850.35,
        iva: { factor: 'Tasa', rate: 0.16 },
        ivaWithholdingRate: 0.04,
      },
      {
        productKey: '78101700',
        unitKey: 'E48',
        description: 'Flete marítimo internacional Shanghái - Manzanillo, 2 x 40HC',
        quantity: 2,
        unitPrice: 2437.5,
        iva: { factor: 'Tasa', rate: 0 },
      },
      {
        productKey: '78101800',
        unitKey: 'E48',
        description: 'Servicio exento',
        quantity: 3,
        unitPrice: 33.33,
        discount: 9.99,
        iva: { factor: 'Exento' },
      },
    ],
  };
}

/** Every attribute of the `index`-th element named `tag` (its raw, escaped values). */
export function attributesOf(xml: string, tag: string, index = 0): Record<string, string> {
  const elements = [...xml.matchAll(new RegExp(`<${tag}(\\s[^>]*?)?/?>`, 'g'))];
  const element = elements[index];
  if (!element) throw new Error(`no ${tag} #${index} in the XML`);
  return Object.fromEntries(
    [...(element[1] ?? '').matchAll(/([\w:]+)="([^"]*)"/g)].map((found) => [found[1], found[2]]),
  );
}

/** How many elements named `tag` the XML has. */
export function countOf(xml: string, tag: string): number {
  return [...xml.matchAll(new RegExp(`<${tag}[\\s/>]`, 'g'))].length;
}

/** openssl's own verdict: is `seal` (base64) an RSA-SHA256 signature of `cadena` by the certificate? */
export function opensslVerifies(cadena: string, seal: string, certificateBase64: string): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'rumbo-cfdi-verify-'));
  try {
    writeFileSync(join(dir, 'csd.cer'), Buffer.from(certificateBase64, 'base64'));
    const publicKey = spawnSync('openssl', [
      'x509',
      '-inform',
      'DER',
      '-in',
      join(dir, 'csd.cer'),
      '-pubkey',
      '-noout',
    ]);
    if (publicKey.status !== 0) throw new Error(publicKey.stderr.toString());
    writeFileSync(join(dir, 'csd.pub'), publicKey.stdout);
    writeFileSync(join(dir, 'cadena.txt'), cadena);
    writeFileSync(join(dir, 'seal.bin'), Buffer.from(seal, 'base64'));
    const result = spawnSync('openssl', [
      'dgst',
      '-sha256',
      '-verify',
      join(dir, 'csd.pub'),
      '-signature',
      join(dir, 'seal.bin'),
      join(dir, 'cadena.txt'),
    ]);
    return result.status === 0 && result.stdout.toString().includes('Verified OK');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The SAT's test e.firma (FIEL) certificate of AAA010101AAA, as phpcfdi/credentials keeps it
 * (tests/_files/FIEL_AAA010101AAA/certificate.cer.pem, MIT): a FIEL may not seal invoices.
 */
export const SAT_TEST_FIEL_PEM = `-----BEGIN CERTIFICATE-----
MIIGQDCCBCigAwIBAgIUMzAwMDEwMDAwMDAzMDAwMjM2ODUwDQYJKoZIhvcNAQEL
BQAwggFmMSAwHgYDVQQDDBdBLkMuIDIgZGUgcHJ1ZWJhcyg0MDk2KTEvMC0GA1UE
CgwmU2VydmljaW8gZGUgQWRtaW5pc3RyYWNpw7NuIFRyaWJ1dGFyaWExODA2BgNV
BAsML0FkbWluaXN0cmFjacOzbiBkZSBTZWd1cmlkYWQgZGUgbGEgSW5mb3JtYWNp
w7NuMSkwJwYJKoZIhvcNAQkBFhphc2lzbmV0QHBydWViYXMuc2F0LmdvYi5teDEm
MCQGA1UECQwdQXYuIEhpZGFsZ28gNzcsIENvbC4gR3VlcnJlcm8xDjAMBgNVBBEM
BTA2MzAwMQswCQYDVQQGEwJNWDEZMBcGA1UECAwQRGlzdHJpdG8gRmVkZXJhbDES
MBAGA1UEBwwJQ295b2Fjw6FuMRUwEwYDVQQtEwxTQVQ5NzA3MDFOTjMxITAfBgkq
hkiG9w0BCQIMElJlc3BvbnNhYmxlOiBBQ0RNQTAeFw0xNzA1MTYyMzI5MTdaFw0y
MTA1MTUyMzI5MTdaMIH6MSkwJwYDVQQDEyBBQ0NFTSBTRVJWSUNJT1MgRU1QUkVT
QVJJQUxFUyBTQzEpMCcGA1UEKRMgQUNDRU0gU0VSVklDSU9TIEVNUFJFU0FSSUFM
RVMgU0MxKTAnBgNVBAoTIEFDQ0VNIFNFUlZJQ0lPUyBFTVBSRVNBUklBTEVTIFND
MQswCQYDVQQGEwJNWDEjMCEGCSqGSIb3DQEJARYURmFjdEVsZWN0QHNhdC5nb2Iu
bXgxJTAjBgNVBC0THEFBQTAxMDEwMUFBQSAvIEhFR1Q3NjEwMDM0UzIxHjAcBgNV
BAUTFSAvIEhFR1Q3NjEwMDNNREZSTk4wOTCCASIwDQYJKoZIhvcNAQEBBQADggEP
ADCCAQoCggEBAI/dbhYNNpkjJwc518pE+8Flbhk4nGwAm4X+J28WF763e1Q1+acP
vjDu86dNBuW7kz3P+0C7AgSfXdUqT7oxSLe7aMaLhhpYiTKEXScBiiJSjXI9lpoc
s729Ab09+fwIHXHb93SetchE/yebwrcM075kHF+jakFiYYlWncFzX/syJwTrgaXx
mPV+haTspkJrRJykSs1TXu1dGcqM2bL2kPZCdFjM9ymbQ/b8klpFJQqc4c+vqW86
3GVGGveN8h+yrbRrJGjkOGDkijRoCvQoMId3G35FJfzCSBCDTtaTybrfhmF5IbPx
ToLnf1OsfUN11q3310ifpyIjHCfP1PgZZ9MCAwEAAaNPME0wDAYDVR0TAQH/BAIw
ADALBgNVHQ8EBAMCA9gwEQYJYIZIAYb4QgEBBAQDAgWgMB0GA1UdJQQWMBQGCCsG
AQUFBwMEBggrBgEFBQcDAjANBgkqhkiG9w0BAQsFAAOCAgEAZeaCDYM+52BcfDgS
KUbWodQKdVD0T1qITWUJ2jclUAJlZqfcwhrlQJsDwZ5yTg4SWa1nXrhu4MElIy+h
yqNrf8rtFTz6iJKBhn+rDihZEtwKU3hwwKKt742YxxGB08+8I2cvipgOstvjTbyh
C4M1FXUcWgGRhHxt0ovMRdsYKqgpmp+FJaAmBP4pbuHrDh/wVIDy3luyezW34I34
2vHUtsmyRb0RZmlFC0mJBTs/Mx29MVXQONsh8hocLGZeXgO62tEoIg99Ulno8pib
ZomVq+SCjqoOY7ralR+Jci6FI/JaWHKUuK/feCH91kvQxREbB6/EuL19xcTcJtBf
6P+hY/G5pqu04kRaUExNspHC8f+WWM0s66F2SCk+uRcOK6hIj9CyW/gz/8RXSBbf
/YA31aLz9sNpVtPxNdcOSVNedDD3aH3sgvlH43QQ17BdYuW9BHjs70jdxvT7hhcV
CaA3IfZVJY0xNk5F3a4ZYR44fA/qFvR6e0sH1WgV5l20xiLzQgAIKZ/4d+XiDaBw
dM8omQQK+Q+/dLJVldWo9Lc5pjYpqHWjnNxsxCCO/wnT9wyXwM1rxhLPxB8mc7cO
pFs0ucBXEOGzCNQFKnnmRK7FM0ibfrYkZ2jwhud4uHfvoRpRMdtnJi2UgMxjMwU/
r41DbgOtQJhtCoHal9gc/mEZAAg=
-----END CERTIFICATE-----
`;
