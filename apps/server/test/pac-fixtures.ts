import { execFile } from 'node:child_process';
import { createPrivateKey, randomInt, sign, type KeyObject } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { mexicoCityTime } from '#product/billing/pac/tfd.ts';
import { cadenaOriginal } from '#product/billing/cfdi/sat-tools.ts';
import { SAMPLE_CFDI, SAT_DIR } from './sat-fixtures.ts';

// Sealed CFDIs for the PAC tests (issue 39), made here until the invoice builder exists: the
// sample of sat-fixtures.ts without its stamp, sealed with a certificate made by openssl in the
// SAT's shape (the issuer's RFC in x500UniqueIdentifier, a 20-digit number written as the ASCII
// bytes of the serial), issued now, so that the CFDI's date falls inside its validity.

export const run = promisify(execFile);

export const TFD_XSLT = `${SAT_DIR}www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/cadenaoriginal_TFD_1_1.xslt`;

export type SealingCertificate = {
  rfc: string;
  number: string;
  certificateDer: Buffer;
  privateKey: KeyObject;
};

/** A self-signed CSD look-alike for `rfc`, valid from now for a year. */
export async function makeSealingCertificate(
  rfc = 'EKU9003173C9',
  name = 'ESCUELA KEMPER URGATE',
): Promise<SealingCertificate> {
  let number = '30001000000';
  while (number.length < 20) number += String(randomInt(10));
  const dir = await mkdtemp(join(tmpdir(), 'rumbo-pac-csd-'));
  try {
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-sha256',
      '-days',
      '365',
      '-set_serial',
      `0x${Buffer.from(number, 'latin1').toString('hex')}`,
      '-utf8',
      '-subj',
      `/CN=${name}/O=${name}/x500UniqueIdentifier=${rfc}/serialNumber=${rfc}/OU=Prueba`,
      '-keyout',
      join(dir, 'key.pem'),
      '-outform',
      'DER',
      '-out',
      join(dir, 'certificate.cer'),
    ]);
    return {
      rfc,
      number,
      certificateDer: await readFile(join(dir, 'certificate.cer')),
      privateKey: createPrivateKey(await readFile(join(dir, 'key.pem'))),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The sample CFDI as it is before a PAC sees it: no Complemento, no seal. */
export const UNSEALED_CFDI = SAMPLE_CFDI.replace(
  /\n\s*<cfdi:Complemento>[\s\S]*?<\/cfdi:Complemento>/,
  '',
);

/**
 * The sample with its own folio (a different CFDI for each), dated now in Mexico City, sealed:
 * NoCertificado and Certificado put, the cadena original made by the SAT's XSLT, signed
 * RSA-SHA256 with the certificate's key, the Sello put.
 */
export async function sealCfdi(certificate: SealingCertificate, folio: string): Promise<string> {
  const unsigned = UNSEALED_CFDI.replace(/ Folio="[^"]*"/, ` Folio="${folio}"`)
    .replace(/ Fecha="[^"]*"/, ` Fecha="${mexicoCityTime(new Date())}"`)
    .replace(/ NoCertificado="[^"]*"/, ` NoCertificado="${certificate.number}"`)
    .replace(
      / Certificado="[^"]*"/,
      ` Certificado="${certificate.certificateDer.toString('base64')}"`,
    );
  const cadena = await cadenaOriginal(unsigned);
  const seal = sign('RSA-SHA256', Buffer.from(cadena, 'utf8'), certificate.privateKey);
  return unsigned.replace(/ Sello="[^"]*"/, ` Sello="${seal.toString('base64')}"`);
}

/** The value of `attribute` on the first `element` (local name) of `xml`. */
export function attributeOf(xml: string, element: string, attribute: string): string {
  const tag = new RegExp(`<(?:\\w+:)?${element}\\s[^>]*?\\b${attribute}="([^"]*)"`).exec(xml);
  const value = tag?.[1];
  if (value === undefined) throw new Error(`${element}@${attribute} not found`);
  return value;
}

/**
 * Checks a stamp with tools independent of the code under test: xmllint cuts the TFD out of the
 * stamped CFDI, the SAT's XSLT (xsltproc) makes its cadena, and `openssl dgst -verify` checks
 * SelloSAT over it with the PAC's certificate. Answers the cadena and openssl's verdict.
 */
export async function verifySatSeal(
  stampedXml: string,
  pacCertificatePem: string,
): Promise<{ cadena: string; verdict: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'rumbo-pac-verify-'));
  try {
    const file = (name: string) => join(dir, name);
    await writeFile(file('stamped.xml'), stampedXml);
    const { stdout: tfd } = await run('xmllint', [
      '--xpath',
      '//*[local-name()="TimbreFiscalDigital"]',
      file('stamped.xml'),
    ]);
    await writeFile(file('tfd.xml'), tfd);
    const { stdout: cadena } = await run('xsltproc', ['--nonet', TFD_XSLT, file('tfd.xml')]);
    await writeFile(file('cadena.txt'), cadena);
    await writeFile(
      file('sello.bin'),
      Buffer.from(attributeOf(stampedXml, 'TimbreFiscalDigital', 'SelloSAT'), 'base64'),
    );
    await writeFile(file('pac-certificate.pem'), pacCertificatePem);
    const { stdout: publicKey } = await run('openssl', [
      'x509',
      '-in',
      file('pac-certificate.pem'),
      '-pubkey',
      '-noout',
    ]);
    await writeFile(file('pac.pem'), publicKey);
    const { stdout: verdict } = await run('openssl', [
      'dgst',
      '-sha256',
      '-verify',
      file('pac.pem'),
      '-signature',
      file('sello.bin'),
      file('cadena.txt'),
    ]);
    return { cadena, verdict: verdict.trim() };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
