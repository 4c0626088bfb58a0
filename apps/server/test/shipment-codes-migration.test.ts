import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type PocketBase from 'pocketbase';
import { COLLECTION_IDS, DEMO_EMAILS, SHIPMENT_COLLECTION_NAMES } from '@rumbo/domain';
import { startServer, type RunningServer } from '../src/start-server.ts';
import { operator, signedIn } from './test-server.ts';
import { failureOf } from './api-failure.ts';
import { TEST_BCRYPT_COST } from './test-passwords.ts';

// A database made before shipment codes were unique has a plain (company, shipmentCode) index
// in each shipments table. Restarting on the current release must make it unique, without
// losing rows and without refusing to start when old duplicates are in the way.
const NOW = new Date('2026-05-14T15:00:00Z');
const dataDirs: string[] = [];
let seededDir = '';

const start = (dataDir: string, seed: boolean) =>
  startServer({
    dataDir,
    host: '127.0.0.1',
    port: 0,
    seed,
    now: NOW,
    bcryptCost: TEST_BCRYPT_COST,
  });

// Seeding is the slow part: do it once, then give each test its own copy of the data directory.
beforeAll(async () => {
  seededDir = newDataDir();
  await (await start(seededDir, true)).close();
});

afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rumbo-codes-migration-'));
  dataDirs.push(dir);
  return dir;
}

function seededCopy(): string {
  const dir = newDataDir();
  cpSync(seededDir, dir, { recursive: true });
  return dir;
}

const codeIndexName = (table: string) => `idx_${table}_company_shipmentCode`;
const oldCodeIndex = (table: string) =>
  `CREATE INDEX ${codeIndexName(table)} ON ${table} (company, shipmentCode)`;

/**
 * Puts the database back to the previous release: the plain index in the table, in the
 * collection model, and in the record of what the migrations last applied.
 */
async function downgradeToPlainCodeIndex(server: RunningServer): Promise<void> {
  const { db } = server.core;
  for (const table of SHIPMENT_COLLECTION_NAMES) {
    const replace = (indexes: string[]) =>
      indexes.map((it) => (it.includes(codeIndexName(table)) ? oldCodeIndex(table) : it));
    const row = (await db.get<{ indexes: string }>(
      'SELECT "indexes" FROM "_collections" WHERE "name" = ?',
      [table],
    ))!;
    await db.run('UPDATE "_collections" SET "indexes" = ? WHERE "name" = ?', [
      JSON.stringify(replace(JSON.parse(row.indexes))),
      table,
    ]);
    const key = `migrations.collection.${COLLECTION_IDS[table]}`;
    const applied = (await db.get<{ value: string }>(
      'SELECT "value" FROM "_params" WHERE "key" = ?',
      [key],
    ))!;
    const definition = JSON.parse(applied.value);
    await db.run('UPDATE "_params" SET "value" = ? WHERE "key" = ?', [
      JSON.stringify({ ...definition, indexes: replace(definition.indexes) }),
      key,
    ]);
    await db.exec(`DROP INDEX ${codeIndexName(table)}`);
    await db.exec(oldCodeIndex(table));
  }
}

async function indexSql(server: RunningServer, table: string): Promise<string> {
  const row = await server.core.db.get<{ sql: string }>(
    `SELECT "sql" FROM "sqlite_master" WHERE "type" = 'index' AND "name" = ?`,
    [codeIndexName(table)],
  );
  return row?.sql ?? '';
}

async function createOcean(pb: PocketBase, shipmentCode: string) {
  return pb.collection('shipments_ocean').create({ reference: 'PO-MIGRATION', shipmentCode });
}

describe('shipment code uniqueness on an existing database', () => {
  it('an old database with the plain index gets the unique one on restart, rows kept', async () => {
    const dataDir = seededCopy();
    const first = await start(dataDir, false);
    await downgradeToPlainCodeIndex(first);
    expect(await indexSql(first, 'shipments_ocean')).not.toMatch(/UNIQUE/);
    const staff = await signedIn(first.url, DEMO_EMAILS.staffGolfo);
    // Legacy rows without a code, which must not block the unique index.
    const legacy = await Promise.all([createOcean(staff, ''), createOcean(staff, '')]);
    const total = (await staff.collection('shipments_ocean').getList(1, 1)).totalItems;
    await first.close();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const second = await start(dataDir, false);
    expect(warn).not.toHaveBeenCalled();
    const [ops, again] = await Promise.all([
      operator(second.url),
      signedIn(second.url, DEMO_EMAILS.staffGolfo),
    ]);
    for (const table of SHIPMENT_COLLECTION_NAMES) {
      expect(await indexSql(second, table)).toMatch(
        /^CREATE UNIQUE INDEX .* WHERE shipmentCode != ''$/,
      );
      const model = await ops.collections.getOne(table);
      expect(model.indexes.filter((it: string) => it.includes(codeIndexName(table)))).toEqual([
        `CREATE UNIQUE INDEX ${codeIndexName(table)} ON ${table} (company, shipmentCode) WHERE shipmentCode != ''`,
      ]);
    }
    expect((await again.collection('shipments_ocean').getList(1, 1)).totalItems).toBe(total);
    for (const row of legacy)
      expect((await again.collection('shipments_ocean').getOne(row.id)).shipmentCode).toBe('');
    const [seeded] = (await again.collection('shipments_ocean').getList(1, 1)).items;
    const failure = await failureOf(createOcean(again, seeded!.shipmentCode));
    expect(failure.status).toBe(400);
    expect(failure.body.data.shipmentCode?.code).toBe('validation_not_unique');
    await second.close();
  });

  it('old duplicates keep the server starting with a plain index until they are fixed', async () => {
    const dataDir = seededCopy();
    const first = await start(dataDir, false);
    await downgradeToPlainCodeIndex(first);
    const staff = await signedIn(first.url, DEMO_EMAILS.staffGolfo);
    const [seeded] = (await staff.collection('shipments_ocean').getList(1, 1)).items;
    // What the old release allowed when two people created at once.
    const duplicate = await createOcean(staff, seeded!.shipmentCode);
    await first.close();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const second = await start(dataDir, false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /shipments_ocean.*without UNIQUE.*shipments_ocean\.shipmentCode/,
    );
    expect(await indexSql(second, 'shipments_ocean')).toMatch(
      /^CREATE INDEX .* WHERE shipmentCode != ''$/,
    );
    // The other modes had no duplicates: they are unique already.
    expect(await indexSql(second, 'shipments_air')).toMatch(/^CREATE UNIQUE INDEX/);
    // The operator (or the team) gives the duplicate the next free code.
    const ops = await operator(second.url);
    await ops.collection('shipments_ocean').update(duplicate.id, { shipmentCode: 'OCN20269999' });
    await second.close();

    warn.mockClear();
    const third = await start(dataDir, false);
    expect(warn).not.toHaveBeenCalled();
    expect(await indexSql(third, 'shipments_ocean')).toMatch(/^CREATE UNIQUE INDEX/);
    const again = await signedIn(third.url, DEMO_EMAILS.staffGolfo);
    expect((await failureOf(createOcean(again, 'OCN20269999'))).status).toBe(400);
    await third.close();
  });
});
