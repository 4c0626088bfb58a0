import { spawnSync } from 'node:child_process';
import {
  X509Certificate,
  createPrivateKey,
  createSign,
  createVerify,
  generateKeyPairSync,
} from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CsdError,
  decryptKey,
  encryptKey,
  openStoredKey,
  readCsd,
  type CsdFiles,
} from '#product/billing/cfdi/csd.ts';
import { makeTestCsd } from '#product/billing/cfdi/test-csd-maker.ts';
import { SAT_TEST_FIEL_PEM, WHILE_SAT_CSD_VALID, satTestFiles } from './cfdi-fixtures.ts';
import { TEST_CSD } from './sat-fixtures.ts';

// Reading a company's CSD (issue 39): the SAT's own test CSD, one makeTestCsd makes in the SAT's
// shape, and every refusal with its code; and the key kept encrypted under the server's secret.

/** The CsdError code `read` throws; the test fails when it throws nothing or something else. */
function refusal(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    if (error instanceof CsdError) return error.code;
    throw error;
  }
  throw new Error('no refusal');
}

/** A second RSA key, encrypted PKCS#8 DER like a .key: not the certificate's. */
function otherKey(password: string): Buffer {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({
    type: 'pkcs8',
    format: 'der',
    cipher: 'aes-256-cbc',
    passphrase: password,
  });
}

describe("readCsd on the SAT's test CSD", () => {
  it('reads its number, RFC, name, dates and certificate, and the key signs for it', () => {
    const files = satTestFiles();
    const csd = readCsd(files, WHILE_SAT_CSD_VALID);
    expect(csd).toMatchObject({
      certificateNumber: '30001000000400002434',
      rfc: 'EKU9003173C9',
      name: 'ESCUELA KEMPER URGATE SA DE CV',
      validFrom: '2019-06-17T19:44:14.000Z',
      validTo: '2023-06-17T19:44:14.000Z',
      certificateBase64: files.certificate.toString('base64'),
    });
    const signature = createSign('RSA-SHA256').update('||4.0|prueba||').sign(csd.privateKey);
    const publicKey = new X509Certificate(files.certificate).publicKey;
    expect(createVerify('RSA-SHA256').update('||4.0|prueba||').verify(publicKey, signature)).toBe(
      true,
    );
  });

  it('reads the certificate and the key in PEM too', () => {
    const files = satTestFiles();
    const pem: CsdFiles = {
      certificate: Buffer.from(new X509Certificate(files.certificate).toString()),
      key: Buffer.from(
        createPrivateKey({
          key: files.key,
          format: 'der',
          type: 'pkcs8',
          passphrase: files.password,
        })
          .export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'otra' })
          .toString(),
      ),
      password: 'otra',
    };
    expect(readCsd(pem, WHILE_SAT_CSD_VALID).certificateNumber).toBe(TEST_CSD.number);
  });

  it('is expired today, and not yet valid before June 2019', () => {
    expect(refusal(() => readCsd(satTestFiles(), new Date()))).toBe('expired');
    expect(refusal(() => readCsd(satTestFiles(), new Date('2019-06-17T19:44:13Z')))).toBe(
      'not_yet_valid',
    );
    // Its last second still seals.
    expect(readCsd(satTestFiles(), new Date('2023-06-17T19:44:14Z')).rfc).toBe('EKU9003173C9');
  });

  it('refuses a wrong password, whatever the case of the right one', () => {
    for (const password of ['12345678b', '12345678A', '', ' 12345678a'])
      expect(refusal(() => readCsd({ ...satTestFiles(), password }, WHILE_SAT_CSD_VALID))).toBe(
        'wrong_password',
      );
  });

  it("refuses a key that is not the certificate's", () => {
    const files = { ...satTestFiles(), key: otherKey('12345678a') };
    expect(refusal(() => readCsd(files, WHILE_SAT_CSD_VALID))).toBe('key_mismatch');
  });

  it('refuses files that are not a certificate or not a key', () => {
    const files = satTestFiles();
    const garbage = Buffer.from('MZ this is not a certificate at all');
    const bad: Array<[Partial<CsdFiles>, string]> = [
      [{ certificate: garbage }, 'certificate_unreadable'],
      [{ certificate: Buffer.alloc(0) }, 'certificate_unreadable'],
      [{ certificate: files.key }, 'certificate_unreadable'],
      [{ key: garbage }, 'key_unreadable'],
      [{ key: Buffer.alloc(0) }, 'key_unreadable'],
      [{ key: files.certificate }, 'key_unreadable'],
      [{ key: files.key.subarray(0, 200) }, 'key_unreadable'],
    ];
    for (const [change, code] of bad)
      expect(refusal(() => readCsd({ ...files, ...change }, WHILE_SAT_CSD_VALID))).toBe(code);
  });

  it("refuses the SAT's test e.firma (FIEL): it may not seal invoices", () => {
    const files = { ...satTestFiles(), certificate: Buffer.from(SAT_TEST_FIEL_PEM) };
    // A CSD's checks come after the certificate's: the key is irrelevant here.
    expect(refusal(() => readCsd(files, new Date('2018-01-01')))).toBe('not_a_seal_certificate');
  });
});

