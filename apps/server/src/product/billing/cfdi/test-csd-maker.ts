import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { createPrivateKey } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// A stand-in for a SAT CSD, for tests and the demo seed (issue 39): the SAT's own test CSDs
// expire (EKU9003173C9's did in 2023) and only the SAT can issue real ones, so this makes a
// self-signed certificate in the SAT's shape, which readCsd reads like the real thing: the RFC in
// the subject's x500UniqueIdentifier, serialNumber, the name in CN and O, the branch in OU, the
// key usage of a CSD (digital signature and non-repudiation only), a 20-digit certificate number
// written as the ASCII bytes of the serial, RSA 2048, and the key as encrypted PKCS#8 DER like the
// SAT's .key. No PAC and no SAT accepts it: it is not signed by the SAT.
//
// openssl makes it in two runs: `req` makes the key and the request, and `ca -selfsign` signs it,
// because only `ca` takes arbitrary validity dates in OpenSSL 3.0 (an expired or a future CSD is
// what some tests need).

const run = promisify(execFile);

export type TestCsdOptions = {
  rfc: string;
  name: string;
  validFrom: Date;
  validTo: Date;
  password: string;
  /** The certificate number (20 digits); a random one in the SAT's test range when left out. */
  number?: string;
  /** serialNumber: the CURP of a person; the RFC when left out. */
  curp?: string;
  /** OU: the branch the SAT issues a CSD for. */
  branch?: string;
};

export type TestCsd = {
  /** The .cer, DER. */
  certificate: Buffer;
  /** The .key, encrypted PKCS#8 DER, opened by `password`. */
  key: Buffer;
  password: string;
  number: string;
};

const CONFIG = `
[ ca ]
default_ca = seal_ca
[ seal_ca ]
database = index.txt
new_certs_dir = .
serial = serial
default_md = sha256
policy = any_subject
unique_subject = no
email_in_dn = no
x509_extensions = seal_usage
[ any_subject ]
commonName = optional
[ seal_usage ]
basicConstraints = critical,CA:FALSE
keyUsage = digitalSignature, nonRepudiation
[ req ]
distinguished_name = subject
string_mask = utf8only
[ subject ]
`;

/** A value inside openssl's -subj: '/' separates attributes and '+' joins them, so both are escaped. */
function subjectValue(value: string): string {
  return value
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\/+]/g, (found) => `\\${found}`);
}

/** openssl ca's date: UTCTime (YYMMDDHHMMSSZ) up to 2049, as RFC 5280 asks, then GeneralizedTime. */
function caDate(date: Date): string {
  const iso = date.toISOString(); // 2026-12-04T10:30:00.000Z
  const digits = iso.slice(0, 19).replace(/[-T:]/g, '');
  return `${date.getUTCFullYear() < 2050 ? digits.slice(2) : digits}Z`;
}

function randomNumber(): string {
  let digits = '3000100000';
  while (digits.length < 20) digits += String(randomInt(10));
  return digits;
}

export async function makeTestCsd(options: TestCsdOptions): Promise<TestCsd> {
  const number = options.number ?? randomNumber();
  if (!/^\d{20}$/.test(number)) throw new Error('A certificate number has 20 digits.');
  const dir = await mkdtemp(join(tmpdir(), 'rumbo-test-csd-'));
  try {
    await writeFile(join(dir, 'openssl.cnf'), CONFIG);
    await writeFile(join(dir, 'index.txt'), '');
    await writeFile(join(dir, 'serial'), `${Buffer.from(number, 'ascii').toString('hex')}\n`);
    const subject = [
      ['CN', options.name],
      ['name', options.name],
      ['O', options.name],
      ['x500UniqueIdentifier', options.rfc],
      ['serialNumber', options.curp ?? options.rfc],
      ['OU', options.branch ?? options.name],
    ]
      .map(([type, value]) => `/${type}=${subjectValue(value ?? '')}`)
      .join('');
    const inDir = { cwd: dir };
    await run(
      'openssl',
      [
        'req',
        '-new',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        'key.pem',
        '-config',
        'openssl.cnf',
      ].concat(['-utf8', '-subj', subject, '-out', 'request.csr']),
      inDir,
    );
    await run(
      'openssl',
      ['ca', '-batch', '-selfsign', '-config', 'openssl.cnf', '-keyfile', 'key.pem']
        .concat(['-in', 'request.csr', '-preserveDN', '-utf8', '-notext', '-out', 'cert.pem'])
        .concat(['-startdate', caDate(options.validFrom), '-enddate', caDate(options.validTo)]),
      inDir,
    );
    const pem = await readFile(join(dir, 'cert.pem'), 'latin1');
    const base64 = /-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/.exec(pem)?.[1];
    if (!base64) throw new Error('openssl ca wrote no certificate');
    const key = createPrivateKey(await readFile(join(dir, 'key.pem'))).export({
      type: 'pkcs8',
      format: 'der',
      cipher: 'aes-256-cbc',
      passphrase: options.password,
    });
    return {
      certificate: Buffer.from(base64.replace(/\s+/g, ''), 'base64'),
      key,
      password: options.password,
      number,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
