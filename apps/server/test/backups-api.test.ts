import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import yauzl from 'yauzl';
import { DEMO_EMAILS } from '@rumbo/domain';
import { client, operator, signedIn, startTestServer, type TestServer } from './test-server.ts';
import { expectErrorShape, failureOf, rawRequest } from './api-failure.ts';
import { noise, waitUntilIdle, writeStoredFile, zipOf } from './backups-fixtures.ts';

// The backups API (reference §5.10): who may use it, names, listing, download, upload, delete.
let server: TestServer;
let ops: PocketBase;
let staff: PocketBase;

const BUSY = 'Try again later - another backup/restore process has already been started.';
const DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}Z$/;

beforeAll(async () => {
  server = await startTestServer();
  [ops, staff] = await Promise.all([
    operator(server.url),
    signedIn(server.url, DEMO_EMAILS.staffGolfo),
  ]);
  // Incompressible bytes keep each backup busy long enough for the concurrency checks.
  writeStoredFile(
    server.dataDir,
    { collectionId: 'c', recordId: 'r', name: 'big.bin' },
    noise(8e6),
  );
  writeStoredFile(server.dataDir, { collectionId: 'c', recordId: 'r', name: 'x.txt' }, 'hello');
  await ops.backups.create('first.zip');
});

afterAll(async () => {
  await server.close();
});

async function zipEntries(bytes: Buffer): Promise<string[]> {
  const zip = await yauzl.fromBufferPromise(bytes);
  const names: string[] = [];
  for await (const entry of zip.eachEntry()) names.push(entry.fileName);
  return names.sort();
}

describe('access', () => {
  // Thunks: each call starts only when it is awaited, so no refusal goes unobserved.
  const calls = (pb: PocketBase) => [
    () => pb.backups.getFullList(),
    () => pb.backups.create('nope.zip'),
    () => pb.backups.upload({ file: new File(['PK\x03\x04'], 'nope.zip') }),
    () => pb.backups.delete('first.zip'),
    () => pb.backups.restore('first.zip'),
  ];

  it('refuses guests and signed-in users with 401', async () => {
    for (const pb of [client(server.url), staff]) {
      for (const call of calls(pb)) {
        const failure = await failureOf(call());
        expect(failure.status).toBe(401);
        expect(failure.body.message).toBe(
          'The request requires valid admin authorization token to be set.',
        );
      }
    }
    expect((await ops.backups.getFullList()).map((b) => b.key)).toEqual(['first.zip']);
  });
});

describe('create and list', () => {
  it('lists archives with key, size and modification time', async () => {
    const [first] = await ops.backups.getFullList();
    expect(first).toEqual({
      key: 'first.zip',
      size: expect.any(Number),
      modified: expect.stringMatching(DATE),
    });
    expect(first!.size).toBe(
      readFileSync(path.join(server.dataDir, 'backups', 'first.zip')).length,
    );
  });

  it('holds the database and every stored file', async () => {
    const bytes = readFileSync(path.join(server.dataDir, 'backups', 'first.zip'));
    expect(await zipEntries(bytes)).toEqual([
      'data.db',
      'storage/c/r/big.bin',
      'storage/c/r/x.txt',
    ]);
  });

  it('names an unnamed backup after the app and the UTC time', async () => {
    await ops.backups.create('');
    const keys = (await ops.backups.getFullList()).map((b) => b.key);
    const generated = keys.filter((key) => key.startsWith('pb_backup_'));
    expect(generated).toHaveLength(1);
    expect(generated[0]).toMatch(/^pb_backup_rumbo_\d{14}\.zip$/);
    await ops.backups.delete(generated[0]!);
  });

  it.each([
    ['Bad Name.zip', 'validation_match_invalid'],
    ['backup.tar', 'validation_match_invalid'],
    ['../escape.zip', 'validation_match_invalid'],
    [`${'a'.repeat(97)}.zip`, 'validation_length_out_of_range'],
    ['first.zip', 'validation_backup_name_exists'],
  ])('refuses the name %s', async (name, code) => {
    const failure = await failureOf(ops.backups.create(name));
    expect(failure.status).toBe(400);
    expect(failure.body.data.name?.code).toBe(code);
  });

  it('accepts a name of exactly 100 characters', async () => {
    const name = `${'b'.repeat(96)}.zip`;
    await ops.backups.create(name);
    expect((await ops.backups.getFullList()).map((b) => b.key)).toContain(name);
    await ops.backups.delete(name);
  });

  it('refuses a name that is not text', async () => {
    const response = await rawRequest(`${server.url}/api/backups`, {
      method: 'POST',
      headers: { Authorization: ops.authStore.token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 5 }),
    });
    expectErrorShape(response, 400);
  });

  it('runs one backup at a time and reports it in health', async () => {
    const results = await Promise.allSettled([
      ops.backups.create('race-a.zip'),
      ops.backups.create('race-b.zip'),
    ]);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(1);
    const failure = await failureOf(Promise.reject((refused[0] as PromiseRejectedResult).reason));
    expect(failure.status).toBe(400);
    expect(failure.body.message).toBe(BUSY);

    const running = server.core.backups.create('race-c.zip');
    const seen = await waitUntilIdle(server.url);
    expect(seen[0]).toBe(false);
    await running;
    expect(await waitUntilIdle(server.url)).toEqual([true]);
  });

  it('refuses to delete or restore while a backup runs', async () => {
    const running = server.core.backups.create('busy.zip');
    expect((await failureOf(ops.backups.delete('busy.zip'))).body.message).toBe(
      'The backup is currently being used and cannot be deleted.',
    );
    expect((await failureOf(ops.backups.restore('first.zip'))).body.message).toBe(BUSY);
    await running;
    for (const key of ['race-a.zip', 'race-b.zip', 'race-c.zip', 'busy.zip'])
      if (existsSync(path.join(server.dataDir, 'backups', key))) await ops.backups.delete(key);
  });
});

