import type { Page } from '@playwright/test';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, seriousAxeViolations, test } from './fixtures.ts';
import { createRestartableServer, type RestartableServer } from './restartable-server.ts';
import { shoot, takesScreenshots } from './screenshots.ts';
import { operatorSdk } from './sdk-clients.ts';
import { signedInSession, storeSession } from './signed-in-sessions.ts';
import { sidebarScreens } from './offline-copy.ts';
import { LOADED, patient } from './patience.ts';

// Decision 035: the dashboard's service worker keeps the app, so with the server down a reload,
// a new tab and every screen of the sidebar open (data from the browser's copy, as before); the
// offline badge follows the realtime link; work queued offline goes out when the server is
// back; and a new deployment is offered, never forced.

const STAFF = 'staff@golfo.test';
const GOLFO = 'rmbcompanygolfo';
const PAGE_FAILED = 'No se pudo cargar la página.';
const WEB_DIST = path.resolve(import.meta.dirname, '..', process.env.WEB_DIST ?? 'apps/web/dist');
// The realtime link's drop is read once a second and the server checked at once (decision 035).
const BADGE_AFTER_DROP_MS = patient(5_000);

test.describe('the dashboard kept by its service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  // Two server starts (migrations, demo seed) on a busy CI machine, as in data-layer.spec.ts.
  test.describe.configure({ timeout: patient(120_000) });
  let server: RestartableServer;
  let webDist: string;

  test.beforeAll(async () => {
    // A copy of the build, so that the test can deploy a new version into it.
    webDist = mkdtempSync(path.join(tmpdir(), 'rumbo-e2e-web-'));
    cpSync(WEB_DIST, webDist, { recursive: true });
    server = await createRestartableServer({ webDist });
    await server.start();
  });

  test.afterAll(async () => {
    await server.dispose();
    rmSync(webDist, { recursive: true, force: true });
  });

  test('with the server down it opens, moves and queues; the queue goes out when it is back; a new version is offered', async ({
    page,
    context,
  }) => {
    // Documents answered from the worker's cache keep the policy they were fetched with.
    const violations: string[] = [];
    context.on('console', (message) => {
      if (/Refused to|Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    });
    await storeSession(page, server.url, await signedInSession(server.url, STAFF));
    await page.goto(`${server.url}/dashboard/shipments/ocean`);
    const rows = page
      .getByRole('grid', { name: 'Ocean shipments' })
      .locator('[role=row][data-index]');
    await expect(rows.first()).toBeVisible(LOADED);
    await expect.poll(() => isControlled(page), LOADED).toBe(true);
    await expect.poll(() => hasLocalCopy(page, 'shipments_ocean'), LOADED).toBe(true);
    const shipment = await (
      await operatorSdk(server.url)
    )
      .collection('shipments_ocean')
      .getFirstListItem(`company = "${GOLFO}"`, { sort: '-created' });

    // The server goes away while the user only looks at the list.
    await server.stop();
    const status = page.getByRole('status', { name: 'Sync status' });
    await expect(status).toContainText('Offline', { timeout: BADGE_AFTER_DROP_MS });

    await page.reload();
    await expect(rows.first()).toBeVisible(LOADED);
    await expect(status).toContainText('Offline');

    const tab = await context.newPage();
    await tab.goto(`${server.url}/dashboard`);
    await expect(tab.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible(LOADED);
    const sidebar = tab.getByRole('navigation', { name: 'Dashboard navigation' });
    // Every screen of the sidebar; Site Demo opens the tracking demo in a tab of its own.
    const names = await sidebarScreens(sidebar);
    expect(names.length).toBeGreaterThanOrEqual(7);
    for (const name of names) {
      await sidebar.getByRole('link', { name, exact: true }).click();
      await expect(tab.getByRole('heading', { level: 1 }).first()).toBeVisible(LOADED);
      await expect(tab.getByText(PAGE_FAILED), name).toHaveCount(0);
    }
    await tab.close();

    // A change made offline is kept in this browser and shown as pending...
    const booking = `BK-OFFLINE-${Date.now()}`;
    await saveBookingOffline(page, shipment, booking);
    await expect(status).toContainText('Offline · 1 pending change');

    // ...and goes out when the server is back, without the user doing anything.
    await server.start();
    await expect(status).toBeHidden({ timeout: patient(20_000) });
    const saved = await (
      await operatorSdk(server.url)
    )
      .collection('shipments_ocean')
      .getOne(shipment.id);
    expect(saved.bookingRef).toBe(booking);

    // A new version is deployed: the dashboard offers it and loads it on Reload.
    deployNewVersion(webDist);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/dashboard');
      await registration?.update();
    });
    const notice = page.getByRole('alert').filter({ hasText: 'A new version of Rumbo is ready' });
    await expect(notice).toBeVisible(LOADED);
    if (takesScreenshots) await shootNotice(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(rows.first()).toBeVisible(LOADED);
    expect(await waitingWorker(page)).toBe(false);
    await expect(notice).toBeHidden();
    expect(violations).toEqual([]);
  });
});

