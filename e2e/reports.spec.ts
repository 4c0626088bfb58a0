import type { Locator, Page } from '@playwright/test';
import { deriveShipmentNotifications, type ShipmentMode } from '@rumbo/domain';
import { test, expect, expectNoSidewaysScroll, expectOpened } from './fixtures.ts';
import { expectAccessibleInBothThemes, loadInTheme } from './screenshots.ts';
import { signedInSdk } from './sdk-clients.ts';
import { LOADED } from './patience.ts';

// The report's tiles are checked against figures computed here, from the company's seeded
// records read with the staff user's own SDK session: counts per mode, ocean TEU from the
// container types, air chargeable kg from the cargo lines, money per currency from the
// cost-control rows, and overdue milestones as the notifications count them.

type Shipment = Record<string, unknown> & { id: string; mode: ShipmentMode };
type Money = Map<string, { income: number; cost: number }>;

const MODES: readonly ShipmentMode[] = ['ocean', 'air', 'land'];
const MODE_LABELS: Record<ShipmentMode, string> = { ocean: 'Ocean', air: 'Air', land: 'Land' };
const count = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });

test('the tiles equal the seeded records, before and after filters; a tile drills down', async ({
  page,
  baseURL,
  signIn,
}) => {
  const shipments = await seededShipments(baseURL ?? '', 'staff@golfo.test');
  expect(new Set(shipments.map((it) => it.mode))).toEqual(new Set(MODES));
  await signIn(page, 'staff@golfo.test', '/dashboard/reports');
  await reportLoaded(page);
  await expectTiles(page, shipments);

  await page.getByRole('textbox', { name: 'Modes' }).click();
  await page.getByRole('option', { name: 'Air' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/[?&]mode=air(&|$)/);
  const air = shipments.filter((it) => it.mode === 'air');
  await expectTiles(page, air);

  const client = busiestClient(air);
  await page.getByRole('textbox', { name: 'Client' }).fill(client);
  await page.getByRole('option', { name: client, exact: true }).click();
  const chosen = air.filter((it) => clientOf(it) === client);
  await expectTiles(page, chosen);
  await page.reload();
  await reportLoaded(page);
  await expectTiles(page, chosen);

  await tile(page, /^Air shipments/).click();
  const drawer = page.getByRole('dialog', { name: 'Air shipments' });
  await expect(drawer.getByRole('status')).toHaveText(plural(chosen.length));
  const rows = drawer.getByTestId('drill-row');
  await expect(rows).toHaveCount(chosen.length);
  const codes = await rows.evaluateAll((links) => links.map((it) => it.children[0]!.textContent));
  expect(codes.sort()).toEqual(chosen.map((it) => String(it.shipmentCode)).sort());
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await tile(page, /^Air shipments/).click();
  const first = page
    .getByRole('dialog', { name: 'Air shipments' })
    .getByTestId('drill-row')
    .first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/dashboard\/shipments\/air\?open=[a-z0-9]{15}$/);
  await first.click();
  await expect(page).toHaveURL(href!);
});

test('a money tile lists the shipments with cost-control rows in its currency', async ({
  page,
  baseURL,
  signIn,
}) => {
  const shipments = await seededShipments(baseURL ?? '', 'staff@golfo.test');
  await signIn(page, 'staff@golfo.test', '/dashboard/reports?mode=ocean&currency=USD');
  await reportLoaded(page);
  const ocean = shipments.filter((it) => it.mode === 'ocean' && moneyOf([it]).has('USD'));
  await expectTiles(page, ocean, 'USD');
  await tile(page, /^Profit USD/).click();
  const drawer = page.getByRole('dialog', { name: 'Profit USD' });
  await expect(drawer.getByRole('status')).toHaveText(plural(ocean.length));
});

