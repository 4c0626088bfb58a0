import type { Readable } from 'node:stream';

/**
 * Where uploaded files, their thumbs and backup archives are kept: a folder on disk or an S3
 * bucket (docs/decisions/008-file-storage-and-s3.md). Keys are `/`-separated paths such as
 * `<collectionId>/<recordId>/<filename>`, the same on disk and in a bucket, as in PocketBase.
 * A folder is a key prefix: `deleteFolder('a/b')` and `list('a/b')` reach `a/b/…`, never `a/bc`.
 */
export interface BlobStore {
  /** Tells stores apart (e.g. to share work per stored object): `local:<root>`, `s3:<bucket>@…`. */
  readonly id: string;
  /** Stores `data` under `key`; with `exclusive`, an existing object is a {@link BlobExistsError}. */
  put(key: string, data: Buffer, options?: PutOptions): Promise<void>;
  /**
   * Stores the file at `source` (streamed, never read into memory); `consume` allows moving it
   * instead of copying, so the caller must not use `source` afterwards.
   */
  putFile(key: string, source: string, options?: PutFileOptions): Promise<void>;
  /** Size and modification time; null when nothing is stored under `key`. */
  stat(key: string): Promise<BlobInfo | null>;
  /** The object's bytes (or the inclusive byte `range` of them); {@link BlobNotFoundError} if missing. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** The whole object in memory; {@link BlobNotFoundError} if missing. */
  readAll(key: string): Promise<Buffer>;
  /** Deletes one object; deleting a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every object under the folder (its whole subtree). */
  deleteFolder(folder: string): Promise<void>;
  /** The objects under `folder` ('' for the top), the whole subtree unless `recursive` is false. */
  list(folder: string, options?: { recursive?: boolean }): Promise<BlobInfo[]>;
  /** The object as a file on this machine, when the store is a folder on disk (else null). */
  localPath(key: string): string | null;
}

export type PutOptions = { contentType?: string; exclusive?: boolean };
export type PutFileOptions = { contentType?: string; consume?: boolean };

export type BlobInfo = { key: string; size: number; modified: Date };

/** Inclusive byte offsets, as in an HTTP `Range` header. */
export type ByteRange = { start: number; end: number };

export class BlobNotFoundError extends Error {
  constructor(key: string) {
    super(`no stored object under "${key}"`);
    this.name = 'BlobNotFoundError';
  }
}

export class BlobExistsError extends Error {
  constructor(key: string) {
    super(`an object is already stored under "${key}"`);
    this.name = 'BlobExistsError';
  }
}

export class UnsafeKeyError extends Error {
  constructor(key: string) {
    super(`unsafe storage key "${key}"`);
    this.name = 'UnsafeKeyError';
  }
}

const MAX_SEGMENT_BYTES = 255;

/**
 * Whether every `/`-separated segment of `key` is a plain name: not empty, not `.` or `..`, no
 * backslash or control character. Such a key stays inside its folder on disk and means the
 * same thing in a bucket.
 */
export function isSafeKey(key: string): boolean {
  return key !== '' && key.split('/').every(isSafeSegment);
}

function isSafeSegment(segment: string): boolean {
  return (
    segment !== '' &&
    segment !== '.' &&
    segment !== '..' &&
    Buffer.byteLength(segment) <= MAX_SEGMENT_BYTES &&
    !segment.includes('\\') &&
    ![...segment].some((char) => char.charCodeAt(0) < 0x20 || char === '\x7f')
  );
}

/** The key, or an {@link UnsafeKeyError}: what every store checks before touching anything. */
export function checkedKey(key: string): string {
  if (!isSafeKey(key)) throw new UnsafeKeyError(key);
  return key;
}

/** A folder to list or delete: '' (the top) or a safe key. */
export function checkedFolder(folder: string): string {
  return folder === '' ? folder : checkedKey(folder);
}
