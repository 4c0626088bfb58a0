import {
  X509Certificate,
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { OID, certificateFields, type CertificateFields } from './certificate-fields.ts';
import { TAG, childrenOf, readDer } from './der.ts';

// A company's CSD (certificado de sello digital, issue 39): the SAT's .cer and the .key the
// company keeps with its password, read and checked before anything is sealed with them; and the
// key kept by the server, decrypted from the company's password and encrypted again with the
// server's own secret (AES-256-GCM), so that the password is never stored and the key can only be
// read back by the server that sealed it.

export type CsdErrorCode =
  | 'certificate_unreadable'
  | 'not_a_seal_certificate'
  | 'key_unreadable'
  | 'wrong_password'
  | 'key_mismatch'
  | 'expired'
  | 'not_yet_valid'
  | 'stored_key_unreadable';

/** Why a CSD was refused; `code` is stable, the message is for a person (in English). */
export class CsdError extends Error {
  readonly code: CsdErrorCode;
  constructor(code: CsdErrorCode, message: string) {
    super(message);
    this.name = 'CsdError';
    this.code = code;
  }
}

export type CsdFiles = {
  /** The .cer: DER as the SAT hands it out, or PEM. */
  certificate: Buffer;
  /** The .key: encrypted PKCS#8, DER as the SAT hands it out, or PEM. */
  key: Buffer;
  password: string;
};

export type Csd = {
  /** NoCertificado: the 20 digits the SAT writes as the ASCII bytes of the serial number. */
  certificateNumber: string;
  /** The holder's RFC, from the subject's x500UniqueIdentifier. */
  rfc: string;
  /** The holder's name as the certificate has it (with the company's legal form, "SA DE CV"). */
  name: string;
  validFrom: string;
  validTo: string;
  /** The certificate's DER in base64, as the CFDI's Certificado attribute carries it. */
  certificateBase64: string;
  privateKey: KeyObject;
};

const RFC_SHAPE = /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/;
/** e.firma (FIEL) marks: a FIEL also enciphers and authenticates (mail, TLS clients); a CSD only signs. */
const FIEL_KEY_USAGES = ['keyEncipherment', 'dataEncipherment', 'keyAgreement'] as const;
const FIEL_EXTENDED_USAGES = ['1.3.6.1.5.5.7.3.2', '1.3.6.1.5.5.7.3.4'];

function readCertificate(file: Buffer): { der: Buffer; fields: CertificateFields } {
  try {
    const der = new X509Certificate(file).raw;
    return { der, fields: certificateFields(der) };
  } catch {
    throw new CsdError(
      'certificate_unreadable',
      'The certificate file (.cer) cannot be read: choose the .cer the SAT gave for the seal.',
    );
  }
}

/** The RFC, the name and the number, or why this is not a SAT seal certificate. */
function sealIdentity(fields: CertificateFields): { rfc: string; name: string; number: string } {
  const first = (oid: string) => fields.subject.get(oid)?.[0]?.trim() ?? '';
  // "EKU9003173C9 / XIQB891116QE4": the holder's RFC, then its legal representative's.
  const rfc = first(OID.uniqueIdentifier).split('/')[0]?.trim().toUpperCase() ?? '';
  const number = fields.serial.toString('latin1');
  if (!RFC_SHAPE.test(rfc) || !/^\d{20}$/.test(number))
    throw new CsdError(
      'not_a_seal_certificate',
      'The certificate is not one the SAT issued for sealing invoices: it names no RFC or has no 20-digit certificate number.',
    );
  const usages = fields.keyUsage ?? new Set();
  if (
    FIEL_KEY_USAGES.some((usage) => usages.has(usage)) ||
    fields.extendedKeyUsage.some((oid) => FIEL_EXTENDED_USAGES.includes(oid))
  )
    throw new CsdError(
      'not_a_seal_certificate',
      'This is an e.firma (FIEL) certificate, not a seal certificate (CSD): request a CSD from the SAT with the e.firma and upload that one.',
    );
  return { rfc, name: first(OID.organizationName) || first(OID.commonName), number };
}

/** The .key's DER, from DER or from PEM (any "PRIVATE KEY" armour). */
function keyDer(file: Buffer): Buffer {
  const text = file.subarray(0, 64).toString('latin1');
  if (!text.includes('-----BEGIN')) return file;
  const body = /-----BEGIN [A-Z ]*PRIVATE KEY-----([\s\S]*?)-----END/.exec(file.toString('latin1'));
  return Buffer.from(body?.[1]?.replace(/\s+/g, '') ?? '', 'base64');
}

/** Whether the DER is an EncryptedPrivateKeyInfo: SEQUENCE { AlgorithmIdentifier, OCTET STRING }. */
function isEncryptedPkcs8(der: Buffer): boolean {
  try {
    const [algorithm, data, ...rest] = childrenOf(readDer(der));
    return algorithm?.tag === TAG.SEQUENCE && data?.tag === TAG.OCTET_STRING && rest.length === 0;
  } catch {
    return false;
  }
}

function readKey(file: Buffer, password: string): KeyObject {
  const der = keyDer(file);
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8', passphrase: password });
  } catch {
    // A wrong password fails the decryption, or (rarely) decrypts into bytes that are no key:
    // both mean the password when the file is an encrypted key at all.
    if (isEncryptedPkcs8(der))
      throw new CsdError(
        'wrong_password',
        "The password does not open the key (.key): type the CSD's private key password.",
      );
    throw new CsdError(
      'key_unreadable',
      'The key file (.key) cannot be read: choose the .key that came with the certificate.',
    );
  }
}

