import { afterAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import {
  DEMO_EMAILS,
  SHIPMENT_LIST_COLUMN_NAMES,
  partnerSearchText,
  shipmentListColumns,
  type ShipmentMode,
} from '@rumbo/domain';
import { backfillListColumns } from '../src/product/list-columns/backfill-list-columns.ts';
import { operator, signedIn, type TestServer } from './test-server.ts';
import { startServerIn, temporaryDataDir } from './realtime-fixtures.ts';

// Decision 045: rows stored without their list columns (written before the columns existed,
// copied in by other means, or whose code a migration changed) get them at start, in batches
// beside the requests; a changed computation recomputes every row once.
const servers: TestServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.close();
});

async function start(dataDir: string): Promise<TestServer> {
  const server = await startServerIn(dataDir, { removeOnClose: false });
  servers.push(server);
  return server;
}

async function stop(server: TestServer): Promise<void> {
  servers.splice(servers.indexOf(server), 1);
  await server.close();
}

const SHIPMENTS = ['shipments_ocean', 'shipments_air', 'shipments_land'] as const;

/** Counts of rows whose stored columns differ from what the domain computes, per collection. */
async function staleRows(server: TestServer): Promise<Record<string, number>> {
  const ops = await operator(server.url);
  const counts: Record<string, number> = {};
  for (const name of SHIPMENTS) {
    const mode = name.replace('shipments_', '') as ShipmentMode;
    const records = await ops.collection(name).getFullList({ batch: 500 });
    counts[name] = records.filter((record: RecordModel) => {
      const expected: Record<string, unknown> = shipmentListColumns({ ...record, mode });
      return SHIPMENT_LIST_COLUMN_NAMES.some(
        (column) => JSON.stringify(record[column]) !== JSON.stringify(expected[column]),
      );
    }).length;
  }
  const partners = await ops.collection('partners').getFullList({ batch: 500 });
  counts.partners = partners.filter((p) => p.searchText !== partnerSearchText(p)).length;
  return counts;
}

describe('backfill at start', () => {
  it('computes the columns of rows stored without them, and search finds them', async () => {
    const dataDir = temporaryDataDir();
    let server = await start(dataDir);
    await server.listColumnsReady();
    const db = server.core.db;
    // As a release before the list columns left them (the search index follows the triggers).
    for (const name of SHIPMENTS)
      await db.run(
        `UPDATE "${name}" SET "listRow" = NULL, "searchText" = '', "sortCode" = '', "isOpen" = FALSE`,
      );
    await db.run(`UPDATE "partners" SET "searchText" = ''`);
    // And a code stored in lower case, which the code migration upper-cases at start.
    const [first] = await db.all<{ id: string; shipmentCode: string }>(
      `SELECT "id", "shipmentCode" FROM "shipments_ocean" ORDER BY "id" LIMIT 1`,
    );
    await db.run(`UPDATE "shipments_ocean" SET "shipmentCode" = ? WHERE "id" = ?`, [
      first!.shipmentCode.toLowerCase(),
      first!.id,
    ]);
    const stale = await staleRows(server);
    expect(stale.shipments_ocean).toBeGreaterThan(60);
    expect(stale.partners).toBeGreaterThan(40);
    await stop(server);

    server = await start(dataDir);
    const report = await server.listColumnsReady();
    expect(report).toMatchObject(stale);
    expect(await staleRows(server)).toEqual({
      shipments_ocean: 0,
      shipments_air: 0,
      shipments_land: 0,
      partners: 0,
    });
    const staff = await signedIn(server.url, DEMO_EMAILS.staffGolfo);
    const found = await staff
      .collection('shipments_ocean')
      .getList(1, 1, { search: first!.shipmentCode });
    expect(found.items.map((it) => it.id)).toEqual([first!.id]);
    expect(found.items[0]!.listRow.code).toBe(first!.shipmentCode.toUpperCase());
  });

  it('computes nothing when every row has its columns', async () => {
    const server = await start(temporaryDataDir());
    expect(Object.values(await server.listColumnsReady()).every((n) => n === 0)).toBe(true);
  });

  it('computes every row again, once, when the computation changed', async () => {
    const dataDir = temporaryDataDir();
    let server = await start(dataDir);
    await server.listColumnsReady();
    // Columns that look present but are wrong, and a version from an older computation.
    await server.core.db.run(`UPDATE "shipments_air" SET "sortCode" = 'stale'`);
    await server.core.db.run(
      `UPDATE "_params" SET "value" = '{"version":0}' WHERE "key" = 'listColumns.shipments_air.version'`,
    );
    await stop(server);

    server = await start(dataDir);
    const report = await server.listColumnsReady();
    const airRows = (
      await operator(server.url).then((ops) => ops.collection('shipments_air').getList(1, 1))
    ).totalItems;
    expect(report.shipments_air).toBe(airRows);
    expect(report.shipments_ocean).toBe(0);
    expect((await staleRows(server)).shipments_air).toBe(0);
    await stop(server);

    server = await start(dataDir);
    expect((await server.listColumnsReady()).shipments_air).toBe(0);
  });
});

describe('batches', () => {
  it('lets other writes through between batches', async () => {
    const server = await start(temporaryDataDir());
    await server.listColumnsReady();
    const db = server.core.db;
    for (const name of SHIPMENTS) await db.run(`UPDATE "${name}" SET "listRow" = NULL`);
    const staff = await signedIn(server.url, DEMO_EMAILS.staffGolfo);
    const finished: string[] = [];
    const backfill = backfillListColumns(db, server.core.collections, { batchRows: 2 }).then(
      (report) => {
        finished.push('backfill');
        return report;
      },
    );
    const write = staff
      .collection('partners')
      .create({ displayName: 'Between Batches' })
      .then(() => finished.push('write'));
    const [report] = await Promise.all([backfill, write]);
    expect(finished).toEqual(['write', 'backfill']);
    expect(report.shipments_ocean).toBeGreaterThan(60);
    expect((await staleRows(server)).shipments_ocean).toBe(0);
  });
});