test('desktop and 375 px, dark and light: no serious axe violations; screenshots', async ({
  page,
  signIn,
}) => {
  test.slow(); // six axe runs
  await loadInTheme(page, 'dark');
  await signIn(page, 'staff@golfo.test', '/dashboard/reports');
  await reportLoaded(page);
  await expect(page.getByRole('main').locator('.recharts-surface').first()).toBeVisible(LOADED);
  await expectAccessibleInBothThemes(page, 'reports-desktop', { fullPage: true });
  await tile(page, /^Overdue milestones/).click();
  await expectOpened(page.getByRole('dialog', { name: 'Overdue milestones' }));
  await expectAccessibleInBothThemes(page, 'reports-drill-desktop', { fullPage: true });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(tile(page, /^Shipments/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessibleInBothThemes(page, 'reports-mobile', { fullPage: true });
});

async function reportLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(tile(page, /^Shipments/)).toBeVisible(LOADED);
}

function tile(page: Page, name: RegExp): Locator {
  return page.getByRole('region', { name: 'Key figures' }).getByRole('button', { name });
}

/** Every figure of the tiles for `shipments`; money in `only` currency when the report is restricted. */
async function expectTiles(page: Page, shipments: Shipment[], only?: string): Promise<void> {
  const now = new Date();
  await expect(tile(page, /^Shipments/)).toContainText(count.format(shipments.length));
  for (const mode of MODES) {
    const inMode = shipments.filter((it) => it.mode === mode).length;
    await expect(tile(page, new RegExp(`^${MODE_LABELS[mode]} shipments`))).toContainText(
      count.format(inMode),
    );
  }
  const teu = shipments.filter((it) => it.mode === 'ocean').reduce((sum, it) => sum + teuOf(it), 0);
  await expect(tile(page, /^TEU \(ocean\)/)).toContainText(decimal.format(teu));
  const kg = shipments
    .filter((it) => it.mode === 'air')
    .reduce((sum, it) => sum + chargeableKgOf(it), 0);
  await expect(tile(page, /^Chargeable kg \(air\)/)).toContainText(`${decimal.format(kg)} kg`);
  const overdue = shipments.reduce(
    (sum, shipment) => sum + deriveShipmentNotifications({ shipment, now }).length,
    0,
  );
  await expect(tile(page, /^Overdue milestones/)).toContainText(count.format(overdue));
  const money = moneyOf(shipments);
  const currencies = [...money.keys()].filter((it) => !only || it === only).sort();
  await expect(page.getByRole('group', { name: /^Money in / })).toHaveCount(currencies.length);
  for (const currency of currencies) {
    const { income, cost } = money.get(currency)!;
    const amount = (cents: number) =>
      new Intl.NumberFormat('es-MX', {
        style: 'currency',
        currency,
        currencyDisplay: 'code',
      }).format(cents / 100);
    await expect(tile(page, new RegExp(`^Income ${currency}`))).toContainText(amount(income));
    await expect(tile(page, new RegExp(`^Cost ${currency}`))).toContainText(amount(cost));
    await expect(tile(page, new RegExp(`^Profit ${currency}`))).toContainText(
      amount(income - cost),
    );
    const margin = new Intl.NumberFormat('es-MX', { style: 'percent', maximumFractionDigits: 1 });
    await expect(tile(page, new RegExp(`^Margin ${currency}`))).toContainText(
      margin.format((income - cost) / income),
    );
  }
}

/** The company's shipments of the three modes, as its staff user reads them through the SDK. */
async function seededShipments(pageUrl: string, email: string): Promise<Shipment[]> {
  const pb = await signedInSdk(new URL(pageUrl).origin, email);
  const lists = await Promise.all(
    MODES.map(async (mode) => {
      const items = await pb.collection(`shipments_${mode}`).getFullList({ batch: 500 });
      return items.map((item) => ({ ...item, mode }) as Shipment);
    }),
  );
  return lists.flat();
}

/** 20-foot boxes count 1 TEU, 40- and 45-foot ones 2 (ISO 6346 length character). */
function teuOf(shipment: Shipment): number {
  const containers = (shipment.containersList ?? []) as { type?: string }[];
  return containers.reduce((sum, box) => sum + (String(box.type ?? '').startsWith('2') ? 1 : 2), 0);
}

/** max(gross kg, volume in litres / 6), rounded up to the half kilogram. */
function chargeableKgOf(shipment: Shipment): number {
  type Line = Record<string, number | undefined>;
  const ulds = (shipment.uldsList ?? []) as Line[];
  const loose = (shipment.looseItems ?? []) as Line[];
  let grossKg = 0;
  let cm3 = 0;
  for (const uld of ulds) {
    grossKg += uld.weightKg ?? 0;
    cm3 += (uld.volumeM3 ?? 0) * 1_000_000;
  }
  for (const item of loose) {
    grossKg += item.weightKg ?? 0;
    cm3 += (item.pieces || 1) * (item.lengthCm ?? 0) * (item.widthCm ?? 0) * (item.heightCm ?? 0);
  }
  const litres = Math.round(cm3 / 1000);
  return Math.ceil(Math.max(grossKg, litres / 6) * 2) / 2;
}

/** Income and cost in cents per currency of the shipments' cost-control rows. */
function moneyOf(shipments: Shipment[]): Money {
  const money: Money = new Map();
  for (const shipment of shipments)
    for (const row of (shipment.costControlRows ?? []) as Record<string, unknown>[]) {
      const currency = String(row.currency ?? '').toUpperCase();
      const sums = money.get(currency) ?? { income: 0, cost: 0 };
      const cents = Math.round(Number(row.amount) * 100);
      if (row.flow === 'income') sums.income += cents;
      else if (row.flow === 'cost' || row.flow === 'expense') sums.cost += cents;
      money.set(currency, sums);
    }
  return money;
}

function clientOf(shipment: Shipment): string {
  return String(shipment.principal || shipment.consignee || '').trim();
}

function busiestClient(shipments: Shipment[]): string {
  const counts = new Map<string, number>();
  for (const it of shipments) counts.set(clientOf(it), (counts.get(clientOf(it)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}

function plural(n: number): string {
  return `${n} shipment${n === 1 ? '' : 's'}`;
}
