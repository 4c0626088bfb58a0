import pg from 'pg';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS, DEMO_IDS } from '@rumbo/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  client,
  operator,
  signedIn,
  startTestServer,
  statusOf,
  type TestServer,
} from './test-server.ts';
import { ON_POSTGRES } from './test-engine.ts';
import { startSecondInstance, type SecondInstance } from './second-instance.ts';
import { shipmentReads, warm } from './kept-fixtures.ts';

// On PostgreSQL each request reads the database's snapshot once, and what an instance keeps
// (the caller, compiled SELECTs, records' JSON) serves only while the snapshot is unchanged
// (decision 070). A change made through another instance, or by another program straight in
// the database, is seen by the very next request of this one, also under racing reads.
const OCEAN = 'shipments_ocean';
/** A company no one belongs to: moving a shipment there clashes with no other's code. */
const NO_COMPANY = 'rmbnocompany000';

describe.runIf(ON_POSTGRES)('what an instance keeps never outlives a change made elsewhere', () => {
  let a: TestServer;
  let b: SecondInstance;
  let opsA: PocketBase;
  let other: pg.Client;
  let id: string;

  beforeAll(async () => {
    a = await startTestServer();
    b = await startSecondInstance(a.databaseUrl!);
    opsA = await operator(a.url);
    other = new pg.Client({ connectionString: a.databaseUrl });
    await other.connect();
    const page = await opsA
      .collection(OCEAN)
      .getList(1, 1, { filter: `company = "${DEMO_IDS.golfo}"`, skipTotal: true });
    id = page.items[0]!.id;
  });

  afterAll(async () => {
    await other?.end();
    await b?.stop();
    await a?.close();
  });

  it('a record edited through the other instance reads edited at once', async () => {
    const staffB = await signedIn(b.url, DEMO_EMAILS.staffGolfo);
    const { view, list } = shipmentReads(staffB, id);
    await warm(() => Promise.all([view(), list()]));
    for (let round = 1; round <= 3; round++) {
      const reference = `ELSEWHERE-${round}-${Date.now()}`;
      const racing = Array.from({ length: 40 }, () => view().then((record) => record.reference));
      await opsA.collection(OCEAN).update(id, { reference });
      const after = await Promise.all(
        Array.from({ length: 20 }, async () => [
          (await view()).reference,
          (await list()).items[0]?.reference,
        ]),
      );
      expect(after.flat().every((seen) => seen === reference)).toBe(true);
      expect((await Promise.all(racing)).every((seen) => typeof seen === 'string')).toBe(true);
    }
  });

  it('a user moved to another company through the other instance loses the first at once', async () => {
    const staffB = await signedIn(b.url, DEMO_EMAILS.staffGolfo);
    const { view } = shipmentReads(staffB, id);
    await warm(view);
    await opsA.collection('users').update(DEMO_IDS.staffGolfo, { company: DEMO_IDS.plata });
    try {
      const after = await Promise.all(Array.from({ length: 40 }, () => statusOf(view())));
      expect(after.every((status) => status === 404)).toBe(true);
    } finally {
      await opsA.collection('users').update(DEMO_IDS.staffGolfo, { company: DEMO_IDS.golfo });
    }
    expect((await view()).id).toBe(id);
  });

  it('a change written straight into the database by another program is seen at once', async () => {
    const staffB = await signedIn(b.url, DEMO_EMAILS.staffGolfo);
    const { view } = shipmentReads(staffB, id);
    await warm(view);
    await other.query(`UPDATE "${OCEAN}" SET "reference" = $1 WHERE "id" = $2`, ['SQL-EDIT', id]);
    expect((await view()).reference).toBe('SQL-EDIT');
    await other.query(`UPDATE "${OCEAN}" SET "company" = $1 WHERE "id" = $2`, [NO_COMPANY, id]);
    expect(await statusOf(view())).toBe(404);
    await other.query(`UPDATE "${OCEAN}" SET "company" = $1 WHERE "id" = $2`, [DEMO_IDS.golfo, id]);
    expect((await view()).id).toBe(id);
  });

  it('a collection created after start is counted too: its records read edited at once', async () => {
    await opsA.collections.create({
      name: 'kept_notes',
      type: 'base',
      schema: [{ name: 'text', type: 'text' }],
      listRule: '',
      viewRule: '',
    });
    const note = await opsA.collection('kept_notes').create({ text: 'first' });
    const guestB = client(b.url);
    const view = () => guestB.collection('kept_notes').getOne(note.id);
    // The other instance learns of the new collection within a second (config-version.ts).
    await vi.waitFor(view, { timeout: 3_000, interval: 50 });
    await warm(view);
    await opsA.collection('kept_notes').update(note.id, { text: 'second' });
    expect((await view()).text).toBe('second');
    await other.query(`UPDATE "kept_notes" SET "text" = 'third' WHERE "id" = $1`, [note.id]);
    expect((await view()).text).toBe('third');
  });
});