describe('makeTestCsd', () => {
  const validFrom = new Date('2026-01-01T06:00:00Z');
  const validTo = new Date('2030-01-01T06:00:00Z');

  it("makes a CSD in the SAT's shape that readCsd reads", async () => {
    const made = await makeTestCsd({
      rfc: 'GCL180101AB1',
      name: 'GOLFO CARGA & LOGÍSTICA / ÑANDÚ + "SOCIOS"',
      validFrom,
      validTo,
      password: 'contraseña segura',
      number: '30001000000500000042',
    });
    expect(made.password).toBe('contraseña segura');
    const csd = readCsd(made, new Date('2027-05-01T00:00:00Z'));
    expect(csd).toMatchObject({
      certificateNumber: '30001000000500000042',
      rfc: 'GCL180101AB1',
      name: 'GOLFO CARGA & LOGÍSTICA / ÑANDÚ + "SOCIOS"',
      validFrom: '2026-01-01T06:00:00.000Z',
      validTo: '2030-01-01T06:00:00.000Z',
    });

    // openssl, an independent reader, sees the SAT's conventions in it.
    const dir = mkdtempSync(join(tmpdir(), 'rumbo-test-csd-check-'));
    try {
      writeFileSync(join(dir, 'made.cer'), made.certificate);
      const shown = spawnSync('openssl', [
        'x509',
        '-inform',
        'DER',
        '-in',
        join(dir, 'made.cer'),
        '-noout',
        '-serial',
        '-subject',
        '-ext',
        'keyUsage',
        '-nameopt',
        'sep_multiline,utf8',
      ]).stdout.toString();
      const serial = /serial=([0-9A-F]+)/.exec(shown)?.[1] ?? '';
      expect(Buffer.from(serial, 'hex').toString('ascii')).toBe('30001000000500000042');
      expect(shown).toContain('x500UniqueIdentifier=GCL180101AB1');
      expect(shown).toContain('O=GOLFO CARGA & LOGÍSTICA / ÑANDÚ + "SOCIOS"');
      expect(shown).toMatch(/Digital Signature, Non Repudiation\s*$/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the key encrypted with the password, and can make an expired or a future CSD', async () => {
    const made = await makeTestCsd({
      rfc: 'GCL180101AB1',
      name: 'GOLFO',
      validFrom: new Date('2018-01-01T00:00:00Z'),
      validTo: new Date('2020-01-01T00:00:00Z'),
      password: 'uno',
    });
    expect(made.number).toMatch(/^\d{20}$/);
    expect(() => createPrivateKey({ key: made.key, format: 'der', type: 'pkcs8' })).toThrow();
    expect(refusal(() => readCsd({ ...made, password: 'dos' }, new Date('2019-01-01')))).toBe(
      'wrong_password',
    );
    expect(refusal(() => readCsd(made, new Date()))).toBe('expired');
    expect(refusal(() => readCsd(made, new Date('2017-12-31')))).toBe('not_yet_valid');
  });

  it('refuses to make what is not a SAT seal certificate, and readCsd refuses one without an RFC', async () => {
    await expect(
      makeTestCsd({ rfc: 'X', name: 'X', validFrom, validTo, password: 'p', number: '123' }),
    ).rejects.toThrow(/20 digits/);
    const noRfc = await makeTestCsd({
      rfc: 'NOT AN RFC',
      name: 'X',
      validFrom,
      validTo,
      password: 'p',
    });
    expect(refusal(() => readCsd(noRfc, new Date('2027-01-01')))).toBe('not_a_seal_certificate');
  });
});

describe('the CSD key at rest', () => {
  const secret = Buffer.alloc(32, 0x5a);
  const pkcs8 = () =>
    readCsd(satTestFiles(), WHILE_SAT_CSD_VALID).privateKey.export({
      type: 'pkcs8',
      format: 'der',
    });

  it('round-trips through v1:iv:tag:data, with a fresh IV each time', () => {
    const der = pkcs8();
    const one = encryptKey(der, secret);
    const two = encryptKey(der, secret);
    const [version, iv, tag, data] = one.split(':');
    expect(version).toBe('v1');
    expect(Buffer.from(iv ?? '', 'base64')).toHaveLength(12);
    expect(Buffer.from(tag ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(data ?? '', 'base64')).toHaveLength(der.length);
    expect(one).not.toBe(two);
    expect(decryptKey(one, secret).equals(der)).toBe(true);
    // Nothing of the key shows through.
    expect(one).not.toContain(der.subarray(40, 60).toString('base64'));
    const signature = createSign('RSA-SHA256').update('x').sign(openStoredKey(two, secret));
    const publicKey = new X509Certificate(satTestFiles().certificate).publicKey;
    expect(createVerify('RSA-SHA256').update('x').verify(publicKey, signature)).toBe(true);
  });

  it('refuses another secret, a changed byte, a shortened tag and what is not its format', () => {
    const stored = encryptKey(pkcs8(), secret);
    const [version, iv, tag, data] = stored.split(':') as [string, string, string, string];
    const flipped = Buffer.from(data, 'base64');
    flipped[10] = (flipped[10] as number) ^ 1;
    const shortTag = Buffer.from(tag, 'base64').subarray(0, 8).toString('base64');
    const bad = [
      [stored, Buffer.alloc(32, 0x5b)],
      [[version, iv, tag, flipped.toString('base64')].join(':'), secret],
      [[version, iv, shortTag, data].join(':'), secret],
      [['v2', iv, tag, data].join(':'), secret],
      ['not a stored key', secret],
    ] as const;
    for (const [text, key] of bad)
      expect(refusal(() => decryptKey(text, key))).toBe('stored_key_unreadable');
    expect(() => encryptKey(pkcs8(), Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});
