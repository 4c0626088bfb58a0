import type { Browser, Page } from 'playwright-core';
import type { BenchTenant } from './web-list-seed.ts';

export type ListTimings = {
  /** Navigation start → first list rows painted, one per page load (ms). */
  firstRowsMs: number[];
  /** Keydown in the list's search box → the next frame after the list updated (ms). */
  keystrokeMs: number[];
  /** The list's own count line once loaded, e.g. "10000 of 10000 shipments". */
  countText: string;
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
  { baseUrl, tenant, loads }: { baseUrl: string; tenant: BenchTenant; loads: number },
): Promise<ListTimings> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript({ content: RECORD_FIRST_ROWS });
    const page = await context.newPage();
    await signIn(page, baseUrl, tenant);
    const firstRowsMs: number[] = [];
    for (let load = 0; load < loads; load++) {
      await page.goto(`${baseUrl}/dashboard/shipments/ocean`);
      const handle = await page.waitForFunction('window.__bench.firstRowsAt', null, {
        timeout: LOAD_TIMEOUT_MS,
        polling: 50,
      });
      firstRowsMs.push(Number(await handle.jsonValue()));
    }
    const countText = await page.getByRole('status').filter({ hasText: / of / }).innerText();
    const keystrokeMs = await measureKeystrokes(page);
    return { firstRowsMs, keystrokeMs, countText };
  } finally {
    await context.close();
  }
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

/** Before the page's scripts: the time the first list row is painted, from navigation start. */
const RECORD_FIRST_ROWS = `
  window.__bench = { firstRowsAt: null, keystrokes: [] };
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[role=row][data-index]')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__bench.firstRowsAt = performance.now(); }));
  });
  observer.observe(document, { childList: true, subtree: true });
`;

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
