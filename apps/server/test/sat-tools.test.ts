import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cadenaOriginal, validateCfdiXml } from '#product/billing/cfdi/sat-tools.ts';
import { CRYPTOSYS_SIGNED_CFDI, SAMPLE_CADENA, SAMPLE_CFDI, TEST_CSD } from './sat-fixtures.ts';

// The SAT's public files at work (issue 39): a CFDI 4.0 checked against the SAT's schemas kept in
// apps/server/sat/ (offline, through its XML catalog), its cadena original made by the SAT's own
// XSLT, and the SAT's test CSD read, used and checked by openssl, an independent tool.

/** The first group `pattern` captures in `text`; the test fails when there is none. */
function captured(pattern: RegExp, text: string): string {
  const found = pattern.exec(text)?.[1];
  if (found === undefined) throw new Error(`${pattern} not found`);
  return found;
}

/** The line, counted from 1, where `text` first stands in `xml`. */
function lineOf(xml: string, text: string): number {
  const at = xml.indexOf(text);
  if (at < 0) throw new Error(`sample lacks ${text}`);
  return xml.slice(0, at).split('\n').length;
}

describe('validateCfdiXml', () => {
  it('accepts the sample, its stamp included, without the network', async () => {
    expect(await validateCfdiXml(SAMPLE_CFDI)).toEqual({ valid: true, problems: [] });
  });

  const BROKEN = [
    {
      what: 'a use of the CFDI outside the SAT catalogue',
      from: 'UsoCFDI="G03"',
      to: 'UsoCFDI="X99"',
      message: /attribute 'UsoCFDI'.*'X99' is not an element of the set/,
    },
    {
      what: 'a line without its ObjetoImp',
      from: 'Importe="25000.00" ObjetoImp="02"',
      to: 'Importe="25000.00"',
      message: /Concepto.*attribute 'ObjetoImp' is required but missing/,
    },
    {
      what: 'an amount written with a thousands separator',
      from: 'TasaOCuota="0.160000" Importe="1600.00"/>',
      to: 'TasaOCuota="0.160000" Importe="1,600.00"/>',
      message: /attribute 'Importe': '1,600.00' is not a valid value.*t_Importe/,
    },
    {
      what: 'a closing tag that does not match (not well-formed)',
      from: '</cfdi:Conceptos>',
      to: '</cfdi:Concepto>',
      message: /parser error : Opening and ending tag mismatch/,
    },
  ];

  // Each break keeps the lines as they are: the problem's line is the one changed.
  it.each(BROKEN)('refuses $what, naming its line', async ({ from, to, message }) => {
    const broken = SAMPLE_CFDI.replace(from, to);
    expect(broken).not.toBe(SAMPLE_CFDI);
    const result = await validateCfdiXml(broken);
    expect(result.valid).toBe(false);
    expect(result.problems).toEqual([
      { line: lineOf(SAMPLE_CFDI, from), message: expect.any(String) },
    ]);
    expect(result.problems[0]?.message).toMatch(message);
  });

  it('lists every problem of a CFDI broken three ways at once', async () => {
    const broken = BROKEN.slice(0, 3).reduce(
      (xml, { from, to }) => xml.replace(from, to),
      SAMPLE_CFDI,
    );
    const result = await validateCfdiXml(broken);
    expect(result.valid).toBe(false);
    expect(result.problems.map((problem) => problem.line)).toEqual(
      BROKEN.slice(0, 3)
        .map(({ from }) => lineOf(SAMPLE_CFDI, from))
        .sort((a, b) => a - b),
    );
  });

  it('refuses a complement whose schema is not kept', async () => {
    const foreign = SAMPLE_CFDI.replace(
      '<cfdi:Complemento>',
      '<cfdi:Complemento>\n    <x:Otro xmlns:x="urn:example:otro"/>',
    );
    const result = await validateCfdiXml(foreign);
    expect(result.valid).toBe(false);
    expect(result.problems[0]).toMatchObject({ line: lineOf(foreign, '<x:Otro') });
  });
});

describe('cadenaOriginal', () => {
  it("makes the sample's cadena as the Anexo 20 rules write it", async () => {
    expect(await cadenaOriginal(SAMPLE_CFDI)).toBe(SAMPLE_CADENA);
  });

  it('makes, for a CFDI sealed by another tool, the very cadena its seal signs', async () => {
    const xml = readFileSync(CRYPTOSYS_SIGNED_CFDI, 'utf8');
    const certificate = captured(/\sCertificado="([^"]+)"/, xml);
    const seal = captured(/\sSello="([^"]+)"/, xml);
    const cadena = await cadenaOriginal(xml);
    expect(cadena.startsWith('||4.0|A|123ABC|2021-12-07T23:59:59|99|30001000000300023708|')).toBe(
      true,
    );
    writeFileSync(join(work, 'other.cer'), Buffer.from(certificate, 'base64'));
    writeFileSync(join(work, 'other.sig'), Buffer.from(seal, 'base64'));
    const publicKey = openssl([
      'x509',
      '-inform',
      'DER',
      '-in',
      join(work, 'other.cer'),
      '-pubkey',
      '-noout',
    ]);
    writeFileSync(join(work, 'other.pub'), publicKey);
    expect(verifies(cadena, join(work, 'other.pub'), join(work, 'other.sig'))).toBe(true);
    expect(
      verifies(
        cadena.replace('|1500|', '|1501|'),
        join(work, 'other.pub'),
        join(work, 'other.sig'),
      ),
    ).toBe(false);
  });

  it('refuses what is not XML', async () => {
    await expect(cadenaOriginal('<cfdi:Comprobante')).rejects.toThrow(/xsltproc could not/);
  });
});

