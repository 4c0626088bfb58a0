import { expect, type Locator, type Page } from '@playwright/test';

// The first working-set pass starts five seconds after the dashboard, then reads every mode,
// then partners and tariffs (decision 053).
const WORKING_SET_TIMEOUT_MS = 30_000;
const WORKING_SET = ['partners', 'shipments_air', 'shipments_land', 'shipments_ocean'];

/**
 * Waits until the browser's copy holds the working set's first pass (every shipment mode and
 * the partners): a test that stops the server to work offline needs the copy filled first.
 */
export async function workingSetKept(page: Page): Promise<void> {
  await expect
    .poll(() => syncedCollections(page), { timeout: WORKING_SET_TIMEOUT_MS })
    .toEqual(WORKING_SET);
}

/** The collections the copy (IndexedDB `rumbo-local`) marks as synced, of the working set. */
async function syncedCollections(page: Page): Promise<string[]> {
  const keys = await page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const request = indexedDB.open('rumbo-local');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const all = request.result.transaction('meta').objectStore('meta').getAll();
          all.onsuccess = () => {
            request.result.close();
            const rows = all.result as { key: string; value: unknown }[];
            resolve(rows.filter((row) => row.value === true).map((row) => row.key));
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
  return keys
    .filter((key) => key.startsWith('synced:'))
    .map((key) => key.slice('synced:'.length))
    .filter((name) => WORKING_SET.includes(name))
    .sort();
}

/** The names of the sidebar's screens, in order; the Site Demo link opens a tab of its own. */
export function sidebarScreens(sidebar: Locator): Promise<string[]> {
  return sidebar
    .getByRole('link')
    .evaluateAll((found) =>
      found
        .filter((link) => link.getAttribute('target') !== '_blank')
        .map((link) => link.textContent ?? ''),
    );
}
