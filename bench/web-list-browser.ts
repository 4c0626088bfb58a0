import type { Browser, Page } from 'playwright-core';
import type { BenchTenant } from './web-list-seed.ts';

export type ListTimings = {
  /** Navigation start → first list rows painted, one per page load (ms). */
  firstRowsMs: number[];
  /** Navigation start → the whole list in (count "N of N" for all N, no progress), per load (ms). */
  wholeListMs: number[];
  /** Keydown in the list's search box → the next frame after the list updated (ms). */
  keystrokeMs: number[];
  /** The list's own count line once loaded, e.g. "10000 of 10000 shipments". */
  countText: string;
  /** The last load's list requests: bytes on the wire and bytes of JSON they decoded to. */
  transfer: { requests: number; encodedBytes: number; decodedBytes: number };
};

// A query that narrows the list key by key, then widens it again back to everything.
const QUERY = 'po-1099';
const KEYSTROKES = [...QUERY.split(''), ...QUERY.split('').map(() => 'Backspace')];
const TYPING_ROUNDS = 3;
// About a fast typist's pace; the URL write (debounced) happens while typing, as in real use.
const BETWEEN_KEYS_MS = 120;
const LOAD_TIMEOUT_MS = 180_000;

/**
 * Signs in as the tenant's user and measures its ocean list: `loads` full page loads (time to
 * first rows), then keystrokes in the list's search box. The page records the times itself
 * (performance.now, requestAnimationFrame), so the automation's round trips are not counted.
 */
export async function measureOceanList(
  browser: Browser,
  { baseUrl, tenant, loads, size }: MeasureInput,
): Promise<ListTimings> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript({ content: recordLoadTimes(size) });
    const page = await context.newPage();
    await signIn(page, baseUrl, tenant);
    const firstRowsMs: number[] = [];
    const wholeListMs: number[] = [];
    for (let load = 0; load < loads; load++) {
      await page.goto(`${baseUrl}/dashboard/shipments/ocean`);
      firstRowsMs.push(await pageTime(page, 'firstRowsAt'));
      wholeListMs.push(await pageTime(page, 'wholeListAt'));
    }
    const countText = await page.getByRole('status').filter({ hasText: / of / }).innerText();
    const transfer = (await page.evaluate(LIST_TRANSFER)) as ListTimings['transfer'];
    const keystrokeMs = await measureKeystrokes(page);
    return { firstRowsMs, wholeListMs, keystrokeMs, countText, transfer };
  } finally {
    await context.close();
  }
}

type MeasureInput = {
  baseUrl: string;
  tenant: BenchTenant;
  loads: number;
  /** Shipments the tenant has: the list is whole once it counts all of them. */
  size: number;
};

async function pageTime(page: Page, mark: 'firstRowsAt' | 'wholeListAt'): Promise<number> {
  const handle = await page.waitForFunction(`window.__bench.${mark}`, null, {
    timeout: LOAD_TIMEOUT_MS,
    polling: 50,
  });
  return Number(await handle.jsonValue());
}

async function signIn(page: Page, baseUrl: string, tenant: BenchTenant): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(tenant.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(tenant.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
}

async function measureKeystrokes(page: Page): Promise<number[]> {
  const box = page.getByRole('searchbox', { name: 'Search this list' });
  await box.focus();
  await page.evaluate(RECORD_KEYSTROKES);
  for (let round = 0; round < TYPING_ROUNDS; round++) {
    for (const key of KEYSTROKES) {
      const before = Number(await page.evaluate('window.__bench.keystrokes.length'));
      await box.press(key);
      await page.waitForFunction(`window.__bench.keystrokes.length > ${before}`, null, {
        polling: 'raf',
      });
      await page.waitForTimeout(BETWEEN_KEYS_MS);
    }
  }
  return (await page.evaluate('window.__bench.keystrokes')) as number[];
}

// The page's side is plain script text: functions compiled here may carry helpers of the
// TypeScript runner that do not exist in the page.

/**
 * Before the page's scripts: the times the first list row is painted and the whole list is in
 * (its count line says "size of size" and no loading progress is left), from navigation start.
 */
function recordLoadTimes(size: number): string {
  return `
  window.__bench = { firstRowsAt: null, wholeListAt: null, keystrokes: [] };
  const whole = ${JSON.stringify(`${size} of ${size} shipment`)};
  let rowsSeen = false;
  const painted = (mark) =>
    requestAnimationFrame(() => setTimeout(() => { window.__bench[mark] = performance.now(); }));
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[role=row][data-index]')) return;
    if (!rowsSeen) painted('firstRowsAt');
    rowsSeen = true;
    const count = [...document.querySelectorAll('[role=status]')].some((status) =>
      status.textContent.startsWith(whole),
    );
    if (!count || document.querySelector('[role=progressbar]')) return;
    observer.disconnect();
    painted('wholeListAt');
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
`;
}

/** What the ocean list's record requests of this page load moved, from Resource Timing. */
const LIST_TRANSFER = `(() => {
  const lists = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes('/api/collections/shipments_ocean/records'));
  return {
    requests: lists.length,
    encodedBytes: lists.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    decodedBytes: lists.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
  };
})()`;

/**
 * For each keydown in the focused search box, the time until the task after the next frame.
 * React applies a typed key within the input event, so that frame shows the updated list.
 */
const RECORD_KEYSTROKES = `(() => {
  const box = document.activeElement;
  let keyDownAt = null;
  box.addEventListener('keydown', (event) => { keyDownAt = event.timeStamp; }, true);
  box.addEventListener('input', () => {
    const start = keyDownAt;
    keyDownAt = null;
    if (start === null) return;
    requestAnimationFrame(() =>
      setTimeout(() => window.__bench.keystrokes.push(performance.now() - start)),
    );
  });
})()`;