function spki(key: KeyObject): Buffer {
  return key.export({ type: 'spki', format: 'der' });
}

/**
 * Reads a company's CSD and checks it can seal at `now`: the certificate is the SAT's seal
 * certificate, the password opens the key, the key is the certificate's, and `now` is within
 * its validity. Throws a CsdError saying which is wrong, the certificate's problems first.
 */
export function readCsd(files: CsdFiles, now: Date): Csd {
  const { der, fields } = readCertificate(files.certificate);
  const identity = sealIdentity(fields);
  const privateKey = readKey(files.key, files.password);
  const certificatePublicKey = spki(new X509Certificate(der).publicKey);
  if (!spki(createPublicKey(privateKey)).equals(certificatePublicKey))
    throw new CsdError(
      'key_mismatch',
      `The key (.key) is not the one of certificate ${identity.number}: upload the .cer and .key of the same CSD.`,
    );
  if (now < fields.validFrom)
    throw new CsdError(
      'not_yet_valid',
      `Certificate ${identity.number} is valid only from ${fields.validFrom.toISOString()}.`,
    );
  if (now > fields.validTo)
    throw new CsdError(
      'expired',
      `Certificate ${identity.number} expired on ${fields.validTo.toISOString()}: request a new CSD from the SAT.`,
    );
  return {
    certificateNumber: identity.number,
    rfc: identity.rfc,
    name: identity.name,
    validFrom: fields.validFrom.toISOString(),
    validTo: fields.validTo.toISOString(),
    certificateBase64: der.toString('base64'),
    privateKey,
  };
}

// ---- The key at rest: AES-256-GCM under the server's secret ----

const STORED_VERSION = 'v1';
/** Binds a stored key to this use of the secret: a ciphertext made for anything else fails. */
const STORED_AAD = Buffer.from('rumbo:csd-private-key:v1');

function checkSecret(secret: Buffer): void {
  if (secret.length !== 32) throw new Error('The key secret must be 32 bytes (AES-256).');
}

/**
 * The decrypted PKCS#8 DER of a CSD key (`csd.privateKey.export({ type: 'pkcs8', format: 'der' })`)
 * encrypted with the server's 32-byte secret, as `v1:iv:tag:data` (base64 parts, a fresh
 * 12-byte IV each time).
 */
export function encryptKey(pkcs8Der: Buffer, secret: Buffer): string {
  checkSecret(secret);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  cipher.setAAD(STORED_AAD);
  const data = Buffer.concat([cipher.update(pkcs8Der), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64'));
  return [STORED_VERSION, ...parts].join(':');
}

/** The PKCS#8 DER `encryptKey` stored; a wrong secret or a changed byte is refused. */
export function decryptKey(stored: string, secret: Buffer): Buffer {
  checkSecret(secret);
  const [version, iv, tag, data, ...rest] = stored.split(':');
  const unreadable = new CsdError(
    'stored_key_unreadable',
    "The stored CSD key cannot be opened with this server's secret: upload the CSD again.",
  );
  if (version !== STORED_VERSION || !iv || !tag || data === undefined || rest.length > 0)
    throw unreadable;
  try {
    // The tag's length is fixed: GCM would otherwise accept a shortened (weaker) tag.
    const decipher = createDecipheriv('aes-256-gcm', secret, Buffer.from(iv, 'base64'), {
      authTagLength: 16,
    });
    decipher.setAAD(STORED_AAD);
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]);
  } catch {
    throw unreadable;
  }
}

/** The stored key, ready to seal with. */
export function openStoredKey(stored: string, secret: Buffer): KeyObject {
  return createPrivateKey({ key: decryptKey(stored, secret), format: 'der', type: 'pkcs8' });
}
