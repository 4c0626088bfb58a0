import type { Page } from '@playwright/test';
import { expect, submitLogin, test } from './fixtures.ts';
import { createRestartableServer, type RestartableServer } from './restartable-server.ts';
import { sidebarScreens } from './offline-copy.ts';
import { LOADED, patient } from './patience.ts';

// Decision 035: a tab that signed in at the login page, on a browser that never ran the
// dashboard, opens every screen of the sidebar after the server went away, without ever being
// reloaded. A browser hands a page only to a worker whose scope holds the address the page was
// opened at (/login here, never the dashboard worker's /dashboard): the login page's helper
// worker takes the tab and hands it the dashboard worker's copies. A screen whose code cannot
// be had shows the error view, which goes with the next route; its next visit tries again.

const STAFF = 'staff@golfo.test';
const PAGE_FAILED = 'No se pudo cargar la página.';

test.describe('a dashboard tab opened today, on a browser that never ran it', () => {
  test.use({ serviceWorkers: 'allow' });
  // A server start (migrations, demo seed) and the worker's first install of the whole app.
  test.describe.configure({ timeout: patient(120_000) });
  let server: RestartableServer;

  test.beforeAll(async () => {
    server = await createRestartableServer();
    await server.start();
  });

  test.afterAll(async () => {
    await server.dispose();
  });

  test('signed in at the login page, it opens every screen once the server is gone, never reloaded', async ({
    page,
  }) => {
    // A fresh browser context: no worker, no cache, no stored session.
    await page.goto(`${server.url}/login`);
    const loadedAt = await documentStart(page);
    await submitLogin(page, { email: STAFF });
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible(LOADED);
    const sidebar = page.getByRole('navigation', { name: 'Dashboard navigation' });
    await sidebar.getByRole('link', { name: 'Ocean', exact: true }).click();
    const rows = page
      .getByRole('grid', { name: 'Ocean shipments' })
      .locator('[role=row][data-index]');
    await expect(rows.first()).toBeVisible(LOADED);
    // The dashboard worker has the whole app (its first install is done), and a worker serves
    // this tab: the login page's helper, as the tab was opened at /login.
    await expect.poll(() => keptAppState(page), LOADED).toBe('activated');
    await expect.poll(() => isControlled(page), LOADED).toBe(true);
    // One screen's code is not in the copy (as when the worker could not fetch it).
    expect(await dropKeptChunk(page, /\/assets\/dashboard-reports-[^/]+\.js$/)).toBe(1);
    expect(await documentStart(page)).toBe(loadedAt);

    await server.stop();
    await expect(page.getByRole('status', { name: 'Sync status' })).toContainText('Offline', {
      timeout: patient(5_000),
    });
    const names = await sidebarScreens(sidebar);
    expect(names).toEqual(expect.arrayContaining(['Air', 'Land', 'Partners', 'Reports']));
    // Reports last but one, so that the screen after it shows that the error view goes.
    const walk = [...names.filter((name) => name !== 'Reports' && name !== 'Ocean'), 'Reports'];
    for (const name of walk) {
      await sidebar.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard/);
      if (name === 'Reports') {
        await expect(page.getByRole('heading', { name: PAGE_FAILED }), name).toBeVisible(LOADED);
        continue;
      }
      await expect(page.getByRole('heading', { level: 1 }).first(), name).toBeVisible(LOADED);
      await expect(page.getByText(PAGE_FAILED), name).toHaveCount(0);
    }
    await sidebar.getByRole('link', { name: 'Ocean', exact: true }).click();
    await expect(rows.first()).toBeVisible(LOADED);
    await expect(page.getByText(PAGE_FAILED)).toHaveCount(0);

    // The server is back: the screen that failed loads on its next visit, still no reload.
    await server.start();
    await sidebar.getByRole('link', { name: 'Reports', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible(LOADED);
    await expect(page.getByText(PAGE_FAILED)).toHaveCount(0);
    expect(await documentStart(page)).toBe(loadedAt);
  });
});

/** When this document started loading: the same value means the tab was never reloaded. */
function documentStart(page: Page): Promise<number> {
  return page.evaluate(() => performance.timeOrigin);
}

/** The state of the dashboard worker's active version ('activated' once it keeps the app). */
function keptAppState(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/dashboard');
    return registration?.active?.state;
  });
}

/** Some service worker serves this page's requests. */
function isControlled(page: Page): Promise<boolean> {
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

/** Deletes the kept copies whose address matches `pattern`; how many there were. */
function dropKeptChunk(page: Page, pattern: RegExp): Promise<number> {
  return page.evaluate(async (source) => {
    const matches = new RegExp(source);
    let dropped = 0;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        if (matches.test(new URL(request.url).pathname) && (await cache.delete(request)))
          dropped += 1;
    }
    return dropped;
  }, pattern.source);
}
