import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS, DEMO_IDS, DEMO_PASSWORD } from '@rumbo/domain';
import { operator, signedIn, startTestServer, statusOf, type TestServer } from './test-server.ts';
import {
  canBackup,
  noise,
  snapshotServer,
  storedFiles,
  waitUntilIdle,
  writeStoredFile,
  zipOf,
  type ServerSnapshot,
} from './backups-fixtures.ts';

// Restoring a backup in place (reference §5.10): the server keeps running and every component
// sees the restored data, files and settings; failed restores leave everything as it was.
let server: TestServer;
let ops: PocketBase;
let staff: PocketBase;
let before: ServerSnapshot;

const NEWCOMER = 'newcomer@golfo.test';

beforeAll(async () => {
  server = await startTestServer();
  [ops, staff] = await Promise.all([
    operator(server.url),
    signedIn(server.url, DEMO_EMAILS.staffGolfo),
  ]);
  const {
    items: [first, second],
  } = await ops.collection('partners').getList(1, 2, { sort: 'id' });
  const partners = server.core.collections.find('partners')!.id;
  writeStoredFile(
    server.dataDir,
    { collectionId: partners, recordId: first!.id, name: 'x.txt' },
    'before',
  );
  // Big enough that unpacking takes a moment, so requests really arrive during the restore.
  writeStoredFile(
    server.dataDir,
    { collectionId: partners, recordId: second!.id, name: 'big.bin' },
    noise(12 * 1024 * 1024),
  );
  // And a real upload through the files API (a protected company document).
  await ops.collection('companies').update(DEMO_IDS.golfo, {
    documentFiles: [pdf('contract.pdf', 'signed contract')],
  });
  before = await snapshotServer(server, ops);
  await ops.backups.create('before.zip');
});

afterAll(async () => {
  await server.close();
});

function pdf(name: string, text: string): File {
  return new File([`%PDF-1.4\n% ${text}\n%%EOF\n`], name, { type: 'application/pdf' });
}

/** A company document's bytes, downloaded through the files API with a file token. */
async function downloadDocument(filename: string): Promise<string> {
  const company = await ops.collection('companies').getOne(DEMO_IDS.golfo);
  const url = ops.files.getUrl(company, filename, { token: await ops.files.getToken() });
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return response.text();
}

/** Changes records, collections, settings and files, so that a restore has work to do. */
async function changeEverything(): Promise<void> {
  const partners = await ops.collection('partners').getFullList({ sort: 'id' });
  await ops.collection('partners').update(partners[0]!.id, { displayName: 'Renamed after backup' });
  await ops.collection('partners').delete(partners[2]!.id);
  await ops
    .collection('partners')
    .create({ displayName: 'Created after backup', company: DEMO_IDS.golfo });
  const ocean = await ops.collection('shipments_ocean').getList(1, 1);
  await ops.collection('shipments_ocean').delete(ocean.items[0]!.id);
  await ops.collection('users').create({
    email: NEWCOMER,
    password: DEMO_PASSWORD,
    passwordConfirm: DEMO_PASSWORD,
    company: DEMO_IDS.golfo,
    role: 'staff',
  });
  const settings = server.core.settings.get();
  await server.core.settings.replace({
    ...settings,
    meta: { ...settings.meta, appName: 'Changed' },
  });
  const company = await ops.collection('companies').getOne(DEMO_IDS.golfo);
  await ops.collection('companies').update(DEMO_IDS.golfo, {
    'documentFiles-': company.documentFiles,
    'documentFiles+': [pdf('invoice.pdf', 'later invoice')],
  });
  const partnersId = server.core.collections.find('partners')!.id;
  writeStoredFile(
    server.dataDir,
    { collectionId: partnersId, recordId: partners[0]!.id, name: 'x.txt' },
    'after',
  );
  writeStoredFile(
    server.dataDir,
    { collectionId: partnersId, recordId: partners[1]!.id, name: 'new.txt' },
    'new',
  );
}

