import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import {
  DEMO_EMAILS,
  DEMO_IDS,
  deriveShipmentNotifications,
  milestoneDueAt,
  SHIPMENT_MODES,
  type ShipmentRecord,
} from '@rumbo/domain';
import { startServerIn, temporaryDataDir } from './realtime-fixtures.ts';
import { operator, signedIn, startTestServer, statusOf, type TestServer } from './test-server.ts';
import {
  eventually,
  hoursFrom,
  notificationsOf,
  pageOf,
  summaryOf,
  TestClock,
} from './notification-fixtures.ts';

// Notifications on the server (docs/decisions/047, 048): each shipment write brings its
// notifications in line in the same transaction, and a timer does so as time passes, with the
// domain's rules (SPEC §4, §5, §9). Every expectation is the domain's own derivation of the
// shipment as stored, at the server's clock.
let server: TestServer;
let ops: PocketBase;
let staff: PocketBase;
const clock = new TestClock();

beforeAll(async () => {
  server = await startTestServer({ clock: clock.now, notificationCheckMs: 100 });
  await server.notifications.ready;
  ops = await operator(server.url);
  staff = await signedIn(server.url, DEMO_EMAILS.staffGolfo);
});

afterAll(async () => {
  await server.close();
});

const ocean = () => staff.collection('shipments_ocean');

/** What the domain derives for the shipment as the server stores it, at the server's clock. */
async function expected(id: string) {
  const record = await ops.collection('shipments_ocean').getOne(id);
  const shipment = { ...record, mode: 'ocean' } as ShipmentRecord;
  return deriveShipmentNotifications({ shipment, now: clock.now() }).map((n) => ({
    dedupKey: n.dedupKey,
    milestone: n.milestone,
    priority: n.priority,
    status: 'open',
    dueAt: n.dueAt.replace('T', ' '),
    estimatedAt: n.estimatedAt.replace('T', ' '),
    reference: n.reference,
  }));
}

function shape(rows: Awaited<ReturnType<typeof notificationsOf>>, status?: string) {
  return rows
    .filter((row) => !status || row.status === status)
    .map(({ dedupKey, milestone, priority, status: s, dueAt, estimatedAt, reference }) => ({
      dedupKey,
      milestone,
      priority,
      status: s,
      dueAt,
      estimatedAt,
      reference,
    }));
}

