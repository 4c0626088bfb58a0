// Just enough of ASN.1 DER to read what node:crypto's X509Certificate does not give in a usable
// shape: the subject's attributes by OID (its text form escapes and joins values, and the SAT
// writes the RFC in x500UniqueIdentifier, "RFC / RFC of the legal representative"), the key
// usage bits (a FIEL and a CSD differ there) and the shape of a .key file (encrypted PKCS#8 or
// not, to tell a wrong password from a file that is not a key). Anything malformed throws.

export type DerNode = {
  tag: number;
  /** The node's contents, without its tag and length. */
  contents: Buffer;
};

const CONSTRUCTED = 0x20;

export const TAG = {
  BOOLEAN: 0x01,
  INTEGER: 0x02,
  BIT_STRING: 0x03,
  OCTET_STRING: 0x04,
  OID: 0x06,
  SEQUENCE: 0x30,
  SET: 0x31,
  UTC_TIME: 0x17,
  GENERALIZED_TIME: 0x18,
} as const;

/** The node starting at `offset`, and where the next one starts. */
function readAt(buffer: Buffer, offset: number): { node: DerNode; next: number } {
  if (offset + 2 > buffer.length) throw new Error('DER: truncated header');
  const tag = buffer[offset] as number;
  if ((tag & 0x1f) === 0x1f) throw new Error('DER: multi-byte tags are not used here');
  let length = buffer[offset + 1] as number;
  let at = offset + 2;
  if (length & 0x80) {
    const bytes = length & 0x7f;
    // Indefinite lengths are BER, not DER; four bytes of length is far beyond any certificate.
    if (bytes === 0 || bytes > 4) throw new Error('DER: unsupported length');
    if (at + bytes > buffer.length) throw new Error('DER: truncated length');
    length = 0;
    for (let i = 0; i < bytes; i += 1) length = length * 256 + (buffer[at + i] as number);
    at += bytes;
  }
  if (at + length > buffer.length) throw new Error('DER: truncated contents');
  return { node: { tag, contents: buffer.subarray(at, at + length) }, next: at + length };
}

/** The single node a buffer holds (trailing bytes are an error). */
export function readDer(buffer: Buffer): DerNode {
  const { node, next } = readAt(buffer, 0);
  if (next !== buffer.length) throw new Error('DER: trailing bytes');
  return node;
}

/** The nodes inside a constructed node (SEQUENCE, SET, an explicit [n] tag). */
export function childrenOf(node: DerNode): DerNode[] {
  if (!(node.tag & CONSTRUCTED)) throw new Error('DER: not a constructed node');
  const children: DerNode[] = [];
  let offset = 0;
  while (offset < node.contents.length) {
    const { node: child, next } = readAt(node.contents, offset);
    children.push(child);
    offset = next;
  }
  return children;
}

/** An OBJECT IDENTIFIER in its dotted form ("2.5.4.45"). */
export function oidOf(node: DerNode): string {
  if (node.tag !== TAG.OID || node.contents.length === 0) throw new Error('DER: not an OID');
  const bytes = node.contents;
  const first = bytes[0] as number;
  // The first byte holds the first two arcs (40 × first + second; the first is 0, 1 or 2).
  const arc = Math.min(2, Math.floor(first / 40));
  const parts = [arc, first - arc * 40];
  let value = 0;
  for (let i = 1; i < bytes.length; i += 1) {
    const byte = bytes[i] as number;
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      parts.push(value);
      value = 0;
    }
  }
  return parts.join('.');
}

/** The text of a directory string (UTF8String, PrintableString, IA5String, T61String, BMPString). */
export function textOf(node: DerNode): string {
  switch (node.tag) {
    case 0x0c: // UTF8String
      return node.contents.toString('utf8');
    case 0x13: // PrintableString
    case 0x16: // IA5String
      return node.contents.toString('ascii');
    case 0x14: // T61String: in practice Latin-1
      return node.contents.toString('latin1');
    case 0x1e: // BMPString: UCS-2, big-endian
      return Buffer.from(node.contents).swap16().toString('utf16le');
    default:
      throw new Error(`DER: tag ${node.tag} is not a string`);
  }
}

/** A UTCTime or GeneralizedTime (always UTC, "Z", in a certificate) as a Date. */
export function timeOf(node: DerNode): Date {
  const text = node.contents.toString('ascii');
  const utc = /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  const generalized = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  const found =
    node.tag === TAG.UTC_TIME ? utc : node.tag === TAG.GENERALIZED_TIME ? generalized : null;
  if (!found) throw new Error(`DER: unreadable time ${text}`);
  const [, y, mo, d, h, mi, s] = found.map(Number) as number[];
  // RFC 5280: a UTCTime's two-digit year is 19YY from 50 on, 20YY below.
  const year =
    node.tag === TAG.UTC_TIME ? ((y as number) < 50 ? 2000 : 1900) + (y as number) : (y as number);
  return new Date(Date.UTC(year, (mo as number) - 1, d, h, mi, s));
}
