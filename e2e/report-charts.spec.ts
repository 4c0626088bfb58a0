import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, expectNoSidewaysScroll, seriousAxeViolations, test } from './fixtures.ts';
import { inBothThemes, shoot, storeTheme, takesScreenshots } from './screenshots.ts';
import { patient } from './patience.ts';

// The reports page's charts and Excel export (issue: Reports) against the real product, as a
// Golfo staff user with the demo shipments.

const STAFF = 'staff@golfo.test';
// The first load reads every shipment of the company and copies it into IndexedDB.
const LOADED = { timeout: patient(30_000) } as const;
const CHART_TITLES = [
  'Monthly volume and profit',
  'Mode mix',
  'Status pipeline',
  'Top clients',
  'Top lanes',
  'Top carriers',
];
// The tiles' formats (es-MX grouping, currency codes shown).
const COUNT = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });
const money = (value: number, currency: string) =>
  new Intl.NumberFormat('es-MX', { style: 'currency', currency, currencyDisplay: 'code' })
    .format(value)
    .replace(/\s+/g, ' ');

test.beforeEach(async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, STAFF, null);
});

async function openCharts(page: Page): Promise<Locator> {
  await page.goto('/dashboard/reports');
  const charts = page.getByRole('region', { name: 'Report charts' });
  await expect(charts.getByRole('heading', { name: 'Top clients' })).toBeVisible(LOADED);
  return charts;
}

/** The value a KPI tile shows, found by its label. */
async function tileValue(page: Page, label: string): Promise<string> {
  const tile = page
    .getByTestId('report-tile')
    .filter({ has: page.getByText(label, { exact: true }) });
  return (await tile.locator('span').nth(1).innerText()).replace(/\s+/g, ' ').trim();
}

/** Serious axe violations of the whole page, kept to those whose elements are in a region. */
async function violationsWithin(page: Page, region: string) {
  const violations = await seriousAxeViolations(page);
  const inside = await page.evaluate(
    ([name, targets]) => {
      const area = document.querySelector(`[aria-label="${name}"]`);
      return targets.map((target) => {
        const element = document.querySelector(target);
        return area !== null && element !== null && area.contains(element);
      });
    },
    [region, violations.flatMap((violation) => violation.targets)] as const,
  );
  let index = 0;
  return violations
    .map((violation) => ({
      ...violation,
      targets: violation.targets.filter(() => inside[index++]),
    }))
    .filter((violation) => violation.targets.length > 0);
}

test.describe('report charts', () => {
  test('every chart renders its bars or slices', async ({ page }) => {
    const charts = await openCharts(page);
    for (const title of CHART_TITLES) {
      const card = charts.getByRole('region', { name: title });
      await expect(card.getByRole('heading', { name: title })).toBeVisible();
      await expect(
        card.locator('.recharts-bar-rectangle, .recharts-pie-sector').first(),
      ).toBeVisible();
    }
  });

  test('a row of a chart table opens the drawer with its shipments', async ({ page }) => {
    const charts = await openCharts(page);
    const card = charts.getByRole('region', { name: 'Top clients' });
    await card.getByRole('button', { name: 'Show as table' }).click();
    const firstRow = card.getByRole('table').getByRole('row').nth(1);
    const client = (await firstRow.getByRole('button').innerText()).trim();
    const count = Number((await firstRow.getByRole('cell').first().innerText()).replace(/,/g, ''));
    expect(count).toBeGreaterThan(0);
    await firstRow.getByRole('button').click();
    const drawer = page.getByRole('dialog', { name: `Client: ${client}` });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('status')).toHaveText(
      `${count} ${count === 1 ? 'shipment' : 'shipments'}`,
    );
  });

  test('a click on a bar opens the drawer too', async ({ page }) => {
    const charts = await openCharts(page);
    const card = charts.getByRole('region', { name: 'Status pipeline' });
    await card.locator('.recharts-bar-rectangle').first().click();
    await expect(page.getByRole('dialog', { name: /^Status: / })).toBeVisible();
  });

  test('the Excel export holds the figures the tiles show', async ({ page }) => {
    await openCharts(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^report_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const summary = new Map<string, unknown>();
    workbook.getWorksheet('Summary')!.eachRow((row) => {
      const [name, value] = (row.values as unknown[]).slice(1);
      summary.set(String(name), value);
    });
    const shipments = Number(summary.get('Shipments'));
    expect(COUNT.format(shipments)).toBe(await tileValue(page, 'Shipments'));
    for (const [mode, label] of [
      ['Ocean', 'Ocean shipments'],
      ['Air', 'Air shipments'],
      ['Land', 'Land shipments'],
    ] as const)
      expect(COUNT.format(Number(summary.get(mode)))).toBe(await tileValue(page, label));
    const currencies = [...summary.keys()]
      .filter((name) => /^Income [A-Z]{3}$/.test(name))
      .map((name) => name.slice('Income '.length));
    expect(currencies.length).toBeGreaterThan(0);
    for (const currency of currencies)
      for (const figure of ['Income', 'Cost', 'Profit'])
        expect(money(Number(summary.get(`${figure} ${currency}`)), currency)).toBe(
          await tileValue(page, `${figure} ${currency}`),
        );
    const rows = workbook.getWorksheet('Shipments')!.rowCount - 1;
    expect(rows).toBe(shipments);
  });

  test('desktop and 375 px, dark and light: no serious axe violations, no sideways scroll; screenshots', async ({
    page,
  }) => {
    await storeTheme(page, 'dark');
    await page.setViewportSize({ width: 1280, height: 900 });
    const charts = await openCharts(page);
    await charts
      .getByRole('region', { name: 'Top lanes' })
      .getByRole('button', { name: 'Show as table' })
      .click();
    await inBothThemes(page, (theme) => expectLooksRight(page, `report-charts-desktop-${theme}`));
    await page.setViewportSize({ width: 375, height: 900 });
    await expect(
      charts.getByRole('region', { name: 'Top lanes' }).getByRole('table'),
    ).toBeVisible();
    await inBothThemes(page, (theme) => expectLooksRight(page, `report-charts-mobile-${theme}`));
  });
});

/** No sideways scroll and no serious axe violations in the charts; a full-page screenshot. */
async function expectLooksRight(page: Page, screenshot: string): Promise<void> {
  await expectNoSidewaysScroll(page);
  expect(await violationsWithin(page, 'Report charts')).toEqual([]);
  if (!takesScreenshots) return;
  await chartsAtRest(page);
  // The whole page: an element screenshot scrolls under the sticky top bar.
  await shoot(page, screenshot, { fullPage: true });
}

/** Recharts grows bars and slices in with script animations: waits until no chart changes. */
async function chartsAtRest(page: Page): Promise<void> {
  let previous = '';
  await expect
    .poll(
      async () => {
        const drawn = await page
          .locator('.recharts-surface')
          .evaluateAll((charts) => charts.map((chart) => chart.innerHTML).join('\n'));
        const isStill = drawn === previous;
        previous = drawn;
        return isStill;
      },
      { intervals: [250] },
    )
    .toBe(true);
}
