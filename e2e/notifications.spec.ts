import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  DEMO_IDS,
  listOpenNotifications,
  MILESTONE_LABELS,
  NOTIFICATION_POPOVER_LIMIT,
  NOTIFICATION_ROUTES,
  notificationMessage,
  reconcileNotifications,
  SHIPMENT_MODES,
  type NotificationItem,
  type NotificationPage,
  type ShipmentRecord,
} from '@rumbo/domain';
import type PocketBase from 'pocketbase';
import {
  expect,
  expectNoSidewaysScroll,
  seriousAxeViolations,
  test,
  THEME_STORAGE_KEY,
} from './fixtures.ts';
import { workingSetKept } from './offline-copy.ts';
import { stoppableFront } from './restartable-server.ts';
import { shoot, shootVariants } from './screenshots.ts';
import { operatorSdk as operator, signedInSdk } from './sdk-clients.ts';
import { newSignedInSession, signedInSession, storeSession } from './signed-in-sessions.ts';
import { LOADED, patient } from './patience.ts';

// The notifications (SPEC §2 popover, §4 states) as the server keeps them (docs/decisions/047),
// checked against what the domain derives from the server's own shipments. Journeys that mark
// notifications as seen take the states back afterwards, so the other journeys' counts on this
// worker's server stay as seeded.

const STAFF = 'staff@golfo.test';
const SERVER_TEST_TIMEOUT_MS = patient(120_000);
// The first count waits for the server's summary and the dashboard's first requests: on a busy
// two-core machine that can take longer than the default 5 s.

type StoredState = { dedupKey: string; status: string };

async function golfoShipments(pb: PocketBase): Promise<ShipmentRecord[]> {
  const lists = await Promise.all(
    SHIPMENT_MODES.map(async (mode) => {
      const records = await pb.collection(`shipments_${mode}`).getFullList({
        filter: `company = '${DEMO_IDS.golfo}'`,
        sort: '-created',
      });
      return records.map((record) => ({ ...record, mode }) as ShipmentRecord);
    }),
  );
  return lists.flat();
}

async function staffStates(pb: PocketBase): Promise<StoredState[]> {
  const states = await pb.collection('notification_states').getFullList<StoredState>({
    filter: `user = '${DEMO_IDS.staffGolfo}'`,
  });
  return states.map(({ dedupKey, status }) => ({ dedupKey, status }));
}

/**
 * The open notifications of the staff user, in the order the server lists them, once they are
 * what the domain derives from the server's shipments now, minus the user's acks (the server's
 * order itself is checked against the browser's computation in the server tests).
 */
async function expectedOpen(origin: string): Promise<NotificationItem[]> {
  const pb = await operator(origin);
  const staff = await signedInSdk(origin, STAFF);
  const [shipments, states] = await Promise.all([golfoShipments(pb), staffStates(pb)]);
  const seen = new Set(states.filter((s) => s.status === 'ack').map((s) => s.dedupKey));
  const derived = reconcileNotifications({ existing: [], shipments, now: new Date() });
  const keys = listOpenNotifications(derived)
    .filter((n) => !seen.has(n.dedupKey))
    .map((n) => n.dedupKey)
    .sort();
  const { items } = await staff.send<NotificationPage>(NOTIFICATION_ROUTES.page, {
    query: { perPage: 500 },
  });
  expect(items.map((n) => n.dedupKey).sort()).toEqual(keys);
  return items;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(:| unavailable)/ });
const bellName = (count: number) =>
  count === 0 ? 'Notifications: none open' : `Notifications: ${count} open`;
const markSeen = (n: NotificationItem) =>
  `Mark as seen: ${n.reference}, ${MILESTONE_LABELS[n.milestone]}`;
const shipmentUrl = (n: NotificationItem) =>
  `/dashboard/shipments/${n.mode}?open=${n.shipmentId}&milestone=${n.milestone}`;

/** Opens the dashboard at `origin` with this worker's session of the staff user on `server`. */
async function signInAt(page: Page, origin: string, server = origin): Promise<void> {
  await storeSession(page, origin, await signedInSession(server, STAFF));
  await page.goto(`${origin}/dashboard`);
}

/** Takes back every notification state of the staff user: the shared server as seeded. */
async function clearStaffStates(origin: string): Promise<void> {
  const pb = await operator(origin);
  const states = await pb
    .collection('notification_states')
    .getFullList({ filter: `user = '${DEMO_IDS.staffGolfo}'`, fields: 'id' });
  for (const { id } of states) await pb.collection('notification_states').delete(id);
}

