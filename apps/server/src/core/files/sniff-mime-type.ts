/**
 * Content sniffing for uploads and downloads: the declared type and the name's extension are
 * never trusted (reference §11.1). Covers what Rumbo's users send — images, PDF, office files,
 * CFDI XML and text — by magic numbers; anything else is `application/octet-stream`.
 */

/** Bytes looked at, for uploads and stored files alike (PocketBase reads 3 KiB; ZIP needs more). */
export const SNIFF_BYTES = 64 * 1024;

export const OCTET_STREAM = 'application/octet-stream';
const TEXT_PLAIN = 'text/plain; charset=utf-8';
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1b]);

type Signature = { mime: string; matches: (data: Buffer) => boolean };

const startsWith = (data: Buffer, bytes: number[] | string, at = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return data.subarray(at, at + expected.length).equals(expected);
};

const BINARY_SIGNATURES: Signature[] = [
  {
    mime: 'image/png',
    matches: (d) => startsWith(d, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { mime: 'image/jpeg', matches: (d) => startsWith(d, [0xff, 0xd8, 0xff]) },
  { mime: 'image/gif', matches: (d) => startsWith(d, 'GIF87a') || startsWith(d, 'GIF89a') },
  { mime: 'image/webp', matches: (d) => startsWith(d, 'RIFF') && startsWith(d, 'WEBP', 8) },
  { mime: 'application/pdf', matches: (d) => startsWith(d, '%PDF-') },
];

/** Office Open XML packages are ZIP files told apart by the folder of their parts. */
const OOXML_FOLDERS: [prefix: string, mime: string, extension: string][] = [
  ['word/', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', '.docx'],
  ['xl/', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', '.xlsx'],
  ['ppt/', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', '.pptx'],
];

const EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/svg+xml': '.svg',
  'application/pdf': '.pdf',
  'application/zip': '.zip',
  'text/xml': '.xml',
  'text/html': '.html',
  'text/plain': '.txt',
  ...Object.fromEntries(OOXML_FOLDERS.map(([, mime, extension]) => [mime, extension])),
};

/** Other names clients use for the same types (PocketBase's mimetype library aliases). */
const ALIASES: Record<string, string> = {
  'application/xml': 'text/xml',
  'application/x-pdf': 'application/pdf',
  'application/x-zip': 'application/zip',
  'application/x-zip-compressed': 'application/zip',
};

/** The content type of `data`, judged from at most its first {@link SNIFF_BYTES} bytes. */
export function sniffMimeType(data: Buffer): string {
  const head = data.subarray(0, SNIFF_BYTES);
  const binary = BINARY_SIGNATURES.find((signature) => signature.matches(head));
  if (binary) return binary.mime;
  if (startsWith(head, 'PK\x03\x04')) return zipMimeType(head);
  const text = decodeText(head);
  if (text === null) return OCTET_STREAM;
  return markupMimeType(text) ?? TEXT_PLAIN;
}

/** The extension (with its dot) for a sniffed type; '' when there is none to give. */
export function extensionForMimeType(mime: string): string {
  return EXTENSIONS[baseMimeType(mime)] ?? '';
}

/** Whether a sniffed type is one of `allowed` (parameters ignored, aliases understood). */
export function isAllowedMimeType(sniffed: string, allowed: readonly string[]): boolean {
  const actual = canonical(sniffed);
  return allowed.some((type) => canonical(type) === actual);
}

export function baseMimeType(mime: string): string {
  return mime.split(';')[0]!.trim().toLowerCase();
}

function canonical(mime: string): string {
  const base = baseMimeType(mime);
  return ALIASES[base] ?? base;
}

/** Walks the ZIP's local file headers (name length at +26, name at +30) looking for a part folder. */
function zipMimeType(head: Buffer): string {
  let offset = head.indexOf('PK\x03\x04', 0, 'latin1');
  while (offset !== -1 && offset + 30 <= head.length) {
    const nameLength = head.readUInt16LE(offset + 26);
    const name = head.toString('latin1', offset + 30, offset + 30 + nameLength);
    const folder = OOXML_FOLDERS.find(([prefix]) => name.startsWith(prefix));
    if (folder) return folder[1];
    offset = head.indexOf('PK\x03\x04', offset + 30 + nameLength, 'latin1');
  }
  return 'application/zip';
}

/** UTF-8 text without control characters other than whitespace and escape, or null. */
function decodeText(head: Buffer): string | null {
  try {
    // `stream` tolerates a character cut in two at the end of the sniffed window.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return hasControlCharacters(text) ? null : text;
  } catch {
    return null;
  }
}

/** Tab, line breaks, form feed and escape occur in text files; other C0 controls mean binary. */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && !TEXT_CONTROLS.has(code)) || code === 0x7f) return true;
  }
  return false;
}

function markupMimeType(text: string): string | null {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (!start.startsWith('<')) return null;
  const lower = start.slice(0, 4096).toLowerCase();
  if (/<svg[\s>]/.test(lower)) return 'image/svg+xml';
  if (lower.startsWith('<!doctype html') || /^<(html|head|body)[\s>]/.test(lower))
    return 'text/html; charset=utf-8';
  if (lower.startsWith('<?xml')) return 'text/xml; charset=utf-8';
  return null;
}
