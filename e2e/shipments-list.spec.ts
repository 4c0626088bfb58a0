import type { Locator, Page } from '@playwright/test';
import { SHIPMENT_MODES, type ShipmentMode } from '@rumbo/domain';
import ExcelJS from 'exceljs';
import { expect, expectNoSidewaysScroll, test } from './fixtures.ts';
import { signedInSdk } from './sdk-clients.ts';
import { expectAccessibleInBothThemes, shootVariants, storeTheme } from './screenshots.ts';
import { LOADED } from './patience.ts';

// The shipment list screens (issue 5) against the real product: what they show is checked
// against the server's own records, read with the signed-in user's rights through the SDK.

const STAFF = 'staff@golfo.test';
const COLLEAGUE = 'super@golfo.test';
const TITLES: Record<ShipmentMode, string> = {
  ocean: 'Ocean shipments',
  air: 'Air shipments',
  land: 'Land shipments',
};
// The first load reads the company's list and copies it into IndexedDB.
const COLLATOR = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

type ServerShipment = Record<string, unknown> & { id: string; created: string; updated: string };

/**
 * The mode's shipments the staff user may read, newest first. Seeded records share creation
 * times to the millisecond, so ties go by id, as the list orders them.
 */
async function serverShipments(page: Page, mode: ShipmentMode): Promise<ServerShipment[]> {
  const pb = await signedInSdk(new URL(page.url()).origin, STAFF);
  const records = await pb.collection(`shipments_${mode}`).getFullList<ServerShipment>();
  const instant = (it: ServerShipment) => new Date(it.created.replace(' ', 'T')).toISOString();
  return records.sort(
    (a, b) => instant(b).localeCompare(instant(a)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

const referenceOf = (it: ServerShipment) => String(it.ref || it.reference || '');
const statusOf = (it: ServerShipment, mode: ShipmentMode) =>
  String((mode === 'ocean' ? it.operationalStatus || it.status : it.status) ?? '');

async function openList(page: Page, mode: ShipmentMode, query = ''): Promise<Locator> {
  await page.goto(`/dashboard/shipments/${mode}${query}`);
  const grid = page.getByRole('grid', { name: TITLES[mode] });
  await expect(grid.locator('[role=row][data-index]').first()).toBeVisible(LOADED);
  return grid;
}

const column = (grid: Locator, name: string) =>
  grid.locator(`[role=row][data-index] [data-column="${name}"]`).allInnerTexts();

const OFFLINE_SET =
  'Offline: this list shows only the shipments kept in this browser, searched and filtered here.';

const countText = (page: Page) => page.getByRole('status').filter({ hasText: / of \d+ shipment/ });

test.describe('the shipment lists', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, STAFF, null);
  });

  test("list each mode's shipments of the company, newest first", async ({ page }) => {
    for (const mode of SHIPMENT_MODES) {
      const grid = await openList(page, mode);
      const shipments = await serverShipments(page, mode);
      await expect(page.getByRole('heading', { level: 1, name: TITLES[mode] })).toBeVisible();
      await expect(countText(page)).toHaveText(
        `${shipments.length} of ${shipments.length} shipments`,
      );
      await expect(grid).toHaveAttribute('aria-rowcount', String(shipments.length + 1));
      const codes = await column(grid, 'code');
      const expected = shipments.slice(0, 5).map((it) => String(it.shipmentCode));
      expect(codes.slice(0, 5).map((text) => text.split('\n')[0])).toEqual(expected);
      const references = await column(grid, 'reference');
      expect(references.slice(0, 5)).toEqual(shipments.slice(0, 5).map(referenceOf));
    }
  });

  test('sort by clicking the column headers', async ({ page }) => {
    const grid = await openList(page, 'ocean');
    const shipments = await serverShipments(page, 'ocean');
    const header = grid.getByRole('columnheader', { name: 'Reference' });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = shipments.map(referenceOf).sort(COLLATOR.compare);
    // The server sorts: the previous order stays on screen until its answer is in.
    const firstSix = async () => (await column(grid, 'reference')).slice(0, 6);
    await expect.poll(firstSix).toEqual(ascending.slice(0, 6));
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(firstSix).toEqual(ascending.reverse().slice(0, 6));
  });

  test('filter by status, priority, client and creation date', async ({ page }) => {
    await openList(page, 'ocean');
    const shipments = await serverShipments(page, 'ocean');
    const total = shipments.length;
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('region', { name: 'Filter shipments' });

    const status = statusOf(shipments[0]!, 'ocean');
    await filters.getByRole('textbox', { name: 'Status' }).click();
    await page.getByRole('option', { name: status, exact: true }).click();
    await page.keyboard.press('Escape');
    const byStatus = shipments.filter((it) => statusOf(it, 'ocean') === status);
    await expect(countText(page)).toHaveText(`${byStatus.length} of ${total} shipments`);

    await filters.getByRole('textbox', { name: 'Priority' }).click();
    await page.getByRole('option', { name: 'High', exact: true }).click();
    await page.keyboard.press('Escape');
    const byPriority = byStatus.filter((it) => it.priority === 'High');
    await expect(countText(page)).toHaveText(`${byPriority.length} of ${total} shipments`);
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();

    await filters.getByRole('button', { name: 'Clear filters' }).click();
    const client = String(shipments[0]!.principal);
    await filters.getByRole('textbox', { name: 'Client' }).fill(client);
    await page.getByRole('option', { name: client, exact: true }).click();
    const byClient = shipments.filter((it) => (it.principal || it.consignee) === client);
    await expect(countText(page)).toHaveText(`${byClient.length} of ${total} shipments`);

    await filters.getByRole('button', { name: 'Clear filters' }).click();
    // The newest shipment's creation day, in business time (UTC−6), as both ends of the range.
    const day = businessDay(shipments[0]!.created);
    await filters.getByLabel('Created from').fill(day);
    await filters.getByLabel('Created to').fill(day);
    const onDay = shipments.filter((it) => businessDay(it.created) === day);
    await expect(countText(page)).toHaveText(`${onDay.length} of ${total} shipments`);

    // The filters and the order are in the URL: a reload (or a shared link) shows the same list.
    await page.getByRole('columnheader', { name: 'Reference' }).getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}&sort=reference$`));
    await page.reload();
    await expect(countText(page)).toHaveText(`${onDay.length} of ${total} shipments`, LOADED);
    await expect(page.getByRole('columnheader', { name: 'Reference' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });

  test('search from the top bar and from the list, kept in ?search=', async ({ page }) => {
    await openList(page, 'air');
    const shipments = await serverShipments(page, 'air');
    const target = shipments[3]!;
    await page.getByRole('searchbox', { name: 'Search shipments' }).fill(referenceOf(target));
    await page.getByRole('searchbox', { name: 'Search shipments' }).press('Enter');
    await expect(page).toHaveURL(`/dashboard/shipments/air?search=${referenceOf(target)}`);
    const listBox = page.getByRole('searchbox', { name: 'Search this list' });
    await expect(listBox).toHaveValue(referenceOf(target));
    const grid = page.getByRole('grid', { name: TITLES.air });
    await expect(grid.locator('[role=row][data-index]')).toHaveCount(1);
    await expect(grid.locator('[role=row][data-index]')).toContainText(String(target.shipmentCode));

    // Typing filters at once; the URL follows (replacing the entry, so Back leaves the screen).
    // Keys come about as far apart as the URL write waits, so writes land between keys.
    const typed = String(target.shipmentCode).toLowerCase();
    await listBox.fill('');
    await listBox.pressSequentially(typed, { delay: 240 });
    await expect(listBox).toHaveValue(typed);
    await expect(grid.locator('[role=row][data-index]')).toHaveCount(1);
    await expect(grid.locator('[role=row][data-index]')).toContainText(referenceOf(target));
    await expect(page).toHaveURL(`/dashboard/shipments/air?search=${typed}`);
  });

  test('open a shipment by click, by keyboard, and a new one', async ({ page }) => {
    const grid = await openList(page, 'land');
    const shipments = await serverShipments(page, 'land');
    await grid.locator('[role=row][data-index="0"] [data-column="reference"]').click();
    await expect(page).toHaveURL(`/dashboard/shipments/land?open=${shipments[0]!.id}`);

    await openList(page, 'land');
    await grid.locator('[role=row][data-index="0"]').focus();
    await page.keyboard.press('ArrowDown');
    await expect(grid.locator('[role=row][data-index="1"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/dashboard/shipments/land?open=${shipments[1]!.id}`);

    await openList(page, 'land');
    await page.getByRole('button', { name: 'New shipment' }).click();
    await expect(page).toHaveURL('/dashboard/shipments/land?open=new');
  });

  test('export the selection, or everything shown, to Excel', async ({ page }) => {
    const grid = await openList(page, 'ocean');
    const shipments = await serverShipments(page, 'ocean');
    const excelRequests: string[] = [];
    page.on('request', (request) => {
      if (/exceljs/.test(request.url())) excelRequests.push(request.url());
    });
    for (const index of [0, 2])
      await grid.locator(`[role=row][data-index="${index}"]`).getByRole('checkbox').check();
    await expect(page.getByText('2 selected')).toBeVisible();
    expect(excelRequests).toEqual([]);

    const selected = await readExport(page, 'Export selected (2)');
    expect(excelRequests).toHaveLength(1);
    expect(selected.fileName).toMatch(/^shipments_ocean_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}\.xlsx$/);
    expect(selected.rows[0]).toEqual([
      'ID',
      'Modo',
      'Referencia',
      'Shipper',
      'Consignee',
      'Estado',
      'Actualizado',
    ]);
    const expected = [shipments[0]!, shipments[2]!].map((it) => [
      it.id,
      'ocean',
      referenceOf(it),
      String(it.shipper),
      String(it.consignee),
      statusOf(it, 'ocean'),
      new Date(it.updated.replace(' ', 'T')).toISOString(),
    ]);
    expect(selected.rows.slice(1)).toEqual(expected);

    await page.getByRole('button', { name: 'Clear selection' }).click();
    await page.getByRole('searchbox', { name: 'Search this list' }).fill('PO-1');
    // The server answers the search: the count changes once its answer is in.
    const total = `${shipments.length} of ${shipments.length} shipments`;
    await expect(countText(page)).not.toHaveText(total);
    const shown = Number((await countText(page).innerText()).split(' ')[0]);
    const all = await readExport(page, 'Export to Excel');
    expect(all.rows).toHaveLength(shown + 1);
  });

  test('show a colleague’s new, changed and deleted shipment live', async ({ page }) => {
    await openList(page, 'ocean');
    const before = (await serverShipments(page, 'ocean')).length;
    const colleague = await signedInSdk(new URL(page.url()).origin, COLLEAGUE);
    const reference = `E2E-LIVE-${Date.now()}`;
    const created = await colleague.collection('shipments_ocean').create({
      ref: reference,
      shipper: 'Live Shipper SA',
      consignee: 'Live Consignee SA',
      operationalStatus: 'In creation',
    });
    try {
      const row = page.getByRole('row').filter({ hasText: reference });
      await expect(row).toBeVisible();
      await expect(row).toContainText('In creation');
      await expect(countText(page)).toHaveText(`${before + 1} of ${before + 1} shipments`);
      await colleague.collection('shipments_ocean').update(created.id, {
        operationalStatus: 'In progress',
      });
      await expect(row).toContainText('In progress');
    } finally {
      await colleague.collection('shipments_ocean').delete(created.id);
    }
    await expect(page.getByRole('row').filter({ hasText: reference })).toHaveCount(0);
    await expect(countText(page)).toHaveText(`${before} of ${before} shipments`);
  });

  test('mark a shipment saved offline as pending until it reaches the server', async ({
    page,
    context,
  }) => {
    const grid = await openList(page, 'land');
    const target = (await serverShipments(page, 'land'))[4]!;
    const row = grid.getByRole('row').filter({ hasText: String(target.shipmentCode) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Pending sync')).toHaveCount(0);

    await row.locator('[data-column="reference"]').click();
    const editor = page.getByRole('dialog');
    const reference = editor.getByRole('textbox', { name: 'Reference', exact: true });
    await expect(reference).toHaveValue(referenceOf(target), LOADED);
    await context.setOffline(true);
    const offlineReference = `${referenceOf(target)}-OFF`;
    await reference.fill(offlineReference);
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/saved in this browser/)).toBeVisible();
    await editor.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(editor).toHaveCount(0);
    await expect(row.getByText('Pending sync')).toBeVisible();

    // Offline, the list is the browser's copy, searched here, and says so.
    await expect(page.getByText(OFFLINE_SET)).toBeVisible(LOADED);
    await page.getByRole('searchbox', { name: 'Search this list' }).fill(offlineReference);
    await expect(grid.locator('[role=row][data-index]')).toHaveCount(1);
    await expect(row.getByText('Pending sync')).toBeVisible();
    await shootVariants(page, 'shipments-list-offline');
    await page.getByRole('searchbox', { name: 'Search this list' }).fill('');

    await context.setOffline(false);
    await expect(row.getByText('Pending sync')).toHaveCount(0, LOADED);
    await expect(page.getByText(OFFLINE_SET)).toHaveCount(0);
    const pb = await signedInSdk(new URL(page.url()).origin, STAFF);
    const saved = await pb.collection('shipments_land').getOne<ServerShipment>(target.id);
    expect(referenceOf(saved)).toBe(offlineReference);
    await pb.collection('shipments_land').update(target.id, { ref: referenceOf(target) });
  });

  test('desktop, dark and light: no serious axe violations; screenshot', async ({ page }) => {
    await useTheme(page, 'dark');
    await openList(page, 'ocean');
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('region', { name: 'Filter shipments' })).toBeVisible();
    await expectAccessibleInBothThemes(page, 'shipments-list-desktop');
  });

  test('375 px, light and dark: cards, no sideways scroll, no serious axe violations', async ({
    page,
  }) => {
    await useTheme(page, 'light');
    await page.setViewportSize({ width: 375, height: 812 });
    const grid = await openList(page, 'ocean');
    await expect(grid.getByRole('columnheader')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    const card = await grid.locator('[role=row][data-index="0"]').boundingBox();
    expect(card!.x + card!.width).toBeLessThanOrEqual(375);
    await expectAccessibleInBothThemes(page, 'shipments-list-mobile');
  });
});

async function readExport(page: Page, buttonName: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName }).click();
  const file = await download;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { fileName: file.suggestedFilename(), rows };
}

/** The calendar day of a server time in business time (UTC−6), as a date input writes it. */
function businessDay(serverTime: string): string {
  const time = Date.parse(serverTime.replace(' ', 'T')) - 6 * 3_600_000;
  return new Date(time).toISOString().slice(0, 10);
}

async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await storeTheme(page, theme);
}
