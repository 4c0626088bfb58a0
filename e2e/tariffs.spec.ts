import type { Page } from '@playwright/test';
import {
  addTariffDays,
  tariffDay,
  tariffValidity,
  todayInBusinessTime,
  type TariffsRecord,
  type TariffValidity,
} from '@rumbo/domain';
import type PocketBase from 'pocketbase';
import {
  expect,
  expectNoSidewaysScroll,
  expectOpened,
  seriousAxeViolations,
  test,
} from './fixtures.ts';
import { expectAccessibleInBothThemes, shoot, storeTheme } from './screenshots.ts';
import { signedInSdk, statusOf } from './sdk-clients.ts';
import { LOADED, patient } from './patience.ts';

// The tariffs page (/dashboard/rcm) against the real product: what it shows and saves is
// checked against the server's own records, read with the signed-in user's rights (SDK).

const STAFF = 'staff@golfo.test';
const SILVER = 'staff@plata.test';

type Line = Partial<TariffsRecord>;

const today = () => todayInBusinessTime(new Date());
const day = (offset: number) => `${addTariffDays(today(), offset)} 00:00:00.000Z`;
const origin = (page: Page) => new URL(page.url()).origin;

/** A sell FCL line valid from 10 days ago for 60 days; `patch` changes any field. */
function line(carrier: string, patch: Line = {}): Line {
  return {
    kind: 'sell',
    mode: 'FCL',
    carrier,
    origin: 'CNSHA',
    destination: 'MXZLO',
    charge: 'Ocean freight',
    basis: 'container',
    containerType: '45G1',
    currency: 'USD',
    amount: 2150,
    validFrom: day(-10),
    validTo: day(60),
    ...patch,
  };
}

async function createLines(pb: PocketBase, lines: Line[]): Promise<TariffsRecord[]> {
  const created: TariffsRecord[] = [];
  for (const body of lines)
    created.push(await pb.collection('tariffs').create<TariffsRecord>(body));
  return created;
}

const linesOf = async (pb: PocketBase, carrier: string) =>
  pb
    .collection('tariffs')
    .getFullList<TariffsRecord>({ filter: pb.filter('carrier = {:carrier}', { carrier }) });

async function openPage(page: Page) {
  await page.goto('/dashboard/rcm');
  await expect(page.getByRole('heading', { level: 1, name: 'Tariffs' })).toBeVisible(LOADED);
  const table = page.getByRole('table', { name: 'Rate lines' });
  await expect(table).toBeVisible(LOADED);
  return table;
}

async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(text);
}

const rowOf = (page: Page, text: string) =>
  page.getByRole('table', { name: 'Rate lines' }).getByRole('row').filter({ hasText: text });

