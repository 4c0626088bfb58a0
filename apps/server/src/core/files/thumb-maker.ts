import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { BlobStore } from '../storage/blob-store.ts';

export type ThumbSize = { width: number; height: number; mode: '' | 't' | 'b' | 'f' };

const THUMB_SIZE = /^(\d+)x(\d+)(t|b|f)?$/;
const POSITIONS = { '': 'centre', t: 'top', b: 'bottom' } as const;
/** The thumb keeps the original's format; anything else is written as PNG, as PocketBase does. */
const FORMATS = { '.png': 'png', '.jpg': 'jpeg', '.jpeg': 'jpeg', '.gif': 'gif' } as const;
const CONTENT_TYPES = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif' } as const;

/** `WxH`, `WxHt`, `WxHb`, `WxHf`, `0xH` or `Wx0` (reference §11.3); null for anything else. */
export function parseThumbSize(size: string): ThumbSize | null {
  const match = THUMB_SIZE.exec(size);
  if (!match) return null;
  const [width, height] = [Number(match[1]), Number(match[2])];
  if (width === 0 && height === 0) return null;
  return { width, height, mode: (match[3] ?? '') as ThumbSize['mode'] };
}

export type ThumbFormat = keyof typeof CONTENT_TYPES;

/** Encodes the thumb of the image `original` in `format`. */
export type ThumbGenerator = (
  original: Buffer,
  size: ThumbSize,
  format: ThumbFormat,
) => Promise<Buffer>;

/**
 * Generates thumbs lazily with sharp and caches them in the store of their original (on disk or
 * in the S3 bucket). Concurrent requests for the same thumb share one generation, and a thumb is
 * stored whole once encoded, so no reader ever gets half an image.
 */
export class ThumbMaker {
  private readonly pending = new Map<string, Promise<void>>();
  private readonly generate: ThumbGenerator;

  constructor(generate: ThumbGenerator = generateThumb) {
    this.generate = generate;
  }

  /** Whether the thumb under `target` exists or could be made from the `original` object. */
  async ensure(
    store: BlobStore,
    original: string,
    target: string,
    size: ThumbSize,
  ): Promise<boolean> {
    if (await store.stat(target).catch(() => null)) return true;
    const id = `${store.id}\n${target}`;
    let job = this.pending.get(id);
    if (!job) {
      job = this.make(store, original, target, size).finally(() => this.pending.delete(id));
      this.pending.set(id, job);
    }
    return job.then(
      () => true,
      () => false,
    );
  }

  private async make(store: BlobStore, original: string, target: string, size: ThumbSize) {
    const format = formatOf(target);
    const thumb = await this.generate(await store.readAll(original), size, format);
    await store.put(target, thumb, { contentType: CONTENT_TYPES[format] });
  }
}

/** The thumb of `original` with sharp. */
export async function generateThumb(
  original: Buffer,
  size: ThumbSize,
  format: ThumbFormat,
): Promise<Buffer> {
  // `rotate()` applies the EXIF orientation; only the first frame of an animated GIF is read.
  const image = resize(sharp(original).rotate(), size);
  return image.toFormat(format).toBuffer();
}

function resize(image: Sharp, { width, height, mode }: ThumbSize): Sharp {
  if (width === 0 || height === 0)
    return image.resize({ width: width || undefined, height: height || undefined });
  if (mode === 'f') return image.resize(width, height, { fit: 'inside', withoutEnlargement: true });
  return image.resize(width, height, { fit: 'cover', position: POSITIONS[mode] });
}

function formatOf(key: string): ThumbFormat {
  const extension = path.extname(key).toLowerCase() as keyof typeof FORMATS;
  return FORMATS[extension] ?? 'png';
}