test.describe('on the shared server (read only)', () => {
  test('the badge counts what the domain derives; the popover lists up to 7 with the exact texts', async ({
    page,
    signIn,
  }) => {
    await signIn(page, STAFF);
    const open = await expectedOpen(new URL(page.url()).origin);
    expect(open.length).toBeGreaterThan(NOTIFICATION_POPOVER_LIMIT);
    await expect(bell(page)).toHaveAccessibleName(bellName(open.length), LOADED);
    await expect(bell(page)).toContainText(String(open.length));

    await bell(page).click();
    const popover = page.getByRole('dialog', { name: bellName(open.length) });
    const items = popover.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
    await expect(items).toHaveCount(NOTIFICATION_POPOVER_LIMIT);
    for (const [index, notification] of open.slice(0, NOTIFICATION_POPOVER_LIMIT).entries()) {
      const item = items.nth(index);
      await expect(
        item.getByText(notificationMessage(notification.milestone), { exact: true }),
      ).toBeVisible();
      await expect(item).toContainText(notification.reference);
      await expect(item.getByRole('link')).toHaveAttribute('href', shipmentUrl(notification));
    }
    await expect(popover.getByRole('button', { name: 'Mark all as seen' })).toBeEnabled();
    await expect(popover.getByRole('link', { name: 'See more' })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootVariants(page, 'notifications-popover');
    await page.setViewportSize({ width: 1280, height: 720 });

    await items.first().getByRole('link').click();
    await expect(page).toHaveURL(shipmentUrl(open[0]!));
    await expect(popover).toBeHidden();
  });

  test('See more leads to the page, which filters from the URL and its fields', async ({
    page,
    signIn,
  }) => {
    await signIn(page, STAFF);
    const open = await expectedOpen(new URL(page.url()).origin);
    await bell(page).click();
    await page.getByRole('link', { name: 'See more' }).click();
    await expect(page).toHaveURL('/dashboard/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByText(`${open.length} notifications`)).toBeVisible(LOADED);

    await page.goto('/dashboard/notifications?priority=urgent&mode=ocean');
    const urgentOcean = open.filter((n) => n.priority === 'urgent' && n.mode === 'ocean');
    await expect(page.getByLabel('Priority')).toHaveValue('urgent');
    await expect(page.getByLabel('Mode')).toHaveValue('ocean');
    const rows = page.getByRole('table', { name: 'Notifications' }).locator('tbody tr');
    await expect(rows).toHaveCount(Math.min(urgentOcean.length, 30));
    await expect(rows.first()).toContainText(notificationMessage(urgentOcean[0]!.milestone));

    await page.getByLabel('Milestone').selectOption('pickup');
    await expect(page).toHaveURL(/[?&]milestone=pickup(&|$)/);
    const pickups = urgentOcean.filter((n) => n.milestone === 'pickup');
    await expect(rows).toHaveCount(pickups.length);
    for (const [index, notification] of pickups.entries())
      await expect(rows.nth(index).getByRole('link')).toHaveAttribute(
        'href',
        shipmentUrl(notification),
      );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.goto('/dashboard/notifications');
    await expect(page.getByText(`${open.length} notifications`)).toBeVisible(LOADED);
    await shootVariants(page, 'notifications-page');
  });

  test('dark theme: the page and the popover over it pass the accessibility check', async ({
    page,
    signIn,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
    await signIn(page, STAFF, '/dashboard/notifications?status=ack');
    await expect(page.getByText('No acknowledged notifications match these filters.')).toBeVisible(
      LOADED,
    );
    await bell(page).click();
    await expect(page.getByRole('dialog', { name: /^Notifications: / })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('without an active membership the bell is disabled', async ({ page, signIn }) => {
    await signIn(page, 'staff@vencida.test');
    await expect(bell(page)).toHaveAccessibleName('Notifications unavailable');
    await expect(bell(page)).toBeDisabled();
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the drawer's Notifications tab lists them, and an item opens its shipment", async ({
    page,
    signIn,
  }) => {
    await signIn(page, STAFF);
    const open = await expectedOpen(new URL(page.url()).origin);
    await expect(bell(page)).toHaveAccessibleName(bellName(open.length), LOADED);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Dashboard menu' });
    await drawer.getByRole('tab', { name: 'Notifications' }).click();
    const items = drawer.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
    await expect(items).toHaveCount(Math.min(open.length, NOTIFICATION_POPOVER_LIMIT));
    await expect(items.first()).toContainText(notificationMessage(open[0]!.milestone));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await items.first().getByRole('link').click();
    await expect(page).toHaveURL(shipmentUrl(open[0]!));
    await expect(drawer).toBeHidden();
  });

  test('the page shows cards instead of a table', async ({ page, signIn }) => {
    await signIn(page, STAFF, '/dashboard/notifications');
    const cards = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe('marking as seen', () => {
  test.describe.configure({ timeout: SERVER_TEST_TIMEOUT_MS });
  // These journeys write the staff user's states on the shared server: each takes them back.
  test.afterEach(async ({ workerServer }) => {
    await clearStaffStates(workerServer.url);
  });

  test('is stored on the server, survives a reload, follows the user to another browser, can be undone, and can be done for all', async ({
    browser,
    page,
    workerServer: server,
  }) => {
    await signInAt(page, server.url);
    const pb = await operator(server.url);
    const open = await expectedOpen(server.url);
    await expect(bell(page)).toHaveAccessibleName(bellName(open.length), LOADED);

    const first = open[0]!;
    await bell(page).click();
    await page.getByRole('button', { name: markSeen(first) }).click();
    await expect(bell(page)).toHaveAccessibleName(bellName(open.length - 1));
    await expect.poll(() => staffStates(pb)).toEqual([{ dedupKey: first.dedupKey, status: 'ack' }]);
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName(bellName(open.length - 1), LOADED);

    // Signing in elsewhere takes over the session (one device at a time): the state follows.
    const [device, other] = await secondDevice(browser, server.url);
    await expect(bell(other)).toHaveAccessibleName(bellName(open.length - 1), LOADED);
    await other.goto(`${server.url}/dashboard/notifications?status=ack`);
    const row = other.getByRole('table', { name: 'Notifications' }).locator('tbody tr');
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Reopen: ${first.reference}` }).click();
    await expect(bell(other)).toHaveAccessibleName(bellName(open.length));
    await expect
      .poll(() => staffStates(pb))
      .toEqual([{ dedupKey: first.dedupKey, status: 'open' }]);

    await other.goto(`${server.url}/dashboard/notifications?mode=land`);
    const land = open.filter((n) => n.mode === 'land');
    await other.getByRole('button', { name: 'Mark all shown as seen' }).click();
    await expect(other.getByText('No open notifications match these filters.')).toBeVisible();
    await expect(bell(other)).toHaveAccessibleName(bellName(open.length - land.length));
    await expect
      .poll(async () => (await staffStates(pb)).filter((s) => s.status === 'ack').length)
      .toBe(land.length);

    await bell(other).click();
    await other.getByRole('button', { name: 'Mark all as seen' }).click();
    await expect(bell(other)).toHaveAccessibleName(bellName(0));
    await expect(
      other.getByText('No open notifications. Every overdue milestone has its actual date.'),
    ).toBeVisible();
    await expect.poll(async () => (await staffStates(pb)).length).toBe(open.length);
    await device.close();
  });
});

test.describe('offline', () => {
  test.describe.configure({ timeout: SERVER_TEST_TIMEOUT_MS });
  test.afterEach(async ({ workerServer }) => {
    await clearStaffStates(workerServer.url);
  });

  test('an ack made while the server is down is queued and reaches it when it is back', async ({
    page,
    workerServer,
  }) => {
    // This worker's server, behind an address the test stops and starts (restartable-server.ts).
    const server = await stoppableFront(workerServer.url);
    try {
      await server.serveAppFiles(page);
      await signInAt(page, server.url, workerServer.url);
      const open = await expectedOpen(server.url);
      await expect(bell(page)).toHaveAccessibleName(bellName(open.length), LOADED);
      // Offline, the bell counts over the shipments the browser keeps: the copy first.
      await workingSetKept(page);

      await server.stop();
      await bell(page).click();
      await page.getByRole('button', { name: markSeen(open[0]!) }).click();
      await expect(bell(page)).toHaveAccessibleName(bellName(open.length - 1));
      const status = page.getByRole('status', { name: 'Sync status' });
      await expect(status).toContainText('1 pending change');
      // Without the server the popover shows the browser's own computation, and says so.
      await expect(page.getByRole('note')).toHaveText(
        'Offline: these notifications come from the shipments saved in this browser.',
      );
      await shoot(page, 'notifications-offline-popover');

      await server.start();
      await expect(status).toBeHidden({ timeout: patient(30_000) });
      const pb = await operator(server.url);
      await expect
        .poll(() => staffStates(pb))
        .toEqual([{ dedupKey: open[0]!.dedupKey, status: 'ack' }]);
      await expect(bell(page)).toHaveAccessibleName(bellName(open.length - 1));
    } finally {
      await server.dispose();
    }
  });
});

/** Another browser signed in as the login form does (a new session, taking over the first). */
async function secondDevice(browser: Browser, origin: string): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await storeSession(page, origin, await newSignedInSession(origin, STAFF));
  await page.goto(`${origin}/dashboard`);
  return [context, page];
}
