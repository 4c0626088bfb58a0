import { execFile } from 'node:child_process';
import { X509Certificate, createPrivateKey, randomInt, type KeyObject } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// The local test PAC's own certificate, the one its SelloSAT verifies against. A real stamp is
// sealed with a certificate the SAT issued to itself; this one is self-signed, says in its
// subject that its stamps are worth nothing, and carries a certificate number in the SAT's
// convention (20 digits, written as the ASCII bytes of the serial), from a range the SAT does
// not use (9999…). openssl makes it: Node can make keys but not certificates.

const run = promisify(execFile);

export const TEST_PAC_SUBJECT_NAME = 'PAC de prueba Rumbo – sin validez';

export type TestPacCertificate = {
  certificatePem: string;
  /** Unencrypted PKCS#8: the test PAC is no secret. */
  privateKeyPem: string;
  /** NoCertificadoSAT of its stamps. */
  number: string;
};

export type LoadedPacCertificate = TestPacCertificate & {
  certificate: X509Certificate;
  privateKey: KeyObject;
};

/** The 20 digits the SAT reads from a certificate: its serial's bytes as ASCII digits. */
export function certificateNumberOf(certificate: X509Certificate): string {
  return Buffer.from(certificate.serialNumber, 'hex').toString('latin1');
}

export async function makeTestPacCertificate(): Promise<TestPacCertificate> {
  let number = '9999';
  while (number.length < 20) number += String(randomInt(10));
  const serial = Buffer.from(number, 'latin1').toString('hex');
  const dir = await mkdtemp(join(tmpdir(), 'rumbo-test-pac-'));
  try {
    const keyFile = join(dir, 'key.pem');
    const certificateFile = join(dir, 'certificate.pem');
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-sha256',
      '-days',
      '3650',
      '-set_serial',
      `0x${serial}`,
      '-utf8',
      '-subj',
      `/CN=${TEST_PAC_SUBJECT_NAME}/O=${TEST_PAC_SUBJECT_NAME}/OU=No emitido por el SAT`,
      '-keyout',
      keyFile,
      '-out',
      certificateFile,
    ]);
    const certificatePem = await readFile(certificateFile, 'utf8');
    const privateKeyPem = await readFile(keyFile, 'utf8');
    return { certificatePem, privateKeyPem, number };
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw missing ? new Error("openssl is missing: install Debian's openssl") : error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Reads a certificate made above (or kept in a state file) and checks its key fits it. */
export function loadPacCertificate(stored: TestPacCertificate): LoadedPacCertificate {
  const certificate = new X509Certificate(stored.certificatePem);
  const privateKey = createPrivateKey(stored.privateKeyPem);
  if (!certificate.checkPrivateKey(privateKey))
    throw new Error("The test PAC's key does not belong to its certificate.");
  return { ...stored, number: certificateNumberOf(certificate), certificate, privateKey };
}
