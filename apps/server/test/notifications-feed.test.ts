import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import {
  DEMO_EMAILS,
  DEMO_IDS,
  NOTIFICATION_POPOVER_LIMIT,
  NOTIFICATION_PRIORITIES,
  type NotificationItem,
} from '@rumbo/domain';
import { operator, signedIn, startTestServer, type TestServer } from './test-server.ts';
import { acknowledgeAll, pageOf, summaryOf } from './notification-fixtures.ts';

// One user's notifications as the bell and the notifications page read them
// (docs/decisions/047): open for them, a page at a time, filtered, marked as seen one by one
// (their `notification_states`, as the web app writes them) or all at once.
let server: TestServer;
let ops: PocketBase;
let staff: PocketBase;
let colleague: PocketBase;
let allOpen: NotificationItem[];

beforeAll(async () => {
  server = await startTestServer();
  await server.notifications.ready;
  ops = await operator(server.url);
  [staff, colleague] = await Promise.all([
    signedIn(server.url, DEMO_EMAILS.staffGolfo),
    signedIn(server.url, DEMO_EMAILS.superGolfo),
  ]);
  allOpen = (await pageOf(staff, { perPage: 500 })).items;
});

afterAll(async () => {
  await server.close();
});

const keys = (items: readonly NotificationItem[]) => items.map((item) => item.dedupKey);

function markAs(pb: PocketBase, item: NotificationItem, status: 'ack' | 'open') {
  const change = { status, statusChangedAt: new Date().toISOString() };
  if (item.stateId) return pb.collection('notification_states').update(item.stateId, change);
  const { dedupKey, mode, shipmentId, milestone } = item;
  return pb
    .collection('notification_states')
    .create({ user: pb.authStore.model!.id, dedupKey, mode, shipmentId, milestone, ...change });
}

describe('reading', () => {
  it('the summary is the count, its top priority and the first 7 of the page', async () => {
    const summary = await summaryOf(staff);
    expect(allOpen.length).toBeGreaterThan(NOTIFICATION_POPOVER_LIMIT);
    expect(summary.open).toBe(allOpen.length);
    expect(keys(summary.items)).toEqual(keys(allOpen.slice(0, NOTIFICATION_POPOVER_LIMIT)));
    const present = new Set(allOpen.map((item) => item.priority));
    expect(summary.topPriority).toBe(NOTIFICATION_PRIORITIES.find((p) => present.has(p)));
    expect(Object.values(summary.openByPriority).reduce((a, b) => a + b)).toBe(allOpen.length);
    expect(summary.overdue).toEqual(summary.openByPriority);
  });

  it('pages and filters are the same list, cut and filtered', async () => {
    const second = await pageOf(staff, { page: 2, perPage: 5 });
    expect(second).toMatchObject({ page: 2, perPage: 5, totalItems: allOpen.length });
    expect(second.totalPages).toBe(Math.ceil(allOpen.length / 5));
    expect(keys(second.items)).toEqual(keys(allOpen.slice(5, 10)));
    const { mode, priority, milestone } = allOpen[0]!;
    const filtered = await pageOf(staff, { mode, priority, milestone, perPage: 500 });
    expect(keys(filtered.items)).toEqual(
      keys(
        allOpen.filter(
          (n) => n.mode === mode && n.priority === priority && n.milestone === milestone,
        ),
      ),
    );
  });
});

describe('marking as seen', () => {
  it("is the user's own: it leaves their open list for the acknowledged one, and a reopen brings it back", async () => {
    const [first] = allOpen;
    await markAs(staff, first!, 'ack');
    expect((await summaryOf(staff)).open).toBe(allOpen.length - 1);
    expect((await summaryOf(colleague)).open).toBe(allOpen.length);
    const acked = await pageOf(staff, { view: 'ack' });
    expect(acked.items).toHaveLength(1);
    expect(acked.items[0]).toMatchObject({ dedupKey: first!.dedupKey, status: 'ack' });
    // Seen ones still count as overdue for the dashboard home.
    expect((await summaryOf(staff)).overdue).toEqual((await summaryOf(colleague)).overdue);

    await markAs(staff, acked.items[0]!, 'open');
    const reopened = (await pageOf(staff, { perPage: 500 })).items;
    expect(keys(reopened)).toEqual(keys(allOpen));
    expect(reopened[0]!.lastNotifiedAt > first!.lastNotifiedAt).toBe(true);
  });

  it('all at once marks every open one matching the filters, in the company of each', async () => {
    const land = allOpen.filter((n) => n.mode === 'land');
    expect(await acknowledgeAll(colleague, { mode: 'land' })).toEqual({
      acknowledged: land.length,
    });
    const acked = await pageOf(colleague, { view: 'ack', perPage: 500 });
    expect(new Set(keys(acked.items))).toEqual(new Set(keys(land)));
    expect((await summaryOf(colleague)).open).toBe(allOpen.length - land.length);

    const admin = await signedIn(server.url, DEMO_EMAILS.admin);
    const { acknowledged } = await acknowledgeAll(admin, { priority: 'urgent' });
    const states = await ops
      .collection('notification_states')
      .getFullList({ filter: `user = "${DEMO_IDS.admin}"` });
    expect(states).toHaveLength(acknowledged);
    expect(new Set(states.map((state) => state.company))).toContain(DEMO_IDS.golfo);
    expect((await summaryOf(admin)).openByPriority.urgent).toBe(0);
  });
});
