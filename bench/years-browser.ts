import type { Browser, CDPSession, Page } from 'playwright-core';
import * as probe from './years-page.ts';

/** A company as the browser part of the years-of-data section measures it. */
export type CompanyUnderTest = {
  baseUrl: string;
  email: string;
  password: string;
  /** Rows of its ocean list (no search, no filter). */
  oceanRows: number;
  /** Whole queries typed in the top bar and sent with Enter, with the ocean rows each finds. */
  topBarQueries: SearchQuery[];
  /** Queries typed key by key in the list's own search box: each prefix with its rows. */
  typedQueries: SearchQuery[][];
};

export type SearchQuery = { text: string; expected: number };

/** Every figure of one company, one entry per sample (ms unless said otherwise). */
export type CompanyFigures = {
  signInToHome: number[];
  /** Bytes on the wire (compressed) from opening the sign-in page to the home's figures. */
  signInBytes: number[];
  bellCount: number[];
  popoverOpen: number[];
  listFirstRows: number[];
  scrollTo5000: number[];
  topBarSearch: number[];
  typedKey: number[];
  reportTiles: number[];
  reportFilter: number[];
  /** JS heap in use after a walk through every screen of the sidebar, after GC (bytes). */
  heapAfterWalk: number;
};

const WAIT_MS = 180_000;
const SCROLL_ROW = 5_000;
const BETWEEN_KEYS_MS = 120;
const FILTER_ROUNDS = 2;

/**
 * Measures the companies in `loads` rounds, each a fresh context per company in turn, so that
 * whatever else the machine does at a moment (a background pass, the engine's own upkeep) falls
 * on both alike; then a walk through every screen for each company's heap.
 */
export async function measureCompanies(
  browser: Browser,
  companies: readonly CompanyUnderTest[],
  loads: number,
): Promise<CompanyFigures[]> {
  const figures = companies.map(emptyFigures);
  for (let load = 0; load < loads; load++)
    for (const [index, company] of companies.entries())
      await withPage(browser, async (page, cdp) => {
        const own = figures[index]!;
        await signIn(page, cdp, company, own);
        await bell(page, company, own);
        await oceanList(page, company, own);
        await topBarSearch(page, company, own);
        await typedSearch(page, company, own);
        await reports(page, company, own);
      });
  for (const [index, company] of companies.entries())
    await withPage(browser, async (page, cdp) => {
      await signIn(page, cdp, company, null);
      figures[index]!.heapAfterWalk = await walkEveryScreen(page, cdp);
    });
  return figures;
}

function emptyFigures(): CompanyFigures {
  return {
    signInToHome: [],
    signInBytes: [],
    bellCount: [],
    popoverOpen: [],
    listFirstRows: [],
    scrollTo5000: [],
    topBarSearch: [],
    typedKey: [],
    reportTiles: [],
    reportFilter: [],
    heapAfterWalk: 0,
  };
}

async function withPage(
  browser: Browser,
  work: (page: Page, cdp: CDPSession) => Promise<void>,
): Promise<void> {
  // The product's CSP forbids evaluating strings; the checks of years-page.ts are strings.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });
  try {
    await context.addInitScript({ content: probe.RECORD_PAGE });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await work(page, cdp);
  } finally {
    await context.close();
  }
}

/** Waits for a page-side check (see years-page.ts) to return a value; returns it. */
async function until<T = number>(page: Page, check: string, arg: unknown = null): Promise<T> {
  const handle = await page.waitForFunction(`(${check})(${JSON.stringify(arg)})`, null, {
    timeout: WAIT_MS,
    polling: 'raf',
  });
  return (await handle.jsonValue()) as T;
}

const pageNumber = (page: Page, expression: string) =>
  page.evaluate(expression).then((value) => Number(value));

async function signIn(
  page: Page,
  cdp: CDPSession,
  company: CompanyUnderTest,
  figures: CompanyFigures | null,
): Promise<void> {
  let bytes = 0;
  const count = ({ encodedDataLength }: { encodedDataLength: number }) => {
    bytes += encodedDataLength;
  };
  cdp.on('Network.loadingFinished', count);
  await page.goto(`${company.baseUrl}/login`);
  await page.getByLabel('Email').fill(company.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(company.password);
  const button = page.getByRole('button', { name: 'Iniciar sesión' });
  await button.hover();
  await page.mouse.down();
  const pressedAt = await pageNumber(page, 'window.__bench.pointerDownAt');
  await page.mouse.up();
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: WAIT_MS });
  const homeAt = await until(page, probe.HOME_SHOWS);
  await until(page, probe.BELL_SHOWS);
  // What is still on its way for the home (its last answers) finishes within this.
  await page.waitForTimeout(500);
  cdp.off('Network.loadingFinished', count);
  if (!figures) return;
  figures.signInToHome.push(homeAt - pressedAt);
  figures.signInBytes.push(bytes);
}