describe('restore', () => {
  let newcomer: PocketBase;

  beforeAll(async () => {
    await changeEverything();
    newcomer = await signedIn(server.url, NEWCOMER);
  });

  it('has changed data to restore (so the comparison below means something)', async () => {
    const changed = await snapshotServer(server, ops);
    expect(changed.records).not.toEqual(before.records);
    expect(changed.files).not.toEqual(before.files);
    expect(changed.settings).not.toEqual(before.settings);
  });

  it('answers at once and keeps serving while the restore runs', async () => {
    await ops.backups.restore('before.zip');
    const [idleRightAway, list] = await Promise.all([
      canBackup(server.url),
      staff.collection('partners').getList(1, 5),
    ]);
    expect(idleRightAway).toBe(false);
    expect(list.items.length).toBe(5);
    const seen = await waitUntilIdle(server.url);
    expect(seen.at(-1)).toBe(true);
  });

  it('brings back every record, collection, setting and stored file', async () => {
    const after = await snapshotServer(server, ops);
    expect(after.collections).toEqual(before.collections);
    expect(after.settings).toEqual(before.settings);
    expect(Object.keys(after.records)).toEqual(Object.keys(before.records));
    for (const name of Object.keys(before.records))
      expect([name, after.records[name]]).toEqual([name, before.records[name]]);
    expect(after.files).toEqual(before.files);
    expect(storedFiles(server.dataDir)).toEqual(before.files);
    const golfo = before.records.companies!.find((c) => c.id === DEMO_IDS.golfo)!;
    const documents = golfo.documentFiles as string[];
    expect(documents).toHaveLength(1);
    expect(await downloadDocument(documents[0]!)).toContain('signed contract');
  });

  it('keeps earlier sign-ins valid and voids accounts created after the backup', async () => {
    const refreshed = await staff.collection('users').authRefresh();
    expect(refreshed.record.email).toBe(DEMO_EMAILS.staffGolfo);
    expect(await statusOf(newcomer.collection('users').authRefresh())).toBe(401);
    expect((await ops.backups.getFullList()).map((b) => b.key)).toEqual(['before.zip']);
  });

  it('accepts writes on the restored database and removes the set-aside data', async () => {
    const created = await staff.collection('partners').create({ displayName: 'After restore' });
    const read = await staff.collection('partners').getOne(created.id);
    expect(read.displayName).toBe('After restore');
    const temp = path.join(server.dataDir, '.pb_temp_to_delete');
    expect(existsSync(temp) ? readdirSync(temp) : []).toEqual([]);
  });
});

describe('a failed restore', () => {
  let current: ServerSnapshot;

  beforeAll(async () => {
    current = await snapshotServer(server, ops);
  });

  async function restoreFails(name: string, archive: Buffer) {
    await ops.backups.upload({ file: new File([archive], name) });
    await ops.backups.restore(name);
    await waitUntilIdle(server.url);
    expect(await snapshotServer(server, ops)).toEqual(current);
    expect((await staff.collection('users').authRefresh()).record.email).toBe(
      DEMO_EMAILS.staffGolfo,
    );
  }

  it('leaves the data alone when the archive has no database', async () => {
    await restoreFails('no-db.zip', await zipOf({ 'storage/x/y/z.txt': 'stray' }));
  });

  it('leaves the data alone when the archive database is not SQLite', async () => {
    await restoreFails('not-sqlite.zip', await zipOf({ 'data.db': 'not a database at all' }));
  });

  it('puts the previous data back when the restored database cannot be loaded', async () => {
    // Passes the file checks, then breaks while the caches are rebuilt after the swap.
    const folder = mkdtempSync(path.join(tmpdir(), 'rumbo-broken-'));
    const file = path.join(folder, 'data.db');
    const db = new Database(file);
    db.exec(`CREATE TABLE "_collections" ("id" TEXT PRIMARY KEY, "name" TEXT, "type" TEXT,
      "system" BOOLEAN, "schema" JSON, "indexes" JSON, "listRule" TEXT, "viewRule" TEXT,
      "createRule" TEXT, "updateRule" TEXT, "deleteRule" TEXT, "options" JSON,
      "created" TEXT, "updated" TEXT)`);
    db.prepare(
      `INSERT INTO "_collections" VALUES ('c1','broken','base',0,'{not json','[]',
      NULL,NULL,NULL,NULL,NULL,'{}','','')`,
    ).run();
    db.close();
    const bytes = readFileSync(file);
    rmSync(folder, { recursive: true });
    const reloads = vi.spyOn(server.core.collections, 'reload');
    await restoreFails('broken.zip', await zipOf({ 'data.db': bytes, 'storage/a/b/c.txt': 'x' }));
    // Once on the restored database (failing), once on the previous one put back.
    expect(reloads).toHaveBeenCalledTimes(2);
    reloads.mockRestore();
    expect(storedFiles(server.dataDir)).toEqual(current.files);
  });
});
