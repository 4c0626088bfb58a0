import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { COLLECTION_IDS } from '@rumbo/domain';

/** Where the server keeps a record's file (README "Operating the server"). */
export function storedPath(dataDir: string, recordId: string, ...segments: string[]): string {
  return path.join(dataDir, 'storage', COLLECTION_IDS.companies, recordId, ...segments);
}

export function isStored(dataDir: string, recordId: string, ...segments: string[]): boolean {
  return existsSync(storedPath(dataDir, recordId, ...segments));
}

/** A real image of the given size, encoded by sharp. */
export async function imageBytes(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'gif' = 'png',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#1c7ed6' } })
    .toFormat(format)
    .toBuffer();
}

/** A minimal PDF: what the magic-number sniffer sees first is all that matters. */
export function pdfBytes(text = 'Constancia de situación fiscal'): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`);
}

export function fileOf(bytes: Buffer, name: string, type = 'application/octet-stream'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

export type Download = { status: number; headers: Headers; body: Buffer };

/** A raw GET (or other method) whose body is kept as bytes. */
export async function download(url: string, init: RequestInit = {}): Promise<Download> {
  const response = await fetch(url, init);
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

export async function imageSize(bytes: Buffer) {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
}
