import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlobExistsError,
  BlobNotFoundError,
  UnsafeKeyError,
  type BlobStore,
} from '../src/core/storage/blob-store.ts';
import { LocalBlobStore } from '../src/core/storage/local-blob-store.ts';
import { S3BlobStore } from '../src/core/storage/s3-blob-store.ts';
import { FILES_BUCKET, s3ServerForFile } from './s3-fixtures.ts';

// The storage layer on its own: the same contract for a folder on disk and an S3 bucket.
const ctx = s3ServerForFile();
let dir: string;
let local: LocalBlobStore;
let bucket: S3BlobStore;
let prefixes = 0;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'rumbo-blobs-'));
  local = new LocalBlobStore(path.join(dir, 'root'));
  // A tiny multipart threshold, so the part-by-part upload of big archives runs here too.
  bucket = new S3BlobStore(ctx.s3.settingsFor(FILES_BUCKET), {
    multipartThreshold: 6 * 1024 ** 2,
    partSize: 5 * 1024 ** 2,
  });
});

afterAll(() => {
  bucket.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A fresh folder per test, so the tests of one store never see each other's objects. */
function folder(): string {
  prefixes += 1;
  return `c${prefixes}`;
}

describe.each([
  ['a folder on disk', () => local as BlobStore],
  ['an S3 bucket', () => bucket as BlobStore],
])('%s', (_name, storeOf) => {
  it('stores, describes, reads and ranges an object', async () => {
    const store = storeOf();
    const key = `${folder()}/rec/hola.txt`;
    await store.put(key, Buffer.from('hola mundo'), { contentType: 'text/plain' });
    const info = await store.stat(key);
    expect(info).toMatchObject({ key, size: 10 });
    expect(Math.abs(info!.modified.getTime() - Date.now())).toBeLessThan(60_000);
    expect((await store.readAll(key)).toString()).toBe('hola mundo');
    expect((await buffer(await store.read(key))).toString()).toBe('hola mundo');
    expect((await buffer(await store.read(key, { start: 5, end: 9 }))).toString()).toBe('mundo');
  });

  it('answers missing objects as such', async () => {
    const store = storeOf();
    const key = `${folder()}/nada.txt`;
    expect(await store.stat(key)).toBeNull();
    await expect(store.read(key)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.readAll(key)).rejects.toBeInstanceOf(BlobNotFoundError);
    await store.delete(key); // deleting what is not there is fine
  });

  it('never overwrites with an exclusive write, and replaces otherwise', async () => {
    const store = storeOf();
    const key = `${folder()}/uno.txt`;
    await store.put(key, Buffer.from('primero'), { exclusive: true });
    await expect(store.put(key, Buffer.from('segundo'), { exclusive: true })).rejects.toThrow(
      BlobExistsError,
    );
    expect((await store.readAll(key)).toString()).toBe('primero');
    await store.put(key, Buffer.from('tercero'));
    expect((await store.readAll(key)).toString()).toBe('tercero');
  });

  it('lists a folder (whole subtree, or its top) and deletes it without touching neighbours', async () => {
    const store = storeOf();
    const top = folder();
    for (const key of [
      `${top}/r1/a.png`,
      `${top}/r1/thumbs_a.png/100x100_a.png`,
      `${top}/r10/b.txt`,
    ])
      await store.put(key, Buffer.from(key));
    await store.put(`${top}/raiz.zip`, Buffer.from('zip'));
    const keys = async (prefix: string, recursive?: boolean) =>
      (await store.list(prefix, { recursive })).map((info) => info.key).sort();
    expect(await keys(`${top}/r1`)).toEqual([
      `${top}/r1/a.png`,
      `${top}/r1/thumbs_a.png/100x100_a.png`,
    ]);
    expect(await keys(top, false)).toEqual([`${top}/raiz.zip`]);
    expect((await store.list(`${top}/r1/a.png`)).length).toBe(0); // an object is not a folder
    await store.deleteFolder(`${top}/r1`);
    expect(await keys(top)).toEqual([`${top}/r10/b.txt`, `${top}/raiz.zip`]);
    expect(await keys(`${folder()}/vacia`)).toEqual([]);
  });

  it('uploads a file from disk, also one large enough to go up in parts', async () => {
    const store = storeOf();
    const top = folder();
    const small = path.join(dir, `${top}-small.bin`);
    const large = path.join(dir, `${top}-large.bin`);
    writeFileSync(small, 'pequeño');
    const bytes = Buffer.alloc(11 * 1024 ** 2, 7);
    bytes.write('principio', 0);
    bytes.write('final', bytes.length - 5);
    writeFileSync(large, bytes);
    await store.putFile(`${top}/small.bin`, small);
    await store.putFile(`${top}/large.zip`, large, { contentType: 'application/zip' });
    expect((await store.readAll(`${top}/small.bin`)).toString()).toBe('pequeño');
    expect((await store.stat(`${top}/large.zip`))?.size).toBe(bytes.length);
    expect((await store.readAll(`${top}/large.zip`)).equals(bytes)).toBe(true);
    expect(existsSync(large)).toBe(true); // not consumed unless asked
  });

  it('refuses keys that could leave their folder', async () => {
    const store = storeOf();
    for (const key of [
      '../fuera.txt',
      'a/../../b',
      'a//b',
      '/abs',
      'a/./b',
      'a\\b',
      'a\u0000b',
      '',
    ])
      await expect(store.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(UnsafeKeyError);
    await expect(store.deleteFolder('')).rejects.toBeInstanceOf(UnsafeKeyError);
    await expect(store.list('..')).rejects.toBeInstanceOf(UnsafeKeyError);
  });
});

describe('the folder on disk', () => {
  it('keeps every object under its root and never leaves partial files behind', async () => {
    const key = `${folder()}/r/f.txt`;
    await local.put(key, Buffer.from('x'));
    expect(local.localPath(key)).toBe(path.join(dir, 'root', key));
    expect(local.localPath('../escape')).toBeNull();
    expect(readdirSync(path.dirname(local.localPath(key)!))).toEqual(['f.txt']);
    expect(existsSync(path.join(dir, 'escape'))).toBe(false);
  });

  it('moves a consumed file instead of copying it', async () => {
    const source = path.join(dir, 'consumed.zip');
    writeFileSync(source, 'PK');
    const key = `${folder()}.zip`;
    await local.putFile(key, source, { consume: true });
    expect(existsSync(source)).toBe(false);
    expect((await local.readAll(key)).toString()).toBe('PK');
  });
});

describe('the S3 bucket', () => {
  it('keeps the disk layout as object keys', async () => {
    const key = `${folder()}/rec/doc.pdf`;
    await bucket.put(key, Buffer.from('%PDF-1.4'));
    expect(await ctx.s3.keys(FILES_BUCKET, key)).toEqual([key]);
    expect(bucket.localPath()).toBeNull();
  });

  it('reports S3 refusals as errors (unknown access key, missing bucket)', async () => {
    const wrongKey = new S3BlobStore(ctx.s3.settingsFor(FILES_BUCKET, { accessKey: 'NADIE' }));
    const noBucket = new S3BlobStore(ctx.s3.settingsFor('no-existe'));
    try {
      await expect(wrongKey.put('x.txt', Buffer.from('x'))).rejects.toMatchObject({
        name: 'InvalidAccessKeyId',
      });
      await expect(noBucket.put('x.txt', Buffer.from('x'))).rejects.toMatchObject({
        name: 'NoSuchBucket',
      });
      await expect(noBucket.list('')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    } finally {
      wrongKey.close();
      noBucket.close();
    }
  });
});
