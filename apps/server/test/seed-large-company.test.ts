import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import {
  DEMO_EMAILS,
  LARGE_DEMO,
  reconcileNotifications,
  SHIPMENT_LIST_COLUMN_NAMES,
  SMALL_DEMO,
  shipmentListColumns,
  type ShipmentMode,
  type ShipmentRecord,
} from '@rumbo/domain';
import { readConfig } from '../src/config.ts';
import { seedLargeCompany } from '../src/product/seed/seed-large-company.ts';
import { operator, signedIn, type TestServer } from './test-server.ts';
import { startServerIn, temporaryDataDir } from './realtime-fixtures.ts';

// `SEED_SHIPMENTS=<n>` (decision 045): the demo seed adds the large company, Norte Forwarding,
// with n shipments a third per mode and its staff account, list columns filled; the default
// seed stays as it was.
const NOW = new Date('2026-06-15T15:00:00Z');
const COUNT = 300;
let server: TestServer;
let norte: PocketBase;
const dataDir = temporaryDataDir();

beforeAll(async () => {
  server = await startServerIn(dataDir, {
    now: NOW,
    clock: () => NOW,
    seedShipments: COUNT,
    removeOnClose: false,
  });
  norte = await signedIn(server.url, LARGE_DEMO.staffEmail);
});

afterAll(async () => {
  await server.close();
});

const MODES: ShipmentMode[] = ['ocean', 'air', 'land'];

describe('the large demo company', () => {
  it('signs in as staff@norte.test and sees its own shipments, a third per mode', async () => {
    expect(norte.authStore.model?.company).toBe(LARGE_DEMO.companyId);
    for (const mode of MODES) {
      const page = await norte.collection(`shipments_${mode}`).getList(1, 1);
      expect(page.totalItems).toBe(COUNT / 3);
    }
  });

  it('stores every shipment with its list columns, each code once', async () => {
    for (const mode of MODES) {
      const records = await norte.collection(`shipments_${mode}`).getFullList({ batch: 500 });
      const codes = new Set(records.map((record) => record.shipmentCode));
      expect(codes.size).toBe(records.length);
      for (const record of records) {
        const expected: Record<string, unknown> = shipmentListColumns({ ...record, mode });
        for (const column of SHIPMENT_LIST_COLUMN_NAMES)
          expect([column, record[column]]).toEqual([column, expected[column]]);
      }
    }
  });

  it('lists its latest bookings first, as the newest (the ones made through the API)', async () => {
    for (const mode of MODES) {
      const collection = norte.collection(`shipments_${mode}`);
      const codes = async (sort: string) =>
        (await collection.getList(1, 10, { sort })).items.map((it) => it.shipmentCode).sort();
      expect(await codes('-created')).toEqual(await codes('-shipmentCode'));
    }
  });

  it('is searchable and sorted by the server', async () => {
    const ocean = norte.collection('shipments_ocean');
    const first = await ocean.getList(1, 1, { sort: '+sortCode' });
    const code = String(first.items[0]!.shipmentCode);
    const found = await ocean.getList(1, 5, { search: code.toLowerCase() });
    expect(found.items.map((it) => it.shipmentCode)).toContain(code);
  });

  it('leaves the default demo data as it was', async () => {
    const golfo = await signedIn(server.url, DEMO_EMAILS.staffGolfo);
    const totals = await Promise.all(
      MODES.map((mode) =>
        golfo
          .collection(`shipments_${mode}`)
          .getList(1, 1)
          .then((p) => p.totalItems),
      ),
    );
    expect(totals).toEqual([67, 67, 66]);
    const ops = await operator(server.url);
    expect((await ops.collection('companies').getFullList()).map((c) => c.name).sort()).toEqual([
      'Golfo Logistics',
      'Norte Forwarding',
      'Plata Cargo',
      'Vencida Freight',
    ]);
  });

  it('derives the notifications of the rows it writes in bulk, with no pass of the timer', async () => {
    // Stopped, so that what is stored comes from the seed alone (the next test restarts it).
    await server.notifications.stop();
    const identity = SMALL_DEMO;
    await seedLargeCompany(server.core, NOW, 90, {
      identity,
      randomSeed: 7,
      log: () => undefined,
    });
    const sur = await signedIn(server.url, identity.staffEmail);
    const shipments = await Promise.all(
      MODES.map(async (mode) =>
        (await sur.collection(`shipments_${mode}`).getFullList()).map(
          (record) => ({ ...record, mode }) as ShipmentRecord,
        ),
      ),
    );
    const expected = reconcileNotifications({
      existing: [],
      shipments: shipments.flat(),
      now: NOW,
    });
    const stored = await server.core.db.all<{ dedupKey: string; priority: string }>(
      'SELECT "dedupKey", "priority" FROM "notifications" WHERE "company" = ?',
      [identity.companyId],
    );
    expect(expected.length).toBeGreaterThan(0);
    const keys = (rows: { dedupKey: string; priority: string }[]) =>
      rows.map((row) => `${row.dedupKey} ${row.priority}`).sort();
    expect(keys(stored)).toEqual(keys(expected));
  });

  it('is not seeded twice', async () => {
    await server.close();
    server = await startServerIn(dataDir, {
      now: NOW,
      clock: () => NOW,
      seedShipments: COUNT,
      removeOnClose: false,
    });
    const ops = await operator(server.url);
    const page = await ops.collection('shipments_air').getList(1, 1, {
      filter: `company = "${LARGE_DEMO.companyId}"`,
    });
    expect(page.totalItems).toBe(COUNT / 3);
  });
});

describe('SEED_SHIPMENTS', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['100000', 100000],
  ])('reads %j as %d', (value, count) => {
    expect(readConfig({ SEED_SHIPMENTS: value }).seedShipments).toBe(count);
  });

  it.each(['-1', '1.5', 'many'])('refuses %j', (value) => {
    expect(() => readConfig({ SEED_SHIPMENTS: value })).toThrow(/Invalid SEED_SHIPMENTS/);
  });
});
