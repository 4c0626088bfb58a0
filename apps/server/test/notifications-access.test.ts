import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS, DEMO_IDS, NOTIFICATION_ROUTES } from '@rumbo/domain';
import { failureOf } from './api-failure.ts';
import { subscribeLog, QUIET_MS, sleep } from './realtime-fixtures.ts';
import {
  client,
  operator,
  signedIn,
  startTestServer,
  statusOf,
  type TestServer,
} from './test-server.ts';
import { acknowledgeAll, hoursFrom, pageOf, summaryOf } from './notification-fixtures.ts';

// Tenant isolation of the server's notifications (DESIGN §3): a company's users read their
// company's (the collection, the routes and realtime alike), platform admins every company's,
// a company without an active membership none, and nobody writes them.
let server: TestServer;
let golfo: PocketBase; // staff@golfo.test
let golfoSuper: PocketBase; // super@golfo.test, the colleague who saves
let plata: PocketBase; // staff@plata.test
let plataShipment: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.notifications.ready;
  [golfo, golfoSuper, plata] = await Promise.all([
    signedIn(server.url, DEMO_EMAILS.staffGolfo),
    signedIn(server.url, DEMO_EMAILS.superGolfo),
    signedIn(server.url, DEMO_EMAILS.staffPlata),
  ]);
  const overdue = hoursFrom(new Date(), -24 * 9);
  plataShipment = (
    await plata
      .collection('shipments_air')
      .create({ reference: 'PLATA-1', pickupEstimated: overdue })
  ).id;
});

afterAll(async () => {
  await server.close();
});

describe('reading', () => {
  it("a Plata user never sees Golfo's notifications, through the collection or the routes", async () => {
    const rows = await plata.collection('notifications').getFullList();
    expect(rows.map((row) => row.shipmentId)).toContain(plataShipment);
    expect(new Set(rows.map((row) => row.company))).toEqual(new Set([DEMO_IDS.plata]));
    const golfoRow = (await golfo.collection('notifications').getList(1, 1)).items[0]!;
    expect(await statusOf(plata.collection('notifications').getOne(golfoRow.id))).toBe(404);
    const summary = await summaryOf(plata);
    const open = rows.filter((row) => row.status === 'open');
    expect(summary.open).toBe(open.length);
    expect(summary.items.every((item) => item.company === DEMO_IDS.plata)).toBe(true);
    expect(Object.values(summary.overdue).reduce((a, b) => a + b)).toBe(open.length);
    for (const view of ['open', 'ack'] as const) {
      const page = await pageOf(plata, { view, perPage: 500 });
      expect(page.items.every((item) => item.company === DEMO_IDS.plata)).toBe(true);
    }
  });

  it('Golfo users see only Golfo; a platform admin sees both companies', async () => {
    const golfoPage = await pageOf(golfo, { perPage: 500 });
    expect(golfoPage.totalItems).toBeGreaterThan(7);
    expect(new Set(golfoPage.items.map((item) => item.company))).toEqual(new Set([DEMO_IDS.golfo]));
    const admin = await signedIn(server.url, DEMO_EMAILS.admin);
    const adminPage = await pageOf(admin, { perPage: 500 });
    expect(new Set(adminPage.items.map((item) => item.company))).toEqual(
      new Set([DEMO_IDS.golfo, DEMO_IDS.plata]),
    );
    const plataPage = await pageOf(plata, { perPage: 1 });
    expect(adminPage.totalItems).toBe(golfoPage.totalItems + plataPage.totalItems);
  });

  it('a company whose membership ended, and guests, get none', async () => {
    const vencida = await signedIn(server.url, DEMO_EMAILS.staffVencida);
    expect(await vencida.collection('notifications').getFullList()).toEqual([]);
    expect((await summaryOf(vencida)).open).toBe(0);
    const guest = client(server.url);
    expect(await guest.collection('notifications').getFullList()).toEqual([]);
    expect(await statusOf(guest.send(NOTIFICATION_ROUTES.summary, {}))).toBe(401);
    expect(await statusOf(guest.send(NOTIFICATION_ROUTES.page, {}))).toBe(401);
  });

  it('refuses filters it does not know, naming them', async () => {
    const failure = await failureOf(
      golfo.send(NOTIFICATION_ROUTES.page, { query: { priority: 'soon', page: '0' } }),
    );
    expect(failure.status).toBe(400);
    expect(Object.keys(failure.body.data).sort()).toEqual(['page', 'priority']);
  });
});

describe('writing', () => {
  it('a Plata user can write no notification, and marks as seen only their own', async () => {
    const golfoRow = (await golfo.collection('notifications').getList(1, 1)).items[0]!;
    expect(await statusOf(plata.collection('notifications').update(golfoRow.id, {}))).toBe(403);
    expect(await statusOf(plata.collection('notifications').delete(golfoRow.id))).toBe(403);
    const before = await summaryOf(golfo);
    const plataOpen = (await summaryOf(plata)).open;
    expect(plataOpen).toBeGreaterThan(0);
    expect(await acknowledgeAll(plata)).toEqual({ acknowledged: plataOpen });
    expect((await summaryOf(golfo)).open).toBe(before.open);
    expect((await summaryOf(plata)).open).toBe(0);
    const ops = await operator(server.url);
    expect(await statusOf(acknowledgeAll(ops))).toBe(403);
  });
});

describe('realtime', () => {
  it("a subscriber hears a colleague's save make a milestone overdue; another company hears nothing", async () => {
    const heard = await subscribeLog(golfo, 'notifications', '*');
    const plataHeard = await subscribeLog(plata, 'notifications', '*');
    const { id } = await golfoSuper.collection('shipments_land').create({
      ref: 'LIVE-1',
      pickupEta: hoursFrom(new Date(), 24 * 3),
    });
    await golfoSuper.collection('shipments_land').update(id, {
      pickupEta: hoursFrom(new Date(), -24 * 5),
    });
    const event = await heard.waitFor((e) => e.record.shipmentId === id, 'the new notification');
    expect(event.action).toBe('create');
    expect(event.record).toMatchObject({ company: DEMO_IDS.golfo, status: 'open', mode: 'land' });
    await golfoSuper.collection('shipments_land').delete(id);
    await heard.waitFor((e) => e.action === 'delete' && e.record.shipmentId === id, 'its removal');
    await sleep(QUIET_MS);
    expect(plataHeard.events).toEqual([]);
  });
});
