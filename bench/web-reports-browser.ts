import type { Browser, Page } from 'playwright-core';
import type { BenchTenant } from './web-list-seed.ts';

export type ReportTimings = {
  /** Navigation start → the Shipments tile shows the whole count, one per page load (ms). */
  fullCountMs: number[];
  /**
   * From the dashboard home with its shipment lists loaded, a click on Reports in the sidebar →
   * the Shipments tile shows the whole count, one per round (ms): how people reach the page.
   */
  inAppMs: number[];
  /** Pointer down on a filter control → the next frame after the tiles changed (ms). */
  filterChangeMs: number[];
  /** The Shipments tile's value once loaded, e.g. "10,000". */
  tileText: string;
  /** The reports route's chunks of the first load: JavaScript bytes on the wire (compressed). */
  firstLoadScriptBytes: number;
};

const LOAD_TIMEOUT_MS = 180_000;
const CHANGE_TIMEOUT_MS = 30_000;
// A filter change is chosen in a drop-down, then the filters are reset: two changes per round.
const FILTER_ROUNDS = 5;
// The first clients of the drop-down, in turn (the bench tenants have about 20).
const CLIENT_CHOICES = 3;
const TILES = '[role=region][aria-label="Key figures"]';

/**
 * Signs in as the tenant's user and measures its reports page: `loads` full page loads (time
 * until the Shipments tile counts every shipment; the first in a fresh browser profile apart
 * from the sign-in, so the reports code and data come from the server), then filter changes
 * (a client chosen in the Client drop-down, then Reset filters). The page records the times
 * itself (performance.now, requestAnimationFrame): the automation's round trips do not count.
 */
export async function measureReports(
  browser: Browser,
  { baseUrl, tenant, loads, size }: MeasureReportsInput,
): Promise<ReportTimings> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript({ content: recordTileTimes(size) });
    const page = await context.newPage();
    await signIn(page, baseUrl, tenant);
    const fullCountMs: number[] = [];
    let firstLoadScriptBytes = 0;
    for (let load = 0; load < loads; load++) {
      await page.goto(`${baseUrl}/dashboard/reports`);
      fullCountMs.push(await pageTime(page));
      if (load === 0) firstLoadScriptBytes = Number(await page.evaluate(SCRIPT_BYTES));
    }
    const tileText = String(await page.evaluate(`window.__bench.tileText`));
    const filterChangeMs = await measureFilterChanges(page);
    const inAppMs: number[] = [];
    for (let round = 0; round < loads; round++) inAppMs.push(await inAppNavigation(page));
    return { fullCountMs, inAppMs, filterChangeMs, tileText, firstLoadScriptBytes };
  } finally {
    await context.close();
  }
}

export type MeasureReportsInput = {
  baseUrl: string;
  tenant: BenchTenant;
  loads: number;
  /** Shipments the tenant has: the page is loaded once its Shipments tile counts them all. */
  size: number;
};

async function pageTime(page: Page): Promise<number> {
  const handle = await page.waitForFunction('window.__bench.fullCountAt', null, {
    timeout: LOAD_TIMEOUT_MS,
    polling: 50,
  });
  return Number(await handle.jsonValue());
}

/** Home first, its lists whole (it is no longer busy), then Reports from the sidebar. */
async function inAppNavigation(page: Page): Promise<number> {
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.waitForSelector('[aria-busy="false"]', { timeout: LOAD_TIMEOUT_MS });
  await page.evaluate('window.__bench.restart()');
  await page.getByRole('link', { name: 'Reports', exact: true }).first().click();
  return pageTime(page);
}

async function signIn(page: Page, baseUrl: string, tenant: BenchTenant): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(tenant.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(tenant.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
}

async function measureFilterChanges(page: Page): Promise<number[]> {
  const filters = page.getByRole('region', { name: 'Report filters' });
  for (let round = 0; round < FILTER_ROUNDS; round++) {
    await filters.getByLabel('Client', { exact: true }).click();
    await changeAndWait(page, () =>
      page
        .getByRole('option')
        .nth(round % CLIENT_CHOICES)
        .click(),
    );
    await changeAndWait(page, () => filters.getByRole('button', { name: 'Reset filters' }).click());
  }
  return (await page.evaluate('window.__bench.changes')) as number[];
}

async function changeAndWait(page: Page, act: () => Promise<void>): Promise<void> {
  const before = Number(await page.evaluate('window.__bench.changes.length'));
  await act();
  await page.waitForFunction(`window.__bench.changes.length > ${before}`, null, {
    timeout: CHANGE_TIMEOUT_MS,
    polling: 'raf',
  });
}

// The page's side is plain script text: functions compiled here may carry helpers of the
// TypeScript runner that do not exist in the page.

/**
 * Before the page's scripts: watches the Shipments tile. The first time it shows `size`
 * (es-MX grouping, as the tile writes it) the time since navigation start is kept; after that,
 * each change of its value is timed from the last pointer down, to the task after the next frame.
 */
function recordTileTimes(size: number): string {
  return `
  window.__bench = { fullCountAt: null, tileText: '', changes: [] };
  const whole = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 }).format(${size});
  let pointerDownAt = null;
  let shown = null;
  // An in-app navigation times the next full count from now instead of from navigation start.
  let startedAt = 0;
  window.__bench.restart = () => {
    shown = null;
    window.__bench.fullCountAt = null;
    startedAt = performance.now();
  };
  addEventListener('pointerdown', (event) => { pointerDownAt = event.timeStamp; }, true);
  const shipmentsTile = () => {
    for (const button of document.querySelectorAll('${TILES} button')) {
      const spans = button.querySelectorAll('span');
      if (spans[0] && spans[0].textContent.trim() === 'Shipments') return spans[1];
    }
    return null;
  };
  const afterPaint = (record) => requestAnimationFrame(() => setTimeout(record));
  new MutationObserver(() => {
    const value = shipmentsTile()?.textContent.trim() ?? null;
    if (value === null || value === shown) return;
    shown = value;
    if (window.__bench.fullCountAt === null) {
      if (value !== whole) return;
      window.__bench.tileText = value;
      afterPaint(() => { window.__bench.fullCountAt = performance.now() - startedAt; });
      return;
    }
    const start = pointerDownAt;
    if (start !== null) afterPaint(() => window.__bench.changes.push(performance.now() - start));
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;
}

/** JavaScript this page load fetched, bytes on the wire (0 for files from the HTTP cache). */
const SCRIPT_BYTES = `performance
  .getEntriesByType('resource')
  .filter((entry) => entry.name.endsWith('.js'))
  .reduce((sum, entry) => sum + entry.transferSize, 0)`;