async function bell(page: Page, company: CompanyUnderTest, figures: CompanyFigures) {
  await page.goto(`${company.baseUrl}/dashboard`);
  const start = await pageNumber(page, probe.NAVIGATION_START);
  figures.bellCount.push((await until(page, probe.BELL_SHOWS)) - start);
  await page.getByRole('button', { name: /^Notifications: / }).click();
  const pressedAt = await pageNumber(page, 'window.__bench.pointerDownAt');
  figures.popoverOpen.push((await until(page, probe.POPOVER_SHOWS)) - pressedAt);
  await page.keyboard.press('Escape');
}

async function oceanList(page: Page, company: CompanyUnderTest, figures: CompanyFigures) {
  await page.goto(`${company.baseUrl}/dashboard/shipments/ocean`);
  const start = await pageNumber(page, probe.NAVIGATION_START);
  const shown = await until(page, probe.LIST_SHOWS, {
    search: '',
    expected: company.oceanRows,
    since: 0,
  });
  figures.listFirstRows.push(shown - start);
  if (company.oceanRows <= SCROLL_ROW) return;
  const scrolledAt = await pageNumber(page, `(${probe.SCROLL_TO_ROW})(${SCROLL_ROW})`);
  figures.scrollTo5000.push((await until(page, probe.ROW_SHOWS, SCROLL_ROW)) - scrolledAt);
}

/** The top bar's search, sent with Enter from the ocean list: Enter → the list's answer. */
async function topBarSearch(page: Page, company: CompanyUnderTest, figures: CompanyFigures) {
  const box = page.getByRole('searchbox', { name: 'Search shipments' });
  for (const query of company.topBarQueries) {
    await box.fill(query.text);
    await box.press('Enter');
    const since = await pageNumber(page, 'window.__bench.keyDownAt');
    const shown = await until(page, probe.LIST_SHOWS, { search: query.text, ...query, since });
    figures.topBarSearch.push(shown - since);
  }
}

/** Each key typed in the list's own search box → the list's answer to what the box holds. */
async function typedSearch(page: Page, company: CompanyUnderTest, figures: CompanyFigures) {
  for (const prefixes of company.typedQueries) {
    // A fresh page: nothing typed before is in the client's cache.
    await page.goto(`${company.baseUrl}/dashboard/shipments/ocean`);
    await until(page, probe.LIST_SHOWS, { search: '', expected: company.oceanRows, since: 0 });
    const box = page.getByRole('searchbox', { name: 'Search this list' });
    await box.focus();
    for (const prefix of prefixes) {
      await box.press(prefix.text.at(-1)!);
      const since = await pageNumber(page, 'window.__bench.keyDownAt');
      const shown = await until(page, probe.LIST_SHOWS, { search: prefix.text, ...prefix, since });
      figures.typedKey.push(shown - since);
      await page.waitForTimeout(BETWEEN_KEYS_MS);
    }
  }
}

async function reports(page: Page, company: CompanyUnderTest, figures: CompanyFigures) {
  await page.goto(`${company.baseUrl}/dashboard/reports`);
  const start = await pageNumber(page, probe.NAVIGATION_START);
  const first = await until<{ at: number; shown: string }>(page, probe.TILE_SHOWS, '');
  figures.reportTiles.push(first.at - start);
  const filters = page.getByRole('region', { name: 'Report filters' });
  let shown = first.shown;
  for (let round = 0; round < FILTER_ROUNDS; round++) {
    await filters.getByLabel('Client', { exact: true }).click();
    await page.getByRole('option').nth(round).click();
    const since = await pageNumber(page, 'window.__bench.pointerDownAt');
    const changed = await until<{ at: number; shown: string }>(page, probe.TILE_SHOWS, shown);
    figures.reportFilter.push(changed.at - since);
    await filters.getByRole('button', { name: 'Reset filters' }).click();
    shown = (await until<{ at: number; shown: string }>(page, probe.TILE_SHOWS, changed.shown))
      .shown;
  }
}

/** Every screen of the sidebar in turn, in the app (no page load); then the heap after GC. */
async function walkEveryScreen(page: Page, cdp: CDPSession): Promise<number> {
  const hrefs = await page.$$eval('nav a[href^="/dashboard"]', (links) => [
    ...new Set(links.map((link) => link.getAttribute('href')!)),
  ]);
  for (const href of hrefs) {
    const link = page.locator(`nav a[href="${href}"]`).first();
    if (!(await link.isVisible())) continue;
    await link.click();
    await page.waitForURL((url) => url.pathname === href.split('?')[0]);
    await until(page, probe.SCREEN_SETTLED);
    await page.waitForTimeout(500);
  }
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return usedSize;
}
