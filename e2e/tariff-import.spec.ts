import type { Locator, Page } from '@playwright/test';
import {
  draftToTariffFields,
  TARIFF_SHEET_COLUMNS,
  tariffSheetRowValues,
  tariffTemplateExamples,
  todayInBusinessTime,
  type TariffDraft,
} from '@rumbo/domain';
import ExcelJS from 'exceljs';
import type PocketBase from 'pocketbase';
import { test, expect, expectOpened } from './fixtures.ts';
import { expectAccessibleInBothThemes, storeTheme } from './screenshots.ts';
import { signedInSdk } from './sdk-clients.ts';
import { LOADED, patient } from './patience.ts';

// The tariff spreadsheet upload (issue 7) against the real product: a file with a bad row is
// refused whole, naming the row and column; a sound one shows its diff and publishes it all.

const STAFF = 'staff@golfo.test';
const HEADERS = TARIFF_SHEET_COLUMNS.map((column) => column.header);
const ORIGIN = 'Origin (UN/LOCODE or IATA)';

type ServerTariff = { id: string; mode: string; origin: string; amount: number; breaks: unknown };

/** Today's template examples: FCL (already stored, its amount changed), LCL and AIR (new). */
function fileLines() {
  const [fcl, lcl, air] = tariffTemplateExamples(todayInBusinessTime(new Date())) as TariffDraft[];
  return { fcl: fcl!, lcl: lcl!, air: air! };
}

async function xlsx(rows: readonly (readonly unknown[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Rates').addRows(rows.map((row) => [...row]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The file: row 2 the stored FCL line at 2,300, row 3 LCL, row 4 AIR from `airOrigin`. */
async function ratesFile(airOrigin: string) {
  const { fcl, lcl, air } = fileLines();
  const rows = [{ ...fcl, amount: 2300 }, lcl, { ...air, origin: airOrigin }].map(
    tariffSheetRowValues,
  );
  return {
    name: 'rates.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await xlsx([HEADERS, ...rows]),
  };
}

async function storeExistingLine(page: Page): Promise<{ pb: PocketBase; id: string }> {
  const pb = await signedInSdk(new URL(page.url()).origin, STAFF);
  const user = pb.authStore.model as { id: string; company: string };
  const { id } = await pb.collection('tariffs').create({
    ...draftToTariffFields(fileLines().fcl),
    company: user.company,
    createdBy: user.id,
    updatedBy: user.id,
  });
  return { pb, id };
}

const serverTariffs = (pb: PocketBase) =>
  pb.collection('tariffs').getFullList<ServerTariff>({ sort: 'mode' });

async function openUpload(page: Page, { onPage = false } = {}) {
  if (!onPage) await page.goto('/dashboard/rcm');
  await page.getByRole('button', { name: 'Upload rates' }).click(LOADED);
  const dialog = page.getByRole('dialog', { name: 'Upload rates' });
  await expectOpened(dialog);
  return dialog;
}

async function upload(page: Page, airOrigin: string) {
  await page.locator('input[type=file]').setInputFiles(await ratesFile(airOrigin));
}

test.describe('tariff upload', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(page, STAFF, null);
  });

  test('template, a refused file naming its bad row, then the diff and an all-or-nothing publish', async ({
    page,
  }) => {
    test.setTimeout(patient(90_000));
    const { pb, id: existingId } = await storeExistingLine(page);
    const before = new Set((await serverTariffs(pb)).map((line) => line.id));
    await page.goto('/dashboard/rcm');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download template' }).click(LOADED);
    const template = new ExcelJS.Workbook();
    await template.xlsx.readFile(await (await downloading).path());
    expect((template.getWorksheet('Rates')!.getRow(1).values as unknown[]).slice(1)).toEqual(
      HEADERS,
    );
    expect(template.getWorksheet('Instructions')).toBeDefined();

    const dialog = await openUpload(page, { onPage: true });
    await upload(page, 'XX');
    // The first file loads the spreadsheet reader (a large chunk) before it is read.
    await expect(dialog.getByRole('alert')).toContainText(
      'The file was not published: 1 row has errors.',
      LOADED,
    );
    const badRow = dialog.getByRole('row').filter({ hasText: 'Row 4' });
    await expect(badRow).toHaveCount(1);
    await expect(badRow).toContainText(ORIGIN);
    await expect(badRow).toContainText('Use an IATA airport code such as MEX.');
    await expect(dialog.getByRole('button', { name: /Publish/ })).toHaveCount(0);
    expect(await serverTariffs(pb)).toHaveLength(before.size);

    await upload(page, 'MEX');
    await expect(dialog.getByText('2 lines added')).toBeVisible();
    await expect(dialog.getByText('1 line changed')).toBeVisible();
    await expect(dialog.getByRole('row').filter({ hasText: 'CNSHA → MXZLO' })).toContainText(
      /Amount: 2,150 → 2,300/,
    );
    expect(await serverTariffs(pb)).toHaveLength(before.size);
    await dialog.getByRole('button', { name: 'Publish 3 changes' }).click();
    await expect(dialog).toBeHidden(LOADED);
    await expect(page.getByText('Rates published: 2 added, 1 changed.')).toBeVisible();

    const saved = await serverTariffs(pb);
    const added = saved.filter((line) => !before.has(line.id));
    expect(added.map(({ mode, origin, amount }) => ({ mode, origin, amount }))).toEqual([
      { mode: 'AIR', origin: 'MEX', amount: 5.6 },
      { mode: 'LCL', origin: 'ESVLC', amount: 65 },
    ]);
    expect(added[0]!.breaks).toEqual(fileLines().air.breaks);
    expect(saved.find((line) => line.id === existingId)?.amount).toBe(2300);
    // The changed line's history names the Excel import as how it changed (issue 35).
    const history = await pb.send<{ items: { action: string; source: string }[] }>(
      `/api/history/tariffs/${existingId}`,
      {},
    );
    expect(history.items[0]).toMatchObject({ action: 'update', source: 'import' });
    for (const line of [...added.map((it) => it.id), existingId])
      await pb.collection('tariffs').delete(line);
  });

  test('desktop and 375 px, dark and light: error table and diff, no serious axe violations', async ({
    page,
  }) => {
    test.setTimeout(patient(90_000));
    await storeTheme(page, 'dark');
    await page.setViewportSize(DESKTOP);
    const dialog = await openUpload(page);
    await upload(page, 'XX');
    await expect(dialog.getByRole('cell', { name: 'Row 4' })).toBeVisible(LOADED);
    await expectAccessibleInBothThemes(page, 'tariff-upload-errors-1280');
    await toPhone(page, dialog);
    await expectAccessibleInBothThemes(page, 'tariff-upload-errors-375');

    await upload(page, 'MEX');
    // "3 lines added", or "1 line changed" when the FCL line is already stored.
    await expect(
      dialog
        .getByRole('status')
        .getByText(/lines added|line changed/)
        .first(),
    ).toBeVisible(LOADED);
    await expectAccessibleInBothThemes(page, 'tariff-upload-diff-375');
    await page.setViewportSize(DESKTOP);
    await expect(dialog).not.toHaveAttribute('data-full-screen');
    await expectAccessibleInBothThemes(page, 'tariff-upload-diff-1280');
  });
});

const DESKTOP = { width: 1280, height: 900 } as const;

/** 375 px wide: the dialog fills the screen (and must not scroll sideways). */
async function toPhone(page: Page, dialog: Locator) {
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(dialog).toHaveAttribute('data-full-screen', 'true');
  const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
