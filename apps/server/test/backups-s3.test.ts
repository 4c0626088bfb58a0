import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { DEMO_IDS } from '@rumbo/domain';
import { serverWithOperator } from './test-server.ts';
import { failureOf } from './api-failure.ts';
import {
  canBackup,
  snapshotServer,
  waitUntilIdle,
  writeStoredFile,
  zipOf,
  type ServerSnapshot,
} from './backups-fixtures.ts';
import { download, fileOf, pdfBytes } from './file-fixtures.ts';
import { BACKUPS_BUCKET, s3ServerForFile } from './s3-fixtures.ts';

// Backups kept in an S3 bucket (reference §5.10): with `backups.s3` enabled, archives are listed,
// stored, downloaded, deleted and restored from the top of the bucket; they are still built from
// and restored into the data directory.
const ctx = serverWithOperator();
const bucket = s3ServerForFile();

const DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}Z$/;
let before: ServerSnapshot;

async function useBucket(overrides = {}) {
  await ctx.ops.settings.update({
    backups: { s3: bucket.s3.settingsFor(BACKUPS_BUCKET, overrides) },
  });
}

async function zipEntries(bytes: Buffer): Promise<string[]> {
  const zip = await yauzl.fromBufferPromise(bytes);
  const names: string[] = [];
  for await (const entry of zip.eachEntry()) names.push(entry.fileName);
  return names.sort();
}

beforeAll(async () => {
  await useBucket();
  const partners = ctx.server.core.collections.find('partners')!.id;
  writeStoredFile(
    ctx.server.dataDir,
    { collectionId: partners, recordId: 'registro0000001', name: 'nota.txt' },
    'antes',
  );
  await ctx.ops.collection('companies').update(DEMO_IDS.golfo, {
    documentFiles: [fileOf(pdfBytes('contrato original'), 'contrato.pdf')],
  });
  before = await snapshotServer(ctx.server, ctx.ops);
  await ctx.ops.backups.create('antes.zip');
});

describe('archives in the bucket', () => {
  it('are created at the top of the bucket with the database and the stored files', async () => {
    expect(await bucket.s3.keys(BACKUPS_BUCKET)).toEqual(['antes.zip']);
    const local = path.join(ctx.server.dataDir, 'backups');
    expect(existsSync(local) ? readdirSync(local) : []).toEqual([]);
    const entries = await zipEntries(await bucket.s3.read(BACKUPS_BUCKET, 'antes.zip'));
    expect(entries).toContain('data.db');
    expect(entries.filter((entry) => entry.startsWith('storage/'))).toEqual(
      Object.keys(before.files)
        .map((file) => `storage/${file}`)
        .sort(),
    );
  });

  it('are listed with key, size and date; objects inside folders are not archives', async () => {
    await bucket.s3.write(BACKUPS_BUCKET, 'carpeta/otra.zip', 'PK');
    const size = (await bucket.s3.read(BACKUPS_BUCKET, 'antes.zip')).length;
    expect(await ctx.ops.backups.getFullList()).toEqual([
      { key: 'antes.zip', size, modified: expect.stringMatching(DATE) },
    ]);
  });

  it('are downloaded with an operator file token only', async () => {
    const url = ctx.ops.backups.getDownloadUrl(await ctx.ops.files.getToken(), 'antes.zip');
    const served = await download(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/zip');
    expect(served.body.equals(await bucket.s3.read(BACKUPS_BUCKET, 'antes.zip'))).toBe(true);
    expect((await download(ctx.ops.backups.getDownloadUrl('', 'antes.zip'))).status).toBe(403);
    const missing = ctx.ops.backups.getDownloadUrl(await ctx.ops.files.getToken(), 'nada.zip');
    expect((await download(missing)).status).toBe(400);
  });

  it('are uploaded to the bucket under their file name, which must be free', async () => {
    const archive = await zipOf({ 'data.db': 'x' });
    await ctx.ops.backups.upload({ file: new File([archive], 'subida.zip') });
    expect((await bucket.s3.read(BACKUPS_BUCKET, 'subida.zip')).equals(archive)).toBe(true);
    const again = await failureOf(
      ctx.ops.backups.upload({ file: new File([archive], 'subida.zip') }),
    );
    expect(again.body.data.file?.code).toBe('validation_backup_name_exists');
    const named = await failureOf(ctx.ops.backups.create('antes.zip'));
    expect(named.body.data.name?.code).toBe('validation_backup_name_exists');
    expect(await canBackup(ctx.server.url)).toBe(true);
  });

  it('are deleted from the bucket once', async () => {
    await ctx.ops.backups.delete('subida.zip');
    expect(await bucket.s3.keys(BACKUPS_BUCKET)).toEqual(['antes.zip', 'carpeta/otra.zip']);
    const failure = await failureOf(ctx.ops.backups.delete('subida.zip'));
    expect(failure.body.message).toBe('Invalid or already deleted backup file.');
  });
});

describe('restoring from the bucket', () => {
  it('brings back the records, settings and stored files of the archive', async () => {
    const partners = await ctx.ops.collection('partners').getFullList({ sort: 'id' });
    await ctx.ops.collection('partners').update(partners[0]!.id, { displayName: 'Cambiado' });
    await ctx.ops.collection('partners').delete(partners[1]!.id);
    await ctx.ops.collection('companies').update(DEMO_IDS.golfo, {
      documentFiles: [fileOf(pdfBytes('posterior'), 'posterior.pdf')], // appended
    });
    expect((await snapshotServer(ctx.server, ctx.ops)).files).not.toEqual(before.files);

    await ctx.ops.backups.restore('antes.zip');
    await waitUntilIdle(ctx.server.url);
    const after = await snapshotServer(ctx.server, ctx.ops);
    expect(after.records).toEqual(before.records);
    expect(after.settings).toEqual(before.settings);
    expect(after.files).toEqual(before.files);
    const temp = path.join(ctx.server.dataDir, '.pb_temp_to_delete');
    expect(existsSync(temp) ? readdirSync(temp) : []).toEqual([]);
    expect(await bucket.s3.keys(BACKUPS_BUCKET)).toEqual(['antes.zip', 'carpeta/otra.zip']);
  });

  it('refuses an archive the bucket does not hold', async () => {
    const failure = await failureOf(ctx.ops.backups.restore('nada.zip'));
    expect(failure.body.message).toBe('Missing or invalid backup file.');
    expect(await canBackup(ctx.server.url)).toBe(true);
  });
});

describe('a bucket that refuses', () => {
  it('answers every backup request with a 400 error and leaves no backup running', async () => {
    await useBucket({ accessKey: 'NADIE' });
    try {
      const calls = [
        [() => ctx.ops.backups.getFullList(), 'Failed to retrieve backup items.'],
        [() => ctx.ops.backups.create('nueva.zip'), 'Failed to create backup.'],
        [() => ctx.ops.backups.delete('antes.zip'), 'Failed to delete backup.'],
        [() => ctx.ops.backups.restore('antes.zip'), 'Failed to restore backup.'],
      ] as const;
      for (const [call, message] of calls) {
        const failure = await failureOf(call());
        expect([failure.status, failure.body.message]).toEqual([400, message]);
      }
      expect(await canBackup(ctx.server.url)).toBe(true);
    } finally {
      await useBucket();
    }
    expect(await bucket.s3.keys(BACKUPS_BUCKET)).toEqual(['antes.zip', 'carpeta/otra.zip']);
  });
});