test.describe('the tariffs page', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, STAFF, null);
  });

  test('the list shows the lines with their validity counts', async ({ page }) => {
    const pb = await signedInSdk(origin(page), STAFF);
    const stamp = `E2E Count ${Date.now()}`;
    await createLines(pb, [
      line(stamp),
      line(stamp, { validTo: day(5), charge: 'BAF' }),
      line(stamp, { validFrom: day(-40), validTo: day(-3), charge: 'THC origin' }),
    ]);
    const records = await pb.collection('tariffs').getFullList<TariffsRecord>();
    const expected = countByValidity(records);
    await openPage(page);
    const counts = page.getByRole('group', { name: /Rate lines by validity/ });
    await expect(
      counts.getByRole('button', { name: `Valid: ${expected.valid}`, exact: true }),
    ).toBeVisible();
    await expect(
      counts.getByRole('button', { name: `Expiring soon: ${expected.expiring}`, exact: true }),
    ).toBeVisible();
    await expect(
      counts.getByRole('button', { name: `Expired: ${expected.expired}`, exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: `of ${records.length} rate line` }),
    ).toBeVisible();

    await searchFor(page, stamp);
    await expect(rowOf(page, stamp)).toHaveCount(3);
    // Within the test's own lines: the search may still be settling on the demo lines.
    await expect(rowOf(page, stamp).filter({ hasText: 'BAF' })).toContainText('Expiring soon');
    await expect(rowOf(page, stamp).filter({ hasText: 'THC origin' })).toContainText('Expired');
    // A count is a filter: Expired leaves only the ended line of the three.
    await counts.getByRole('button', { name: /^Expired:/ }).click();
    await expect(rowOf(page, stamp)).toHaveCount(1);
    await expect(rowOf(page, stamp)).toContainText('THC origin');
  });

  test('create a line (a bad origin first), then edit it and duplicate it', async ({ page }) => {
    const carrier = `E2E Create ${Date.now()}`;
    await openPage(page);
    await page.getByRole('button', { name: 'New rate' }).click();
    const form = page.getByRole('dialog', { name: 'New rate line' });
    await form.getByLabel('Mode').selectOption('FCL');
    await form.getByRole('textbox', { name: 'Carrier' }).fill(carrier);
    const originBox = form.getByRole('textbox', { name: 'Origin' });
    await originBox.fill('Shanghai port');
    await form.getByRole('textbox', { name: 'Destination' }).fill('mxzlo');
    await form.getByLabel('Charge').fill('Ocean freight');
    await form.getByLabel('Basis').selectOption('container');
    await form.getByLabel('Container type').selectOption('45G1');
    await form.getByLabel('Currency').fill('USD');
    await form.getByRole('textbox', { name: 'Amount' }).fill('1980');
    await form.getByLabel('Valid from').fill(today());
    await form.getByLabel('Valid to').fill(addTariffDays(today(), 29));
    await form.getByRole('button', { name: 'Create rate' }).click();
    await expect(originBox).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Use a UN/LOCODE such as MXZLO.')).toBeVisible();
    // Nothing typed is lost; the fixed origin goes through, submitted with Enter.
    await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue('1980');
    await expect(form.getByRole('textbox', { name: 'Carrier' })).toHaveValue(carrier);
    await originBox.fill('CNSHA');
    await originBox.press('Enter');
    await expect(form).toHaveCount(0, LOADED);
    const pb = await signedInSdk(origin(page), STAFF);
    const [created] = await linesOf(pb, carrier);
    expect(created).toMatchObject({
      origin: 'CNSHA',
      destination: 'MXZLO',
      amount: 1980,
      basis: 'container',
      containerType: '45G1',
    });
    expect(tariffDay(created!.validTo)).toBe(addTariffDays(today(), 29));

    await searchFor(page, carrier);
    await rowOf(page, carrier)
      .getByRole('button', { name: /^Edit / })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit rate line' });
    await edit.getByRole('textbox', { name: 'Amount' }).fill('2025.5');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toHaveCount(0, LOADED);
    await expect(rowOf(page, carrier)).toContainText('USD 2,025.50');
    expect((await linesOf(pb, carrier))[0]).toMatchObject({ amount: 2025.5 });

    await rowOf(page, carrier)
      .getByRole('button', { name: /^Duplicate / })
      .click();
    const ask = page.getByRole('dialog', { name: 'Duplicate with new validity' });
    const nextFrom = addTariffDays(today(), 30);
    await expect(ask.getByLabel('Valid from')).toHaveValue(nextFrom);
    await expect(ask.getByRole('button', { name: 'Close' })).toBeVisible();
    await ask.getByLabel('Valid to').fill(addTariffDays(nextFrom, 44));
    await ask.getByRole('button', { name: 'Continue' }).click();
    const copy = page.getByRole('dialog', { name: 'Duplicate rate line' });
    await expect(copy.getByRole('textbox', { name: 'Amount' })).toHaveValue('2025.5');
    await copy.getByRole('button', { name: 'Create rate' }).click();
    await expect(copy).toHaveCount(0, LOADED);
    await expect(rowOf(page, carrier)).toHaveCount(2);
    await expect(rowOf(page, carrier).filter({ hasText: 'Upcoming' })).toHaveCount(1);
    const both = await linesOf(pb, carrier);
    expect(
      both.map((t) => [tariffDay(t.validFrom), tariffDay(t.validTo), t.amount]).sort(),
    ).toEqual([
      [today(), addTariffDays(today(), 29), 2025.5],
      [nextFrom, addTariffDays(nextFrom, 44), 2025.5],
    ]);
  });

  test('bulk expire: two selected lines, after the confirm dialog, read Expired', async ({
    page,
  }) => {
    const carrier = `E2E Expire ${Date.now()}`;
    const pb = await signedInSdk(origin(page), STAFF);
    await createLines(pb, [
      line(carrier, { charge: 'Freight A' }),
      line(carrier, { charge: 'Freight B' }),
      line(carrier, { charge: 'Freight C' }),
    ]);
    await openPage(page);
    await searchFor(page, carrier);
    await expect(rowOf(page, carrier)).toHaveCount(3);
    for (const charge of ['Freight A', 'Freight B'])
      await rowOf(page, charge).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Expire selected (2)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm action' });
    await expect(confirm).toContainText('Expire 2 rate lines?');
    await confirm.getByRole('button', { name: 'Expire' }).click();
    await expect(page.getByText('2 rate lines expired.')).toBeVisible(LOADED);
    await expect(rowOf(page, 'Freight A')).toContainText('Expired');
    await expect(rowOf(page, 'Freight B')).toContainText('Expired');
    await expect(rowOf(page, 'Freight C')).toContainText('Valid');
    const saved = await linesOf(pb, carrier);
    const ends = Object.fromEntries(saved.map((t) => [t.charge, tariffDay(t.validTo)]));
    expect(ends).toEqual({
      'Freight A': addTariffDays(today(), -1),
      'Freight B': addTariffDays(today(), -1),
      'Freight C': addTariffDays(today(), 60),
    });
  });

  test('the quote calculator totals a lane for the cargo', async ({ page }) => {
    const carrier = `E2E Quote ${Date.now()}`;
    const lane = { origin: 'PECLL', destination: 'CLVAP' };
    const pb = await signedInSdk(origin(page), STAFF);
    const lines = await createLines(pb, [
      line(carrier, { ...lane, charge: 'Ocean freight', amount: 1850.5 }),
      line(carrier, { ...lane, charge: 'THC', basis: 'teu', containerType: '', amount: 120 }),
      line(carrier, {
        ...lane,
        charge: 'Documentation',
        basis: 'shipment',
        containerType: '',
        amount: 40,
        minAmount: 75,
      }),
      line(carrier, { ...lane, charge: 'Reefer plug', containerType: '45R1', amount: 300 }),
    ]);
    // Two 40′ high cubes: 2 containers of 45G1, 4 TEU, 1 shipment (raised to its minimum of 75).
    const quantity = { container: 2, teu: 4, shipment: 1 } as Record<string, number>;
    const expected = lines
      .filter((t) => t.containerType !== '45R1')
      .reduce((sum, t) => sum + Math.max(t.amount * quantity[t.basis]!, t.minAmount), 0);
    await openPage(page);
    await page.getByRole('button', { name: 'Quote', exact: true }).click();
    const quote = page.getByRole('dialog', { name: 'Quote calculator' });
    await quote.getByLabel('Mode').selectOption('FCL');
    await quote.getByRole('textbox', { name: 'Origin' }).fill(lane.origin);
    await quote.getByRole('textbox', { name: 'Destination' }).fill(lane.destination.toLowerCase());
    await quote.getByLabel('Container 1 type').selectOption('45G1');
    await quote.getByRole('textbox', { name: 'Container 1 count' }).fill('2');
    const option = quote.getByRole('region', { name: carrier, exact: true });
    const total = `Total USD ${expected.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    await expect(option.getByText(total)).toBeVisible(LOADED);
    await expect(option.getByRole('row')).toHaveCount(4); // header + three charges
    await expect(option.getByRole('row').filter({ hasText: 'Documentation' })).toContainText(
      'minimum',
    );
    await expect(option).toContainText('Reefer plug');
    await expect(option).toContainText('No container of this type in the cargo.');
    await page.keyboard.press('Escape');
    await expect(quote).toHaveCount(0);
  });

  test('desktop and 375 px, dark and light: list, form and quote, no serious axe violations', async ({
    page,
  }) => {
    test.setTimeout(patient(120_000));
    await useTheme(page, 'dark');
    await openPage(page);
    await expectAccessibleInBothThemes(page, 'tariffs-desktop');
    await page.getByRole('button', { name: 'New rate' }).click();
    const form = page.getByRole('dialog', { name: 'New rate line' });
    await expectOpened(form);
    await form.getByRole('button', { name: 'Create rate' }).click();
    await expect(form.getByText('Required.').first()).toBeVisible();
    await expectAccessibleInBothThemes(page, 'tariffs-form-desktop');
    await page.keyboard.press('Escape');
    await expect(form).toHaveCount(0);

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('table', { name: 'Rate lines' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    // The table scrolls sideways under a row's actions: Edit and Duplicate start on screen.
    const firstRow = page.locator('tr[data-tariff-id]').first();
    await expect(firstRow.getByRole('button', { name: /^Edit / })).toBeInViewport({ ratio: 1 });
    await expect(firstRow.getByRole('button', { name: /^Duplicate / })).toBeInViewport({
      ratio: 1,
    });
    await expectAccessibleInBothThemes(page, 'tariffs-mobile');
    await page.getByRole('button', { name: 'Quote', exact: true }).click();
    const quote = page.getByRole('dialog', { name: 'Quote calculator' });
    await expectOpened(quote);
    await quote.getByRole('textbox', { name: 'Origin' }).fill('CNSHA');
    await quote.getByRole('textbox', { name: 'Destination' }).fill('MXZLO');
    await expectAccessibleInBothThemes(page, 'tariffs-quote-mobile');
  });
});

test.describe('the silver plan', () => {
  test('sees no Tariffs link, is refused at /dashboard/rcm, and the server refuses too', async ({
    page,
    signIn,
  }) => {
    await signIn(page, SILVER);
    const nav = page.getByRole('navigation', { name: 'Dashboard navigation' });
    await expect(nav.getByRole('link', { name: 'Ocean' })).toBeVisible(LOADED);
    await expect(nav.getByRole('link', { name: 'Tariffs' })).toHaveCount(0);
    const tariffRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/collections/tariffs/')) tariffRequests.push(request.url());
    });
    await page.goto('/dashboard/rcm');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tariffs are not available' }),
    ).toBeVisible(LOADED);
    await expect(page.getByText('Tariffs are not included in the Silver plan.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See your membership status' })).toHaveAttribute(
      'href',
      '/dashboard/membership-status',
    );
    await expect(page.getByRole('table', { name: 'Rate lines' })).toHaveCount(0);
    expect(tariffRequests).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'tariffs-silver-refusal');

    const pb = await signedInSdk(origin(page), SILVER);
    expect((await pb.collection('tariffs').getList(1, 50)).totalItems).toBe(0);
    expect(
      await statusOf(pb.collection('tariffs').create(line('E2E Silver'))),
    ).toBeGreaterThanOrEqual(400);
  });
});

function countByValidity(records: readonly TariffsRecord[]): Record<TariffValidity, number> {
  const counts: Record<TariffValidity, number> = { upcoming: 0, valid: 0, expiring: 0, expired: 0 };
  for (const record of records) counts[tariffValidity(record, today())] += 1;
  return counts;
}

async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await storeTheme(page, theme);
}
