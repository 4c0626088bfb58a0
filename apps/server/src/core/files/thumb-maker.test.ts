import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { LocalBlobStore } from '../storage/local-blob-store.ts';
import { ThumbMaker, generateThumb, parseThumbSize } from './thumb-maker.ts';

let dir: string;
let store: LocalBlobStore;
const original = 'photo.png';

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'rumbo-thumbs-'));
  store = new LocalBlobStore(dir);
  // Top half red, bottom half blue: tells a crop from the top from one from the bottom.
  const half = { width: 300, height: 100, channels: 3 } as const;
  const red = await sharp({ create: { ...half, background: '#ff0000' } })
    .png()
    .toBuffer();
  await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, top: 0, left: 0 }])
    .png()
    .toFile(path.join(dir, original));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function thumb(size: string) {
  const target = `thumbs_photo.png/${size}_photo.png`;
  expect(await new ThumbMaker().ensure(store, original, target, parseThumbSize(size)!)).toBe(true);
  const image = sharp(path.join(dir, target));
  const { width, height } = await image.metadata();
  const { dominant } = await image.stats();
  return { width, height, dominant };
}

describe('parseThumbSize', () => {
  it('reads the six formats and refuses others', () => {
    expect(parseThumbSize('100x50t')).toEqual({ width: 100, height: 50, mode: 't' });
    expect(parseThumbSize('0x300')).toEqual({ width: 0, height: 300, mode: '' });
    for (const bad of ['0x0', '0x0f', '100', '100x', 'x100', '100x100z', ' 100x100'])
      expect(parseThumbSize(bad)).toBeNull();
  });
});

describe('ThumbMaker sizes (300x200 original)', () => {
  it.each([
    ['100x100', 100, 100],
    ['120x40f', 60, 40],
    ['600x600f', 300, 200],
    ['0x50', 75, 50],
    ['150x0', 150, 100],
  ])('%s → %sx%s', async (size, width, height) => {
    expect(await thumb(size)).toMatchObject({ width, height });
  });

  it('crops from the top with t and from the bottom with b', async () => {
    expect((await thumb('300x50t')).dominant).toMatchObject({ r: 248, b: 8 });
    expect((await thumb('300x50b')).dominant).toMatchObject({ r: 8, b: 248 });
  });
});

describe('ThumbMaker generation', () => {
  it('shares one generation between concurrent requests and leaves no partial file', async () => {
    let generations = 0;
    const maker = new ThumbMaker((...args) => {
      generations += 1;
      return generateThumb(...args);
    });
    const target = 'shared/64x64_photo.png';
    const size = parseThumbSize('64x64')!;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => maker.ensure(store, original, target, size)),
    );
    expect(results).toEqual(Array(6).fill(true));
    expect(generations).toBe(1);
    expect(await maker.ensure(store, original, target, size)).toBe(true);
    expect(generations).toBe(1);
    expect(readdirSync(path.join(dir, 'shared'))).toEqual(['64x64_photo.png']);
  });

  it('reports failure for something that is not an image, and stores nothing', async () => {
    writeFileSync(path.join(dir, 'fake.png'), 'not an image');
    const target = 'failed/10x10_fake.png';
    expect(await new ThumbMaker().ensure(store, 'fake.png', target, parseThumbSize('10x10')!)).toBe(
      false,
    );
    expect(existsSync(path.join(dir, 'failed'))).toBe(false);
  });
});