describe('on a shipment write', () => {
  it('a save that leaves milestones overdue creates their notifications, in its company', async () => {
    const { id } = await ocean().create({
      ref: 'NOTIF-WRITE',
      pickupEstimated: hoursFrom(clock.now(), -24 * 10),
      cutOffDocEstimated: hoursFrom(clock.now(), -24 * 4),
      deliveryEstimated: hoursFrom(clock.now(), 24 * 10),
    });
    const rows = await notificationsOf(staff, id);
    expect(shape(rows)).toEqual(await expected(id));
    expect(rows.map((row) => row.milestone)).toEqual(['pickup', 'cutOffDoc']);
    expect(rows.every((row) => row.company === DEMO_IDS.golfo)).toBe(true);

    await ocean().update(id, { ref: 'NOTIF-RENAMED' });
    expect(shape(await notificationsOf(staff, id))).toEqual(await expected(id));
  });

  it('an actual date resolves it; clearing the date again opens a new one', async () => {
    const { id } = await ocean().create({ pickupEstimated: hoursFrom(clock.now(), -24 * 8) });
    const [first] = await notificationsOf(staff, id);
    await ocean().update(id, { pickupActual: hoursFrom(clock.now(), -24 * 7) });
    const [resolved] = await notificationsOf(staff, id);
    expect(resolved).toMatchObject({ id: first!.id, status: 'resolved' });
    expect(resolved!.resolvedAt).not.toBe('');

    await ocean().update(id, { pickupActual: '' });
    const rows = await notificationsOf(staff, id);
    expect(shape(rows)).toEqual(await expected(id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(first!.id);
  });

  it('a moved estimate resolves the old notification and opens one for the new estimate', async () => {
    const { id } = await ocean().create({ pickupEstimated: hoursFrom(clock.now(), -24 * 8) });
    await ocean().update(id, { pickupEstimated: hoursFrom(clock.now(), -24 * 9) });
    const rows = await notificationsOf(staff, id);
    expect(rows.map((row) => row.status).sort()).toEqual(['open', 'resolved']);
    expect(shape(rows, 'open')).toEqual(await expected(id));
  });

  it('cancelling or closing the shipment resolves them', async () => {
    const { id } = await ocean().create({ pickupEstimated: hoursFrom(clock.now(), -24 * 8) });
    await ocean().update(id, { operationalStatus: 'Cancelado' });
    expect((await notificationsOf(staff, id)).map((row) => row.status)).toEqual(['resolved']);
  });

  it('deleting the shipment removes them, and the users still see the rest', async () => {
    const { id } = await ocean().create({ pickupEstimated: hoursFrom(clock.now(), -24 * 8) });
    const before = await summaryOf(staff);
    await ocean().delete(id);
    expect(await notificationsOf(ops, id)).toEqual([]);
    const after = await summaryOf(staff);
    expect(after.open).toBe(before.open - 1);
  });

  it('a seen notification that resolves is resolved for its user too, so a comeback starts open', async () => {
    const { id } = await ocean().create({ pickupEstimated: hoursFrom(clock.now(), -24 * 8) });
    const [row] = await notificationsOf(staff, id);
    const state = await staff.collection('notification_states').create({
      user: DEMO_IDS.staffGolfo,
      dedupKey: row!.dedupKey,
      status: 'ack',
      mode: 'ocean',
      shipmentId: id,
      milestone: 'pickup',
      statusChangedAt: clock.now().toISOString(),
    });
    await ocean().update(id, { pickupActual: hoursFrom(clock.now(), -1) });
    expect((await staff.collection('notification_states').getOne(state.id)).status).toBe(
      'resolved',
    );
    // An ack sent late (an offline replay) for the resolved notification is stored as resolved.
    await staff.collection('notification_states').update(state.id, { status: 'ack' });
    expect((await staff.collection('notification_states').getOne(state.id)).status).toBe(
      'resolved',
    );
    await ocean().update(id, { pickupActual: '' });
    const { items } = await pageOf(staff, { perPage: 500 });
    expect(items.find((item) => item.dedupKey === row!.dedupKey)).toMatchObject({
      status: 'open',
      stateId: state.id,
    });
  });
});

describe('as time passes', () => {
  it('the timer opens a notification when its milestone falls due, and steps its priority up', async () => {
    const estimate = hoursFrom(clock.now(), 2);
    const { id } = await ocean().create({ ref: 'NOTIF-TIMER', pickupEstimated: estimate });
    expect(await notificationsOf(staff, id)).toEqual([]);
    const due = milestoneDueAt(estimate)!;
    const check = await ops
      .collection('notification_schedule')
      .getFirstListItem(`shipmentId = "${id}"`);
    expect(check.checkAt).toBe(due.toISOString().replace('T', ' '));

    clock.set(new Date(due.getTime() + 60_000));
    const [opened] = await eventually(
      () => notificationsOf(staff, id),
      (rows) => rows.length === 1,
    );
    expect(shape([opened!])).toEqual(await expected(id));
    expect(opened!.priority).toBe('low');

    clock.advanceHours(24);
    const [stepped] = await eventually(
      () => notificationsOf(staff, id),
      (rows) => rows[0]?.priority === 'normal',
    );
    expect(shape([stepped!])).toEqual(await expected(id));
    expect(stepped!.lastNotifiedAt > opened!.lastNotifiedAt).toBe(true);
    expect(stepped!.id).toBe(opened!.id);
  });
});

describe('at start', () => {
  it('a server that was down while a milestone fell due, on a database that never had notifications, derives them all', async () => {
    const dataDir = temporaryDataDir();
    const startClock = new TestClock();
    const first = await startServerIn(dataDir, { removeOnClose: false, clock: startClock.now });
    await first.notifications.ready;
    const estimate = hoursFrom(startClock.now(), 2);
    const { id } = await (
      await operator(first.url)
    )
      .collection('shipments_air')
      .create({ company: DEMO_IDS.golfo, pickupEstimated: estimate });
    // As a database from before server-side notifications.
    await first.core.db.run('DELETE FROM "notifications"');
    await first.core.db.run(`DELETE FROM "_params" WHERE "key" = 'notifications.derivedAll'`);
    await first.close();

    startClock.set(new Date(milestoneDueAt(estimate)!.getTime() + 60_000));
    const second = await startServerIn(dataDir, { clock: startClock.now });
    try {
      await second.notifications.ready;
      const pb = await operator(second.url);
      const rows = await pb.collection('notifications').getFullList({
        filter: `company = "${DEMO_IDS.golfo}" && status = "open"`,
      });
      const shipments = (
        await Promise.all(
          SHIPMENT_MODES.map(async (mode) =>
            (
              await pb.collection(`shipments_${mode}`).getFullList({
                filter: `company = "${DEMO_IDS.golfo}"`,
              })
            ).map((record) => ({ ...record, mode }) as ShipmentRecord),
          ),
        )
      ).flat();
      const derived = shipments.flatMap((shipment) =>
        deriveShipmentNotifications({ shipment, now: startClock.now() }),
      );
      expect(rows.map((row) => `${row.dedupKey} ${row.priority}`).sort()).toEqual(
        derived.map((n) => `${n.dedupKey} ${n.priority}`).sort(),
      );
      expect(rows.some((row) => row.shipmentId === id)).toBe(true);
    } finally {
      await second.close();
    }
  });
});

describe('writes', () => {
  it('are refused to everyone but the server, operators included', async () => {
    const [row] = (await staff.collection('notifications').getList(1, 1)).items;
    const plata = await signedIn(server.url, DEMO_EMAILS.staffPlata);
    for (const pb of [staff, plata]) {
      expect(await statusOf(pb.collection('notifications').create({ dedupKey: 'x' }))).toBe(403);
      expect(await statusOf(pb.collection('notifications').delete(row!.id))).toBe(403);
      expect(await statusOf(pb.collection('notification_schedule').getList(1, 1))).toBe(403);
    }
    expect(
      await statusOf(staff.collection('notifications').update(row!.id, { priority: 'low' })),
    ).toBe(403);
    for (const call of [
      () => ops.collection('notifications').create({ company: DEMO_IDS.golfo, dedupKey: 'x' }),
      () => ops.collection('notifications').update(row!.id, { priority: 'low' }),
      () => ops.collection('notifications').delete(row!.id),
      () => ops.collection('notification_schedule').create({}),
    ])
      expect(await statusOf(call())).toBe(403);
  });
});
