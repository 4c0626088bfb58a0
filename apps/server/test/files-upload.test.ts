import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS, DEMO_IDS } from '@rumbo/domain';
import { operator, signedIn, startTestServer, type TestServer } from './test-server.ts';
import { failureOf } from './api-failure.ts';
import { download, fileOf, imageBytes, isStored, pdfBytes, storedPath } from './file-fixtures.ts';

// Uploads through record create/update with the SDK (reference §11.1, §11.2).
let server: TestServer;
let superGolfo: PocketBase;
let ops: PocketBase;

const GOLFO = DEMO_IDS.golfo;
const STORED_NAME = /^[a-z0-9_]+_[A-Za-z0-9]{10}(\.[\w.*\-+=#]+)?$/;

beforeAll(async () => {
  server = await startTestServer();
  [superGolfo, ops] = await Promise.all([
    signedIn(server.url, DEMO_EMAILS.superGolfo),
    operator(server.url),
  ]);
});

afterAll(async () => {
  await server.close();
});

const companies = () => superGolfo.collection('companies');

async function logoOf(id = GOLFO): Promise<string> {
  return (await ops.collection('companies').getOne(id)).brandLogo as string;
}

describe('a single-file field (companies.brandLogo)', () => {
  let firstLogo = '';

  it('stores an upload under a generated name and serves the same bytes', async () => {
    const png = await imageBytes(40, 30);
    const record = await companies().update(GOLFO, {
      brandLogo: fileOf(png, 'Mi Logo.PNG', 'image/png'),
    });
    firstLogo = record.brandLogo;
    expect(firstLogo).toMatch(/^mi_logo_[A-Za-z0-9]{10}\.PNG$/);
    expect(readFileSync(storedPath(server.dataDir, GOLFO, firstLogo)).equals(png)).toBe(true);
    const served = await download(superGolfo.files.getUrl(record, firstLogo));
    expect(served.status).toBe(200);
    expect(served.body.equals(png)).toBe(true);
  });

  it('replaces the file on a new upload and deletes the old one after the save', async () => {
    const record = await companies().update(GOLFO, {
      brandLogo: fileOf(await imageBytes(20, 20, 'jpeg'), 'nuevo.jpg', 'image/jpeg'),
    });
    expect(record.brandLogo).toMatch(/^nuevo_[A-Za-z0-9]{10}\.jpg$/);
    expect(isStored(server.dataDir, GOLFO, firstLogo)).toBe(false);
    expect((await download(superGolfo.files.getUrl(record, firstLogo))).status).toBe(404);
    firstLogo = record.brandLogo;
  });

  it('refuses PDF bytes named .png and keeps the saved logo', async () => {
    const failure = await failureOf(
      companies().update(GOLFO, { brandLogo: fileOf(pdfBytes(), 'logo.png', 'image/png') }),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.data.brandLogo?.code).toBe('validation_invalid_mime_type');
    expect(await logoOf()).toBe(firstLogo);
    const served = await download(`${server.url}/api/files/companies/${GOLFO}/${firstLogo}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses a file over maxSize (2 MB) and keeps the saved logo', async () => {
    const big = Buffer.concat([await imageBytes(10, 10), Buffer.alloc(2 * 1024 * 1024)]);
    const failure = await failureOf(
      companies().update(GOLFO, { brandLogo: fileOf(big, 'enorme.png', 'image/png') }),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.data.brandLogo).toEqual({
      code: 'validation_file_size_limit',
      message: 'Failed to upload "enorme.png" - the maximum allowed file size is 2097152 bytes.',
    });
    expect(await logoOf()).toBe(firstLogo);
    expect(isStored(server.dataDir, GOLFO, firstLogo)).toBe(true);
  });

  it('leaves no stray file behind when the rule refuses the change', async () => {
    const staffPlata = await signedIn(server.url, DEMO_EMAILS.staffPlata);
    const failure = await failureOf(
      staffPlata.collection('companies').update(GOLFO, {
        brandLogo: fileOf(await imageBytes(8, 8), 'intruso.png', 'image/png'),
      }),
    );
    expect(failure.status).toBe(404);
    expect(readdirSync(storedPath(server.dataDir, GOLFO))).toEqual([firstLogo]);
  });

  it('keeps the file when its current name is submitted, refuses unknown names', async () => {
    expect((await companies().update(GOLFO, { brandLogo: firstLogo })).brandLogo).toBe(firstLogo);
    const failure = await failureOf(companies().update(GOLFO, { brandLogo: 'otro_abc.png' }));
    expect(failure.body.data.brandLogo?.code).toBe('validation_unknown_filenames');
    expect(await logoOf()).toBe(firstLogo);
  });

  it('deletes the file when the field is set to null', async () => {
    const record = await companies().update(GOLFO, { brandLogo: null });
    expect(record.brandLogo).toBe('');
    expect(isStored(server.dataDir, GOLFO, firstLogo)).toBe(false);
  });
});

describe('a multi-file field (companies.documentFiles, maxSelect 20)', () => {
  const documents = () => superGolfo.collection('companies');

  it('appends uploads to the existing files (v0.22)', async () => {
    const first = await documents().update(GOLFO, {
      documentFiles: [
        fileOf(pdfBytes('a'), 'Acta Constitutiva.pdf'),
        fileOf(pdfBytes('b'), 'RFC.pdf'),
      ],
    });
    expect(first.documentFiles).toHaveLength(2);
    expect(first.documentFiles[0]).toMatch(/^acta_constitutiva_[A-Za-z0-9]{10}\.pdf$/);
    expect(first.documentFiles[1]).toMatch(/^rfc_[A-Za-z0-9]{10}\.pdf$/);
    const second = await documents().update(GOLFO, {
      documentFiles: fileOf(pdfBytes('c'), 'Poder.pdf'),
      name: 'Golfo Logistics',
    });
    expect(second.documentFiles.slice(0, 2)).toEqual(first.documentFiles);
    expect(second.documentFiles[2]).toMatch(/^poder_[A-Za-z0-9]{10}\.pdf$/);
    for (const name of second.documentFiles)
      expect(isStored(server.dataDir, GOLFO, name)).toBe(true);
  });

  it('removes the files named with `documentFiles-` and keeps the rest', async () => {
    const before = (await ops.collection('companies').getOne(GOLFO)).documentFiles as string[];
    const record = await documents().update(GOLFO, { 'documentFiles-': [before[0]] });
    expect(record.documentFiles).toEqual(before.slice(1));
    expect(isStored(server.dataDir, GOLFO, before[0]!)).toBe(false);
    expect(isStored(server.dataDir, GOLFO, before[1]!)).toBe(true);
  });

  it('keeps only the submitted subset, in the submitted order', async () => {
    const [a, b] = (await ops.collection('companies').getOne(GOLFO)).documentFiles as string[];
    const record = await documents().update(GOLFO, { documentFiles: [b] });
    expect(record.documentFiles).toEqual([b]);
    expect(isStored(server.dataDir, GOLFO, a!)).toBe(false);
  });

  it('removes and uploads in one request (multipart with `documentFiles-`)', async () => {
    const [kept] = (await ops.collection('companies').getOne(GOLFO)).documentFiles as string[];
    const form = new FormData();
    form.append('documentFiles-', kept!);
    form.append('documentFiles', fileOf(pdfBytes('d'), 'Contrato.pdf'));
    const record = await documents().update(GOLFO, form);
    expect(record.documentFiles).toHaveLength(1);
    expect(record.documentFiles[0]).toMatch(/^contrato_/);
    expect(isStored(server.dataDir, GOLFO, kept!)).toBe(false);
  });

  it('refuses more than maxSelect files and saves none of them', async () => {
    const before = (await ops.collection('companies').getOne(GOLFO)).documentFiles;
    const many = Array.from({ length: 20 }, (_, i) => fileOf(pdfBytes(String(i)), `doc ${i}.pdf`));
    const failure = await failureOf(documents().update(GOLFO, { documentFiles: many }));
    expect(failure.body.data.documentFiles?.code).toBe('validation_too_many_values');
    expect((await ops.collection('companies').getOne(GOLFO)).documentFiles).toEqual(before);
    expect(
      readdirSync(storedPath(server.dataDir, GOLFO)).filter((n) => n.startsWith('doc_')),
    ).toEqual([]);
  });

  it('reports a file far over every limit on its field, not as a broken body', async () => {
    // 40 MiB is over the 32 MiB body limit too: the part is cut just past the largest maxSize.
    const huge = Buffer.concat([pdfBytes(), Buffer.alloc(40 * 1024 * 1024)]);
    const failure = await failureOf(
      documents().update(GOLFO, { documentFiles: fileOf(huge, 'escaneo.pdf') }),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.data.documentFiles?.code).toBe('validation_file_size_limit');
  });

  it('refuses a body over the app limit, counting every part', async () => {
    const parts = Array.from({ length: 4 }, (_, i) =>
      fileOf(Buffer.concat([pdfBytes(), Buffer.alloc(9 * 1024 * 1024)]), `parte ${i}.pdf`),
    );
    const failure = await failureOf(documents().update(GOLFO, { documentFiles: parts }));
    expect(failure.body).toEqual({ code: 413, message: 'Request entity too large.', data: {} });
  });

  it('refuses a type outside mimeTypes, sniffed from the content', async () => {
    const failure = await failureOf(
      documents().update(GOLFO, { documentFiles: fileOf(Buffer.from('solo texto'), 'notas.pdf') }),
    );
    expect(failure.body.data.documentFiles?.code).toBe('validation_invalid_mime_type');
  });

  it('ignores uploads for fields that are not file fields', async () => {
    const before = await ops.collection('companies').getOne(GOLFO);
    const record = await documents().update(GOLFO, {
      rfc: 'GLO010101AAA',
      brandName: fileOf(pdfBytes(), 'x.pdf') as unknown as string,
    });
    expect(record.rfc).toBe('GLO010101AAA');
    expect(record.brandName).toBe(before.brandName);
  });
});

describe('record create and delete', () => {
  it('creates with files, and deleting the record removes its folder', async () => {
    const created = await ops.collection('companies').create({
      name: 'Naviera Temporal',
      brandLogo: fileOf(await imageBytes(16, 16), 'logo.png', 'image/png'),
      documentFiles: [fileOf(pdfBytes(), 'alta.pdf')],
    });
    expect(created.brandLogo).toMatch(STORED_NAME);
    expect(isStored(server.dataDir, created.id, created.brandLogo)).toBe(true);
    expect(isStored(server.dataDir, created.id, created.documentFiles[0])).toBe(true);
    await ops.collection('companies').delete(created.id);
    expect(isStored(server.dataDir, created.id)).toBe(false);
  });

  it('keeps nothing on disk when a create fails validation', async () => {
    const failure = await failureOf(
      ops.collection('companies').create({
        id: 'tempcompany0001',
        name: '',
        brandLogo: fileOf(await imageBytes(16, 16), 'logo.png', 'image/png'),
      }),
    );
    expect(failure.body.data.name?.code).toBe('validation_required');
    expect(isStored(server.dataDir, 'tempcompany0001')).toBe(false);
  });

  it('names a file without an extension from its content, padding short names', async () => {
    const record = await companies().update(GOLFO, {
      brandLogo: fileOf(await imageBytes(12, 12, 'gif'), 'lg', 'image/gif'),
    });
    expect(record.brandLogo).toMatch(/^lg[A-Za-z0-9]{10}_[A-Za-z0-9]{10}\.gif$/);
  });
});
