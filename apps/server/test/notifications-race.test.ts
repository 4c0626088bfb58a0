import { afterAll, beforeAll, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import {
  DEMO_EMAILS,
  nextNotificationChange,
  reconcileNotifications,
  type ShipmentRecord,
} from '@rumbo/domain';
import { operator, signedIn, startTestServer, type TestServer } from './test-server.ts';
import { hoursFrom, notificationsOf, TestClock } from './notification-fixtures.ts';

// Concurrent saves of the same shipments (two colleagues, two tabs) each bring the notifications
// in line inside their own write, so whatever order they land in, the notifications and the
// schedule end up matching the shipments as finally stored.
const clock = new TestClock();
let server: TestServer;
let ops: PocketBase;
let writers: PocketBase[];

beforeAll(async () => {
  server = await startTestServer({ clock: clock.now });
  await server.notifications.ready;
  ops = await operator(server.url);
  writers = await Promise.all(
    [DEMO_EMAILS.staffGolfo, DEMO_EMAILS.superGolfo].map((email) => signedIn(server.url, email)),
  );
});

afterAll(async () => {
  await server.close();
});

/** What a shipment's live notifications must be: the domain's, over the row as stored. */
async function expectInLine(id: string): Promise<void> {
  const record = await ops.collection('shipments_air').getOne(id);
  const shipment = { ...record, mode: 'air' } as ShipmentRecord;
  const derived = reconcileNotifications({ existing: [], shipments: [shipment], now: clock.now() });
  const live = (await notificationsOf(ops, id)).filter((row) => row.status === 'open');
  expect(live.map((row) => [row.dedupKey, row.priority])).toEqual(
    derived.map((n) => [n.dedupKey, n.priority]),
  );
  const next = nextNotificationChange({ shipment, now: clock.now() });
  const checks = await ops
    .collection('notification_schedule')
    .getFullList({ filter: `shipmentId = "${id}"` });
  expect(checks.map((check) => check.checkAt)).toEqual(
    next ? [next.toISOString().replace('T', ' ')] : [],
  );
}

it('a race of updates leaves the notifications matching the final rows', async () => {
  const ids = await Promise.all(
    [1, 2, 3].map(
      async (n) =>
        (await writers[0]!.collection('shipments_air').create({ reference: `RACE-${n}` })).id,
    ),
  );
  const edits = [
    { pickupEstimated: hoursFrom(clock.now(), -24 * 6) },
    { pickupEstimated: hoursFrom(clock.now(), -24 * 3), pickupActual: '' },
    { pickupActual: hoursFrom(clock.now(), -2) },
    { airportDepartureEstimated: hoursFrom(clock.now(), -24 * 4), status: 'Cancelado' },
    { status: 'In progress', deliveryEstimated: hoursFrom(clock.now(), 5) },
    { airportArrivalEstimated: hoursFrom(clock.now(), -30), pickupActual: '' },
    { reference: 'RACE-RENAMED', pickupEstimated: hoursFrom(clock.now(), -24 * 10) },
  ];
  for (let round = 0; round < 4; round++) {
    await Promise.all(
      ids.flatMap((id, shipment) =>
        edits.map((edit, index) =>
          writers[(index + shipment + round) % 2]!.collection('shipments_air').update(
            id,
            edits[(index + round) % edits.length]!,
          ),
        ),
      ),
    );
    for (const id of ids) await expectInLine(id);
  }
});

it('a delete racing updates leaves no notification or check of the shipment', async () => {
  const { id } = await writers[0]!.collection('shipments_air').create({
    pickupEstimated: hoursFrom(clock.now(), -24 * 6),
    deliveryEstimated: hoursFrom(clock.now(), 24),
  });
  const updates = [1, 2, 3, 4].map((n) =>
    writers[n % 2]!.collection('shipments_air')
      .update(id, { airportDepartureEstimated: hoursFrom(clock.now(), -24 * n) })
      .catch(() => undefined),
  );
  await Promise.all([...updates, writers[1]!.collection('shipments_air').delete(id)]);
  expect(await notificationsOf(ops, id)).toEqual([]);
  expect(
    await ops.collection('notification_schedule').getFullList({ filter: `shipmentId = "${id}"` }),
  ).toEqual([]);
});
