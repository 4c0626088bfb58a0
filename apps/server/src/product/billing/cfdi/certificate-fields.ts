import { TAG, childrenOf, oidOf, readDer, textOf, timeOf, type DerNode } from './der.ts';

// The fields of an X.509 certificate the SAT's conventions live in, read from its DER (der.ts
// says why not from X509Certificate's text): the serial's bytes (the SAT's 20-digit certificate
// number in ASCII), the validity, the subject's attributes by OID, and the key usage extensions.

export const OID = {
  commonName: '2.5.4.3',
  organizationName: '2.5.4.10',
  organizationalUnitName: '2.5.4.11',
  serialNumber: '2.5.4.5',
  /** x500UniqueIdentifier: where the SAT writes the RFC ("RFC" or "RFC / representative's RFC"). */
  uniqueIdentifier: '2.5.4.45',
  keyUsage: '2.5.29.15',
  extendedKeyUsage: '2.5.29.37',
} as const;

/** RFC 5280's key usage bits, in the order of the BIT STRING. */
const KEY_USAGES = [
  'digitalSignature',
  'nonRepudiation',
  'keyEncipherment',
  'dataEncipherment',
  'keyAgreement',
  'keyCertSign',
  'cRLSign',
  'encipherOnly',
  'decipherOnly',
] as const;

export type KeyUsage = (typeof KEY_USAGES)[number];

export type CertificateFields = {
  /** The serial number's bytes, without the sign byte DER may add. */
  serial: Buffer;
  validFrom: Date;
  validTo: Date;
  /** Every value of each subject attribute, by OID, in the certificate's order. */
  subject: Map<string, string[]>;
  /** The key usage extension's bits; null when the certificate has none. */
  keyUsage: Set<KeyUsage> | null;
  /** The extended key usage OIDs; empty when the certificate has none. */
  extendedKeyUsage: string[];
};

function child(nodes: DerNode[], index: number): DerNode {
  const node = nodes[index];
  if (!node) throw new Error('certificate: missing field');
  return node;
}

function subjectOf(name: DerNode): Map<string, string[]> {
  const subject = new Map<string, string[]>();
  for (const set of childrenOf(name)) {
    for (const attribute of childrenOf(set)) {
      const [type, value] = childrenOf(attribute);
      if (!type || !value) continue;
      const oid = oidOf(type);
      subject.set(oid, [...(subject.get(oid) ?? []), textOf(value)]);
    }
  }
  return subject;
}

function keyUsageOf(extensionValue: Buffer): Set<KeyUsage> {
  const bits = readDer(extensionValue);
  if (bits.tag !== TAG.BIT_STRING) throw new Error('certificate: key usage is not a BIT STRING');
  const usages = new Set<KeyUsage>();
  KEY_USAGES.forEach((usage, index) => {
    // The first content byte counts the unused bits; bit 0 is the first byte's highest bit.
    const byte = bits.contents[1 + Math.floor(index / 8)] ?? 0;
    if (byte & (0x80 >> (index % 8))) usages.add(usage);
  });
  return usages;
}

/** The SAT-relevant fields of a DER certificate; throws when it is not one. */
export function certificateFields(der: Buffer): CertificateFields {
  const certificate = childrenOf(readDer(der));
  const tbs = childrenOf(child(certificate, 0));
  // An explicit [0] version comes first in v2 and v3 certificates.
  const base = child(tbs, 0).tag === 0xa0 ? 1 : 0;
  const serialNode = child(tbs, base);
  if (serialNode.tag !== TAG.INTEGER) throw new Error('certificate: no serial number');
  let serial = serialNode.contents;
  while (serial.length > 1 && serial[0] === 0) serial = serial.subarray(1);
  const validity = childrenOf(child(tbs, base + 3));
  const subject = subjectOf(child(tbs, base + 4));
  let keyUsage: Set<KeyUsage> | null = null;
  let extendedKeyUsage: string[] = [];
  const extensions = tbs.slice(base + 6).find((node) => node.tag === 0xa3);
  for (const extension of extensions ? childrenOf(child(childrenOf(extensions), 0)) : []) {
    const parts = childrenOf(extension);
    const oid = oidOf(child(parts, 0));
    // extnValue is the last part; a BOOLEAN "critical" may stand between.
    const value = child(parts, parts.length - 1).contents;
    if (oid === OID.keyUsage) keyUsage = keyUsageOf(value);
    if (oid === OID.extendedKeyUsage) extendedKeyUsage = childrenOf(readDer(value)).map(oidOf);
  }
  return {
    serial,
    validFrom: timeOf(child(validity, 0)),
    validTo: timeOf(child(validity, 1)),
    subject,
    keyUsage,
    extendedKeyUsage,
  };
}