/** The page is served through the dashboard's service worker. */
function isControlled(page: Page): Promise<boolean> {
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

/** The browser's copy (IndexedDB `rumbo-local`) holds the whole list of `collection`. */
function hasLocalCopy(page: Page, collection: string): Promise<boolean> {
  return page.evaluate(
    (key) =>
      new Promise<boolean>((resolve, reject) => {
        const request = indexedDB.open('rumbo-local');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const database = request.result;
          if (!database.objectStoreNames.contains('meta')) return resolve(false);
          const read = database.transaction('meta').objectStore('meta').get(key);
          read.onsuccess = () => {
            database.close();
            resolve(read.result?.value === true);
          };
          read.onerror = () => reject(read.error);
        };
      }),
    `synced:${collection}`,
  );
}

type Shipment = { id: string; shipmentCode?: string; reference?: string; ref?: string };

/**
 * Opens the shipment from the list on screen (the page was loaded with the server down) and
 * saves a new booking number.
 */
async function saveBookingOffline(page: Page, shipment: Shipment, booking: string) {
  await page
    .getByRole('grid', { name: 'Ocean shipments' })
    .locator('[role=row][data-index]', { hasText: String(shipment.shipmentCode) })
    .click();
  const title = `${shipment.shipmentCode} · ${shipment.ref || shipment.reference}`;
  const editor = page.getByRole('dialog', { name: title });
  await expect(editor).toBeVisible(LOADED);
  await editor.getByRole('textbox', { name: 'Booking', exact: true }).fill(booking);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/saved in this browser\./)).toBeVisible(LOADED);
  await editor.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(editor).toBeHidden();
}

/**
 * What a deployment does to the worker: a new script (here the same one, one comment longer,
 * without its pre-compressed copies so that the new text is what the server sends).
 */
function deployNewVersion(webDist: string): void {
  const script = path.join(webDist, 'sw.js');
  rmSync(`${script}.br`, { force: true });
  rmSync(`${script}.gz`, { force: true });
  writeFileSync(script, `// deployed ${Date.now()}\n`, { flag: 'a' });
}

/** The update notice at desktop and phone width, light and dark. */
async function shootNotice(page: Page): Promise<void> {
  const desktop = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const [width, height] of [
    [desktop.width, desktop.height],
    [375, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark']) {
      await setScheme(page, scheme);
      await shoot(page, `update-notice-${width}-${scheme}`);
    }
  }
  await page.setViewportSize(desktop);
}

/** Paints the page in a colour scheme, as the theme switch does, without storing it. */
async function setScheme(page: Page, scheme: string): Promise<void> {
  await page.evaluate((value) => {
    document.documentElement.setAttribute('data-mantine-color-scheme', value);
  }, scheme);
}

function waitingWorker(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/dashboard');
    return Boolean(registration?.waiting);
  });
}