describe('download', () => {
  it('serves the archive to an admin file token', async () => {
    const url = ops.backups.getDownloadUrl(await ops.files.getToken(), 'first.zip');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="first\.zip"/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(readFileSync(path.join(server.dataDir, 'backups', 'first.zip')))).toBe(
      true,
    );
  });

  it('refuses a missing token, an auth token and a user file token with 403', async () => {
    const userFileToken = await staff.files.getToken();
    for (const token of ['', 'garbage', ops.authStore.token, userFileToken]) {
      const response = await rawRequest(ops.backups.getDownloadUrl(token, 'first.zip'));
      expectErrorShape(response, 403);
      expect((response.json as { message: string }).message).toBe(
        'Insufficient permissions to access the resource.',
      );
    }
  });

  it('never serves anything outside the backups folder', async () => {
    const token = await ops.files.getToken();
    for (const key of [
      '..%2Fdata.db',
      '..%2F..%2Fetc%2Fpasswd',
      '.pb_temp_to_delete',
      'missing.zip',
    ]) {
      const response = await rawRequest(`${server.url}/api/backups/${key}?token=${token}`);
      expectErrorShape(response, 400);
    }
  });
});

describe('upload', () => {
  it('stores an uploaded archive under its file name', async () => {
    const bytes = readFileSync(path.join(server.dataDir, 'backups', 'first.zip'));
    await ops.backups.upload({ file: new File([bytes], 'copy.zip') });
    const copy = (await ops.backups.getFullList()).find((b) => b.key === 'copy.zip');
    expect(copy?.size).toBe(bytes.length);
  });

  it('takes archives larger than the ordinary request body limit', async () => {
    const big = await zipOf({ 'storage/a/b/big.bin': noise(17 * 1024 * 1024) });
    await ops.backups.upload({ file: new File([big], 'large.zip') });
    expect((await ops.backups.getFullList()).find((b) => b.key === 'large.zip')?.size).toBe(
      big.length,
    );
    await ops.backups.delete('large.zip');
  });

  it.each([
    ['copy.zip', 'PK\x03\x04 anything', 'validation_backup_name_exists'],
    ['notes.zip', 'just some text', 'validation_invalid_mime_type'],
    ['.hidden.zip', 'PK\x03\x04 anything', 'validation_invalid_file_name'],
  ])('refuses %s', async (name, content, code) => {
    const failure = await failureOf(ops.backups.upload({ file: new File([content], name) }));
    expect(failure.status).toBe(400);
    expect(failure.body.data.file?.code).toBe(code);
    expect(existsSync(path.join(server.dataDir, 'backups', '.hidden.zip'))).toBe(false);
  });

  it('refuses a malformed multipart body', async () => {
    const response = await rawRequest(`${server.url}/api/backups/upload`, {
      method: 'POST',
      headers: {
        Authorization: ops.authStore.token,
        'Content-Type': 'multipart/form-data; boundary=xyz',
      },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="cut.zip"\r\n\r\nPK',
    });
    expectErrorShape(response, 400);
    expect((response.json as { message: string }).message).toBe(
      'Failed to load the submitted data due to invalid formatting.',
    );
    expect(existsSync(path.join(server.dataDir, 'backups', 'cut.zip'))).toBe(false);
  });

  it('needs a file in the `file` field', async () => {
    for (const body of [{}, { other: new File(['PK\x03\x04'], 'other.zip') }]) {
      const failure = await failureOf(ops.backups.upload(body));
      expect(failure.status).toBe(400);
      expect(failure.body.message).toBe('Missing or invalid uploaded file.');
    }
  });
});

describe('delete and restore requests', () => {
  it('deletes an archive once', async () => {
    await ops.backups.delete('copy.zip');
    expect((await ops.backups.getFullList()).map((b) => b.key)).toEqual(['first.zip']);
    const failure = await failureOf(ops.backups.delete('copy.zip'));
    expect(failure.status).toBe(400);
    expect(failure.body.message).toBe('Invalid or already deleted backup file.');
  });

  it('never deletes anything outside the backups folder', async () => {
    for (const key of ['..%2Fdata.db', '..', '.pb_temp_to_delete']) {
      const response = await rawRequest(`${server.url}/api/backups/${key}`, {
        method: 'DELETE',
        headers: { Authorization: ops.authStore.token },
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
    }
    expect(existsSync(path.join(server.dataDir, 'data.db'))).toBe(true);
  });

  it('refuses to restore a missing archive', async () => {
    const failure = await failureOf(ops.backups.restore('missing.zip'));
    expect(failure.status).toBe(400);
    expect(failure.body.message).toBe('Missing or invalid backup file.');
    expect(await waitUntilIdle(server.url)).toEqual([true]);
  });
});