let work = '';
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'rumbo-sat-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function openssl(args: string[], input?: string): string {
  return execFileSync('openssl', args, { input, encoding: 'utf8' });
}

/** openssl's own verdict on an RSA-SHA256 signature of `text` (the SAT's seal algorithm). */
function verifies(text: string, publicKeyPem: string, signature: string): boolean {
  writeFileSync(join(work, 'signed.txt'), text);
  const result = spawnSync('openssl', [
    'dgst',
    '-sha256',
    '-verify',
    publicKeyPem,
    '-signature',
    signature,
    join(work, 'signed.txt'),
  ]);
  return result.status === 0 && result.stdout.toString().includes('Verified OK');
}

describe("the SAT's test CSD", () => {
  it('is read by openssl: number, RFC in the subject, validity dates', () => {
    const shown = openssl([
      'x509',
      '-inform',
      'DER',
      '-in',
      TEST_CSD.certificate,
      '-noout',
      '-serial',
      '-subject',
      '-dates',
      '-nameopt',
      'sep_multiline,utf8',
    ]);
    const serial = captured(/serial=([0-9A-F]+)/, shown);
    expect(Buffer.from(serial, 'hex').toString('ascii')).toBe(TEST_CSD.number);
    expect(shown).toMatch(new RegExp(`x500UniqueIdentifier=${TEST_CSD.rfc} / `));
    expect(shown).toMatch(/CN=ESCUELA KEMPER URGATE SA DE CV/);
    expect(shown).toContain('notBefore=Jun 17 19:44:14 2019 GMT');
    expect(shown).toContain('notAfter=Jun 17 19:44:14 2023 GMT');
  });

  it('opens its key with the password, and not without it', () => {
    const pem = openssl([
      'pkcs8',
      '-inform',
      'DER',
      '-in',
      TEST_CSD.key,
      '-passin',
      `pass:${TEST_CSD.password}`,
    ]);
    expect(pem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    const wrong = spawnSync('openssl', [
      'pkcs8',
      '-inform',
      'DER',
      '-in',
      TEST_CSD.key,
      '-passin',
      'pass:12345678b',
    ]);
    expect(wrong.status).not.toBe(0);
  });

  it("seals the sample's cadena, and the certificate verifies the seal", async () => {
    const key = join(work, 'csd-key.pem');
    writeFileSync(
      key,
      openssl([
        'pkcs8',
        '-inform',
        'DER',
        '-in',
        TEST_CSD.key,
        '-passin',
        `pass:${TEST_CSD.password}`,
      ]),
      { mode: 0o600 },
    );
    const cadena = await cadenaOriginal(SAMPLE_CFDI);
    writeFileSync(join(work, 'cadena.txt'), cadena);
    execFileSync('openssl', [
      'dgst',
      '-sha256',
      '-sign',
      key,
      '-out',
      join(work, 'seal.bin'),
      join(work, 'cadena.txt'),
    ]);
    const publicKey = openssl([
      'x509',
      '-inform',
      'DER',
      '-in',
      TEST_CSD.certificate,
      '-pubkey',
      '-noout',
    ]);
    writeFileSync(join(work, 'csd.pub'), publicKey);
    expect(verifies(cadena, join(work, 'csd.pub'), join(work, 'seal.bin'))).toBe(true);
    expect(
      verifies(
        cadena.replace('|36200.00|', '|36200.01|'),
        join(work, 'csd.pub'),
        join(work, 'seal.bin'),
      ),
    ).toBe(false);

    // The sealed CFDI (seal and certificate in base64, as Anexo 20 writes them) still validates,
    // and its cadena does not change: the seal and the certificate are not part of it.
    const sealed = SAMPLE_CFDI.replace(
      'Sello="" Certificado=""',
      `Sello="${readFileSync(join(work, 'seal.bin')).toString('base64')}" Certificado="${readFileSync(TEST_CSD.certificate).toString('base64')}"`,
    );
    expect(await validateCfdiXml(sealed)).toEqual({ valid: true, problems: [] });
    expect(await cadenaOriginal(sealed)).toBe(cadena);
  });
});
