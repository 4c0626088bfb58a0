import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { THEME_STORAGE_KEY, seriousAxeViolations } from './fixtures.ts';

// Screenshots are for people to look at (DESIGN §5): nothing compares them. Writing them costs
// the browser a render of the whole page each, so the test run takes them only when asked:
// `E2E_SCREENSHOTS=1 npm run test:e2e` writes them into .artifacts/screenshots/. Every check
// around them, axe included, runs either way (docs/decisions/021).

export const SCREENSHOTS_DIR = path.resolve(import.meta.dirname, '../.artifacts/screenshots');

/** Whether this run writes screenshots. */
export const takesScreenshots = process.env.E2E_SCREENSHOTS === '1';

/**
 * Writes `<name>.png` of a page (optionally the whole scrolling page) or of one element, once
 * the web fonts are in and with animations stopped; does nothing unless screenshots are asked.
 */
export async function shoot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!takesScreenshots) return;
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const file = path.join(SCREENSHOTS_DIR, `${name}.png`);
  const page = 'page' in target ? target.page() : target;
  await page.evaluate(() => document.fonts.ready);
  if ('page' in target) await target.screenshot({ path: file, animations: 'disabled' });
  else await target.screenshot({ path: file, animations: 'disabled', fullPage: options.fullPage });
}

/** Desktop and 375 px, light and dark, when screenshots are asked for (screenshots.ts). */
export async function shootVariants(page: Page, name: string): Promise<void> {
  if (!takesScreenshots) return;
  for (const [viewport, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 375, height: 812 }],
  ] as const) {
    await page.setViewportSize(size);
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await shoot(page, `${name}-${viewport}-${theme}`);
    }
  }
}

/** Switches the theme the way another tab would, without reloading (page states survive). */
export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate(
    ([key, value]) => {
      localStorage.setItem(key, value);
      window.dispatchEvent(
        new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }),
      );
    },
    [THEME_STORAGE_KEY, theme] as const,
  );
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
}

/**
 * Runs `check` on one state of a screen in both themes: first in the theme on screen, then in
 * the other, where the page stays, so the next state starts there. A look-and-access journey
 * loads in one theme and checks every state in both, instead of a journey per theme that loads
 * and walks the screen twice (docs/decisions/021).
 */
export async function inBothThemes(
  page: Page,
  check: (theme: 'light' | 'dark') => Promise<void>,
): Promise<void> {
  const scheme = await page.locator('html').getAttribute('data-mantine-color-scheme');
  const first = scheme === 'dark' ? 'dark' : 'light';
  for (const theme of [first, first === 'dark' ? 'light' : 'dark'] as const) {
    if (theme !== first) await setTheme(page, theme);
    await check(theme);
  }
}

/** No serious axe violations on the page in either theme; `<name>-<theme>.png` when asked. */
export async function expectAccessibleInBothThemes(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  await inBothThemes(page, async (theme) => {
    expect(await seriousAxeViolations(page), `${name}, ${theme}`).toEqual([]);
    await shoot(page, `${name}-${theme}`, options);
  });
}

/** Stores the theme for the next start of the app (the page is already on the product's origin). */
export async function storeTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    THEME_STORAGE_KEY,
    theme,
  ] as const);
}

/** Every start of the app in this page opens in `theme` (stored before any of its scripts run). */
export async function loadInTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    THEME_STORAGE_KEY,
    theme,
  ] as const);
}
