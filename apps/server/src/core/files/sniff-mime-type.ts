import { fileTypeFromBuffer } from 'file-type';
import { classifyText } from './classify-text.ts';

/**
 * Content sniffing for uploads and downloads: the declared type and the name's extension are
 * never trusted (reference §11.1). Binary formats are recognised by `file-type` (a maintained
 * signature library, as PocketBase relies on gabriel-vasile/mimetype); text is told apart as
 * SVG, HTML, XML, JSON, CSV, TSV or plain text (classify-text.ts); anything else is
 * `application/octet-stream`.
 */

/** Bytes looked at, for uploads and stored files alike (PocketBase reads 3 KiB; ZIP needs more). */
export const SNIFF_BYTES = 64 * 1024;

export const OCTET_STREAM = 'application/octet-stream';
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1b]);

const EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/svg+xml': '.svg',
  'application/pdf': '.pdf',
  'application/zip': '.zip',
  'application/json': '.json',
  'text/csv': '.csv',
  'text/tab-separated-values': '.tsv',
  'text/xml': '.xml',
  'text/html': '.html',
  'text/plain': '.txt',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': '.pptx',
};

/** Other names clients use for the same types (PocketBase's mimetype library aliases). */
const ALIASES: Record<string, string> = {
  'application/xml': 'text/xml',
  'application/x-pdf': 'application/pdf',
  'application/x-zip': 'application/zip',
  'application/x-zip-compressed': 'application/zip',
  'text/comma-separated-values': 'text/csv',
  'application/csv': 'text/csv',
  'text/json': 'application/json',
};

/** The content type of `data`, judged from at most its first {@link SNIFF_BYTES} bytes. */
export async function sniffMimeType(data: Buffer): Promise<string> {
  const head = data.subarray(0, SNIFF_BYTES);
  const binary = await fileTypeFromBuffer(head);
  // XML is classified with the other text, where an SVG document is told apart from it.
  if (binary && binary.mime !== 'application/xml') return binary.mime;
  const text = decodeText(head);
  if (text === null) return OCTET_STREAM;
  return classifyText(text, data.length > head.length);
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
