import path from 'node:path';
import Database from 'better-sqlite3';
import { DEMO_EMAILS, DEMO_IDS } from '@rumbo/domain';
import { describe, expect, it } from 'vitest';
import { serverWithOperator, signedIn, statusOf } from './test-server.ts';
import { ON_POSTGRES } from './test-engine.ts';
import { shipmentReads, warm } from './kept-fixtures.ts';

// What a read keeps between requests while the database is unchanged (decision 070): compiled
// SELECTs, records' JSON and their sizes. A change, time passing under a rule that reads `@now`,
// and a rule that reads the request itself must each be seen by the very next request, as if
// nothing were kept, on either engine.
const state = serverWithOperator();

const OCEAN = 'shipments_ocean';
/** A company no one belongs to: moving a shipment there clashes with no other's code. */
const NO_COMPANY = 'rmbnocompany000';

async function golfoShipmentIds(count: number): Promise<string[]> {
  const page = await state.ops
    .collection(OCEAN)
    .getList(1, count, { filter: `company = "${DEMO_IDS.golfo}"`, sort: 'id', skipTotal: true });
  return page.items.map((item) => item.id);
}

describe('what the server keeps of a read never outlives a change', () => {
  it('an edited record reads edited at once, in a view and in a list, also under racing reads', async () => {
    const staff = await signedIn(state.server.url, DEMO_EMAILS.staffGolfo);
    const [id] = await golfoShipmentIds(1);
    const { view, list } = shipmentReads(staff, id!);
    await warm(() => Promise.all([view(), list()]));
    for (let round = 1; round <= 3; round++) {
      const reference = `KEPT-${round}-${Date.now()}`;
      const racing = Array.from({ length: 40 }, () => view().then((record) => record.reference));
      await state.ops.collection(OCEAN).update(id!, { reference });
      const after = await Promise.all(
        Array.from({ length: 20 }, async () => [
          (await view()).reference,
          (await list()).items[0]?.reference,
        ]),
      );
      expect(after.flat().every((seen) => seen === reference)).toBe(true);
      // A racing read sees the record before or after the change, never anything else.
      const seen = new Set(await Promise.all(racing));
      expect([...seen].every((value) => typeof value === 'string' && value !== '')).toBe(true);
    }
  });

  it('one kept view serves each id its own record, and never another company’s', async () => {
    const staff = await signedIn(state.server.url, DEMO_EMAILS.staffGolfo);
    const ids = await golfoShipmentIds(5);
    await warm(() => staff.collection(OCEAN).getOne(ids[0]!));
    const records = await Promise.all(ids.map((id) => staff.collection(OCEAN).getOne(id)));
    expect(records.map((record) => record.id)).toEqual(ids);
    const plata = await state.ops
      .collection(OCEAN)
      .getList(1, 1, { filter: `company = "${DEMO_IDS.plata}"`, skipTotal: true });
    expect(await statusOf(staff.collection(OCEAN).getOne(plata.items[0]!.id))).toBe(404);
  });

  it('a membership that ends while nothing is written closes the company data when it ends', async () => {
    const staff = await signedIn(state.server.url, DEMO_EMAILS.superGolfo);
    const [id] = await golfoShipmentIds(1);
    const company = await state.ops.collection('companies').getOne(DEMO_IDS.golfo);
    const endsAt = new Date(Date.now() + 2_500).toISOString().replace('T', ' ');
    await state.ops.collection('companies').update(DEMO_IDS.golfo, { membershipEndAt: endsAt });
    try {
      const list = () => staff.collection(OCEAN).getList(1, 5, { skipTotal: true });
      const view = () => staff.collection(OCEAN).getOne(id!);
      await warm(() => Promise.all([list(), view()]));
      expect((await list()).items.length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, Date.parse(endsAt) - Date.now() + 300));
      expect((await list()).items).toHaveLength(0);
      expect(await statusOf(view())).toBe(404);
    } finally {
      await state.ops
        .collection('companies')
        .update(DEMO_IDS.golfo, { membershipEndAt: company.membershipEndAt });
    }
  });

  it('a rule that reads the request is judged on each request', async () => {
    await state.ops.collections.create({
      name: 'kept_probe',
      type: 'base',
      schema: [{ name: 'title', type: 'text' }],
      listRule: '@request.headers.x_probe = "open" || @request.query.probe = "open"',
      viewRule: '@request.headers.x_probe = "open" || @request.query.probe = "open"',
    });
    const record = await state.ops.collection('kept_probe').create({ title: 'probe' });
    const staff = await signedIn(state.server.url, DEMO_EMAILS.staffGolfo);
    const base = `${state.server.url}/api/collections/kept_probe/records`;
    const read = async (suffix: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${base}${suffix}`, {
        headers: { Authorization: staff.authStore.token, ...headers },
      });
      return response.status === 200 ? ((await response.json()) as { items?: unknown[] }) : null;
    };
    for (let round = 0; round < 3; round++) {
      expect((await read('?probe=open'))!.items).toHaveLength(1);
      expect((await read(''))!.items).toHaveLength(0);
      expect((await read('', { 'X-Probe': 'open' }))!.items).toHaveLength(1);
      expect(await read(`/${record.id}?probe=open`)).not.toBeNull();
      expect(await read(`/${record.id}`)).toBeNull();
    }
  });

  it.skipIf(ON_POSTGRES)(
    'a record changed in the file by another program reads changed at once',
    async () => {
      const staff = await signedIn(state.server.url, DEMO_EMAILS.staffGolfo);
      const [id] = await golfoShipmentIds(1);
      const { view, list } = shipmentReads(staff, id!);
      await warm(() => Promise.all([view(), list()]));
      const other = new Database(path.join(state.server.dataDir, 'data.db'), { timeout: 10_000 });
      try {
        other.prepare(`UPDATE "${OCEAN}" SET "reference" = ? WHERE "id" = ?`).run('HAND-EDIT', id);
        expect((await view()).reference).toBe('HAND-EDIT');
        expect((await list()).items[0]!.reference).toBe('HAND-EDIT');
        other.prepare(`UPDATE "${OCEAN}" SET "company" = ? WHERE "id" = ?`).run(NO_COMPANY, id);
        expect(await statusOf(view())).toBe(404);
        expect((await list()).items).toHaveLength(0);
        other.prepare(`UPDATE "${OCEAN}" SET "company" = ? WHERE "id" = ?`).run(DEMO_IDS.golfo, id);
        expect((await view()).id).toBe(id);
      } finally {
        other.close();
      }
    },
  );
});
