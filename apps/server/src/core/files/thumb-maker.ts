import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { randomString } from '../../tools/ids.ts';

export type ThumbSize = { width: number; height: number; mode: '' | 't' | 'b' | 'f' };

const THUMB_SIZE = /^(\d+)x(\d+)(t|b|f)?$/;
const POSITIONS = { '': 'centre', t: 'top', b: 'bottom' } as const;
/** The thumb keeps the original's format; anything else is written as PNG, as PocketBase does. */
const FORMATS = { '.png': 'png', '.jpg': 'jpeg', '.jpeg': 'jpeg', '.gif': 'gif' } as const;

/** `WxH`, `WxHt`, `WxHb`, `WxHf`, `0xH` or `Wx0` (reference §11.3); null for anything else. */
export function parseThumbSize(size: string): ThumbSize | null {
  const match = THUMB_SIZE.exec(size);
  if (!match) return null;
  const [width, height] = [Number(match[1]), Number(match[2])];
  if (width === 0 && height === 0) return null;
  return { width, height, mode: (match[3] ?? '') as ThumbSize['mode'] };
}

/**
 * Generates thumbs lazily with sharp and caches them on disk. Concurrent requests for the same
 * thumb share one generation, and a thumb appears under its final name only when complete (it
 * is written beside it and renamed), so no reader ever gets half an image.
 */
export class ThumbMaker {
  private readonly pending = new Map<string, Promise<void>>();
  private readonly generate: ThumbGenerator;

  constructor(generate: ThumbGenerator = generateThumb) {
    this.generate = generate;
  }

  /** Whether the thumb at `target` exists or could be made from `original`. */
  async ensure(original: string, target: string, size: ThumbSize): Promise<boolean> {
    if (await exists(target)) return true;
    let job = this.pending.get(target);
    if (!job) {
      job = this.generate(original, target, size).finally(() => this.pending.delete(target));
      this.pending.set(target, job);
    }
    return job.then(
      () => true,
      () => false,
    );
  }
}

export type ThumbGenerator = (original: string, target: string, size: ThumbSize) => Promise<void>;

/** Writes the thumb of `original` at `target` with sharp. */
export async function generateThumb(
  original: string,
  target: string,
  size: ThumbSize,
): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.${randomString(8)}.part`;
  try {
    // `rotate()` applies the EXIF orientation; only the first frame of an animated GIF is read.
    const image = resize(sharp(original).rotate(), size);
    await image.toFormat(formatOf(target)).toFile(partial);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

function resize(image: Sharp, { width, height, mode }: ThumbSize): Sharp {
  if (width === 0 || height === 0)
    return image.resize({ width: width || undefined, height: height || undefined });
  if (mode === 'f') return image.resize(width, height, { fit: 'inside', withoutEnlargement: true });
  return image.resize(width, height, { fit: 'cover', position: POSITIONS[mode] });
}

function formatOf(file: string): 'png' | 'jpeg' | 'gif' {
  const extension = path.extname(file).toLowerCase() as keyof typeof FORMATS;
  return FORMATS[extension] ?? 'png';
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
