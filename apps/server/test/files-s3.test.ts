import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { COLLECTION_IDS, DEMO_IDS } from '@rumbo/domain';
import { client, serverWithOperator } from './test-server.ts';
import { expectErrorShape, failureOf, rawRequest } from './api-failure.ts';
import { download, fileOf, imageBytes, imageSize, isStored, pdfBytes } from './file-fixtures.ts';
import { FILES_BUCKET, s3ServerForFile } from './s3-fixtures.ts';

// Record files in an S3 bucket (reference §5.9, §11): with `s3` enabled in the settings, uploads,
// downloads, thumbs and deletions go to the bucket, with the disk layout as object keys.
const ctx = serverWithOperator();
const bucket = s3ServerForFile();

const COMPANIES = COLLECTION_IDS.companies;
const GOLFO = DEMO_IDS.golfo;
let golfo: RecordModel;
let logo: Buffer;
let contract: Buffer;

const folderOf = (recordId: string) => `${COMPANIES}/${recordId}/`;
const keysOf = (recordId: string) => bucket.s3.keys(FILES_BUCKET, folderOf(recordId));
const names = async (recordId: string) =>
  (await keysOf(recordId)).map((key) => key.slice(folderOf(recordId).length));

async function useBucket(overrides = {}) {
  await ctx.ops.settings.update({ s3: bucket.s3.settingsFor(FILES_BUCKET, overrides) });
}

beforeAll(async () => {
  await useBucket();
  logo = await imageBytes(300, 200);
  contract = pdfBytes('contrato firmado');
  golfo = await ctx.ops.collection('companies').update(GOLFO, {
    brandLogo: fileOf(logo, 'logo golfo.png', 'image/png'),
    documentFiles: [fileOf(contract, 'contrato.pdf')],
  });
});

describe('uploads', () => {
  it('go to the bucket under <collectionId>/<recordId>/<filename>, not to the disk', async () => {
    const document = golfo.documentFiles[0] as string;
    expect((await names(GOLFO)).sort()).toEqual([golfo.brandLogo, document].sort());
    expect(
      (await bucket.s3.read(FILES_BUCKET, folderOf(GOLFO) + golfo.brandLogo)).equals(logo),
    ).toBe(true);
    expect(isStored(ctx.server.dataDir, GOLFO, golfo.brandLogo)).toBe(false);
  });
});

describe('downloads from the bucket', () => {
  const logoUrl = (options = {}) =>
    client(ctx.server.url).files.getUrl(golfo, golfo.brandLogo, options);

  it('send the bytes with PocketBase’s file headers', async () => {
    const served = await download(logoUrl());
    expect(served.status).toBe(200);
    expect(served.body.equals(logo)).toBe(true);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': `inline; filename=${golfo.brandLogo}`,
      'content-length': String(logo.length),
      'accept-ranges': 'bytes',
    });
    const forced = await download(logoUrl({ download: true }));
    expect(forced.headers.get('content-disposition')).toBe(
      `attachment; filename=${golfo.brandLogo}`,
    );
  });

  it('answer ranges, HEAD and revalidation', async () => {
    const part = await download(logoUrl(), { headers: { Range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${logo.length}`);
    expect(part.body.equals(logo.subarray(10, 20))).toBe(true);
    const head = await download(logoUrl(), { method: 'HEAD' });
    expect([head.status, head.body.length]).toEqual([200, 0]);
    expect(head.headers.get('content-length')).toBe(String(logo.length));
    const since = head.headers.get('last-modified')!;
    expect((await download(logoUrl(), { headers: { 'If-Modified-Since': since } })).status).toBe(
      304,
    );
  });

  it('serve a protected document only with a file token', async () => {
    const document = golfo.documentFiles[0] as string;
    const withToken = ctx.ops.files.getUrl(golfo, document, {
      token: await ctx.ops.files.getToken(),
    });
    const served = await download(withToken);
    expect(served.status).toBe(200);
    expect(served.body.equals(contract)).toBe(true);
    expect((await download(client(ctx.server.url).files.getUrl(golfo, document))).status).toBe(403);
  });

  it('make the thumb from the bucket original and keep it in the bucket', async () => {
    const thumbUrl = logoUrl({ thumb: '100x100' });
    const thumbKey = `thumbs_${golfo.brandLogo}/100x100_${golfo.brandLogo}`;
    const first = await download(thumbUrl);
    expect(first.status).toBe(200);
    expect(await imageSize(first.body)).toEqual({ width: 100, height: 100, format: 'png' });
    expect(first.headers.get('content-disposition')).toBe(
      `inline; filename=100x100_${golfo.brandLogo}`,
    );
    expect(await names(GOLFO)).toContain(thumbKey);
    const stored = await bucket.s3.read(FILES_BUCKET, folderOf(GOLFO) + thumbKey);
    expect(stored.equals(first.body)).toBe(true);
    expect((await download(thumbUrl)).body.equals(stored)).toBe(true);
  });
});

describe('deletions in the bucket', () => {
  it('drop a replaced file together with its thumbs once the change is saved', async () => {
    const old = golfo.brandLogo as string;
    await download(client(ctx.server.url).files.getUrl(golfo, old, { thumb: '100x100' }));
    expect((await names(GOLFO)).some((name) => name.startsWith(`thumbs_${old}/`))).toBe(true);
    golfo = await ctx.ops.collection('companies').update(GOLFO, {
      brandLogo: fileOf(await imageBytes(20, 20, 'jpeg'), 'nuevo.jpg', 'image/jpeg'),
    });
    const left = await names(GOLFO);
    expect(left).toContain(golfo.brandLogo);
    expect(left.filter((name) => name.includes(old))).toEqual([]);
  });

  it('remove a deleted record’s whole folder', async () => {
    const company = await ctx.ops.collection('companies').create({
      name: 'Efímera Logística',
      brandLogo: fileOf(await imageBytes(50, 50), 'efimera.png', 'image/png'),
      documentFiles: [fileOf(pdfBytes('a'), 'a.pdf'), fileOf(pdfBytes('b'), 'b.pdf')],
    });
    await download(
      client(ctx.server.url).files.getUrl(company, company.brandLogo, { thumb: '100x100' }),
    );
    expect(await keysOf(company.id)).toHaveLength(4);
    await ctx.ops.collection('companies').delete(company.id);
    expect(await keysOf(company.id)).toEqual([]);
    expect(await keysOf(GOLFO)).not.toEqual([]);
  });
});

describe('switching S3 off and on', () => {
  it('applies to the next request without a restart and moves no file', async () => {
    const inBucket = golfo.brandLogo as string;
    await ctx.ops.settings.update({ s3: { enabled: false } });
    expect((await download(client(ctx.server.url).files.getUrl(golfo, inBucket))).status).toBe(404);
    const plata = await ctx.ops.collection('companies').update(DEMO_IDS.plata, {
      brandLogo: fileOf(await imageBytes(30, 30), 'plata.png', 'image/png'),
    });
    expect(isStored(ctx.server.dataDir, DEMO_IDS.plata, plata.brandLogo)).toBe(true);
    expect(isStored(ctx.server.dataDir, GOLFO, inBucket)).toBe(false);
    expect(await keysOf(DEMO_IDS.plata)).toEqual([]);
    await useBucket();
    expect((await download(client(ctx.server.url).files.getUrl(golfo, inBucket))).status).toBe(200);
    expect(
      (await download(client(ctx.server.url).files.getUrl(plata, plata.brandLogo))).status,
    ).toBe(404);
  });
});

describe('a bucket that refuses', () => {
  it('fails uploads and downloads with a 400 error JSON and changes nothing', async () => {
    await useBucket({ accessKey: 'NADIE' });
    try {
      const failure = await failureOf(
        ctx.ops.collection('companies').update(GOLFO, {
          brandLogo: fileOf(await imageBytes(10, 10), 'rechazado.png', 'image/png'),
        }),
      );
      expect(failure.status).toBe(400);
      expect((await ctx.ops.collection('companies').getOne(GOLFO)).brandLogo).toBe(golfo.brandLogo);
      const served = await rawRequest(client(ctx.server.url).files.getUrl(golfo, golfo.brandLogo));
      expectErrorShape(served, 400);
    } finally {
      await useBucket();
    }
    expect(await names(GOLFO)).toContain(golfo.brandLogo);
  });
});
