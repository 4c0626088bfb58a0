import type { Page } from '@playwright/test';
import {
  containerCheckDigit,
  MODE_MILESTONES,
  normalizeTrackingNumber,
  type ShipmentMode,
} from '@rumbo/domain';
import { expect, expectNoSidewaysScroll, test } from './fixtures.ts';
import { signedInSdk } from './sdk-clients.ts';
import { expectAccessibleInBothThemes, loadInTheme, storeTheme } from './screenshots.ts';
import { LOADED } from './patience.ts';

// The tracking demo (issue 7) against the real product: every number typed here is read from
// the server's own records with the signed-in user's rights, and must find that very shipment.

const STAFF = 'staff@golfo.test';
// The first load reads the company's three lists and copies them into IndexedDB.

type ServerShipment = Record<string, unknown> & { id: string; mode: ShipmentMode };
type Item = Record<string, unknown>;

async function serverShipments(page: Page): Promise<ServerShipment[]> {
  const pb = await signedInSdk(new URL(page.url()).origin, STAFF);
  const modes: ShipmentMode[] = ['ocean', 'air', 'land'];
  const lists = await Promise.all(
    modes.map(async (mode) => {
      const records = await pb.collection(`shipments_${mode}`).getFullList<ServerShipment>();
      return records.map((record) => ({ ...record, mode }));
    }),
  );
  return lists.flat();
}

const items = (value: unknown): Item[] => (Array.isArray(value) ? (value as Item[]) : []);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The first shipment of `mode` with a value for `read`, and that value. */
function pick(
  shipments: ServerShipment[],
  mode: ShipmentMode,
  read: (it: ServerShipment) => string,
) {
  const shipment = shipments.find((it) => it.mode === mode && read(it) !== '');
  if (!shipment) throw new Error(`The seed has no ${mode} shipment with this number`);
  return { shipment, value: read(shipment) };
}

/** Only this shipment holds the number (the demo data could, in theory, repeat one). */
function isUnique(shipments: ServerShipment[], value: string): boolean {
  const wanted = normalizeTrackingNumber(value);
  const numbersOf = (it: ServerShipment) =>
    [
      it.shipmentCode,
      it.reference,
      it.ref,
      it.bookingRef,
      it.blNumber,
      it.hblNumber,
      it.awb,
      it.hawb,
      ...items(it.containersList).map((c) => c.number),
      ...items(it.uldsList).map((u) => u.uldNumber),
    ].map((n) => normalizeTrackingNumber(n));
  return shipments.filter((it) => numbersOf(it).includes(wanted)).length === 1;
}

/** Types a number in the box of the page shown (search or results) and submits it. */
async function search(page: Page, typed: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Tracking number' }).fill(typed);
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page).toHaveURL(`/tracking-demo/results?${new URLSearchParams({ q: typed })}`);
}

const resultCards = (page: Page) => page.getByTestId('tracking-result');

test.describe('the tracking demo', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, STAFF, null);
  });

  test('tracking finds a shipment by each kind of number', async ({ page }) => {
    const shipments = await serverShipments(page);
    const firstContainer = (it: ServerShipment) => text(items(it.containersList)[0]?.number);
    const firstUld = (it: ServerShipment) => text(items(it.uldsList)[0]?.uldNumber);
    const cases = [
      { kind: 'Shipment code', ...pick(shipments, 'ocean', (it) => text(it.shipmentCode)) },
      { kind: 'Reference', ...pick(shipments, 'land', (it) => text(it.reference)) },
      { kind: 'Booking', ...pick(shipments, 'ocean', (it) => text(it.bookingRef)) },
      { kind: 'BL', ...pick(shipments, 'ocean', (it) => text(it.blNumber)) },
      { kind: 'HBL', ...pick(shipments, 'ocean', (it) => text(it.hblNumber)) },
      { kind: 'Container', ...pick(shipments, 'ocean', firstContainer) },
      { kind: 'AWB', ...pick(shipments, 'air', (it) => text(it.awb)) },
      { kind: 'HAWB', ...pick(shipments, 'air', (it) => text(it.hawb)) },
      { kind: 'ULD', ...pick(shipments, 'air', firstUld) },
    ];
    // One page load: each search starts from the box of the page before, as a customer would.
    await page.goto('/tracking-demo');
    for (const { kind, shipment, value } of cases) {
      expect(isUnique(shipments, value), `${kind} ${value} is held by one shipment`).toBe(true);
      // Typed the way customers do: lower case, spaced, dashes left out.
      const typed = value
        .replace(/-/g, '')
        .toLowerCase()
        .replace(/(.{4})/, '$1 ');
      await search(page, typed);
      await expect(resultCards(page)).toHaveCount(1, LOADED);
      const card = resultCards(page).first();
      await expect(card).toHaveAttribute('data-shipment-id', shipment.id);
      await expect(card.getByTestId('tracking-matched')).toContainText(`Found by ${kind} ${value}`);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(text(shipment.shipmentCode));
    }
  });

  test('a result shows status, route, vessel, milestones and containers', async ({ page }) => {
    const shipments = await serverShipments(page);
    const ocean = shipments.find(
      (it) => it.mode === 'ocean' && items(it.containersList).length > 1,
    )!;
    await page.goto(`/tracking-demo/results?q=${encodeURIComponent(text(ocean.shipmentCode))}`);
    const card = resultCards(page).first();
    await expect(card).toBeVisible(LOADED);
    await expect(card.getByText(text(ocean.operationalStatus), { exact: true })).toBeVisible();
    await expect(card).toContainText(`${text(ocean.portOfLoad)} → ${text(ocean.portOfArrival)}`);
    await expect(card).toContainText(`${text(ocean.vessel)} / ${text(ocean.voyage)}`);
    const dated = MODE_MILESTONES.ocean.filter((m) => ocean[m.estimated] || ocean[m.actual]);
    await expect(card.getByTestId('tracking-milestone')).toHaveCount(dated.length);
    // Every time shown names its zone: the port of load's own, e.g. "Shanghai, UTC+8".
    await expect(card.getByTestId('tracking-milestone').first()).toContainText(/\(.*UTC[+−]\d/);
    await expect(card.getByTestId('tracking-unit')).toHaveText(
      items(ocean.containersList).map((c) => new RegExp(`^${text(c.number)}`)),
    );
  });

  test('the page is branded, offers samples, and hints at wrong check digits', async ({ page }) => {
    const shipments = await serverShipments(page);
    await page.goto('/tracking-demo');
    await expect(page.getByTestId('tracking-brand')).toHaveText('Golfo Logistics');
    const samples = page.getByRole('region', { name: 'Try a sample number' }).getByRole('link');
    await expect(samples.first()).toBeVisible(LOADED);
    // Samples come from the shipments of each mode as their lists arrive.
    await expect.poll(() => samples.count(), LOADED).toBeGreaterThanOrEqual(6);
    await samples.filter({ hasText: /^BL: / }).click();
    await expect(resultCards(page)).toHaveCount(1, LOADED);

    const { value } = pick(shipments, 'ocean', (it) => text(items(it.containersList)[0]?.number));
    const expected = containerCheckDigit(value.slice(0, 10));
    const wrong = `${value.slice(0, 10)}${(Number(expected) + 1) % 10}`;
    await page.getByRole('link', { name: 'New search' }).click();
    const box = page.getByRole('textbox', { name: 'Tracking number' });
    await box.fill(wrong);
    await expect(page.getByTestId('tracking-hint')).toContainText(
      `Container check digit should be ${expected}.`,
    );
    await page.getByRole('link', { name: `Did you mean ${value}?` }).click();
    await expect(resultCards(page)).toHaveCount(1, LOADED);

    await box.fill('176-12345677');
    await expect(page.getByTestId('tracking-hint')).toContainText('AWB last digit must be 0–6');
    await box.fill('');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByText('Enter a number to track.')).toBeVisible();
  });

  test('an unknown number finds nothing and says what to try', async ({ page }) => {
    await page.goto('/tracking-demo/results?q=NOPE-000000');
    await expect(page.getByTestId('tracking-not-found')).toBeVisible(LOADED);
    await expect(page.getByRole('heading', { name: 'No shipment found' })).toBeVisible();
    await page.getByRole('link', { name: 'New search' }).click();
    await expect(page).toHaveURL(/\/tracking-demo$/);
  });

  for (const width of [1280, 375]) {
    test(`${width} px, dark and light: no serious axe violations, no sideways scroll`, async ({
      page,
    }) => {
      await storeTheme(page, 'dark');
      await page.setViewportSize({ width, height: 900 });
      const shipments = await serverShipments(page);
      const ocean = shipments.find((it) => items(it.containersList).length > 0)!;
      await page.goto('/tracking-demo');
      await expect(page.getByRole('link', { name: /^BL: / })).toBeVisible(LOADED);
      await page.getByRole('textbox', { name: 'Tracking number' }).fill('CSQU3054384');
      await expect(page.getByTestId('tracking-hint')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessibleInBothThemes(page, `tracking-search-${width}`, { fullPage: true });

      await page.goto(`/tracking-demo/results?q=${text(ocean.blNumber)}`);
      await expect(resultCards(page).first()).toBeVisible(LOADED);
      await expectNoSidewaysScroll(page);
      await expectAccessibleInBothThemes(page, `tracking-results-${width}`, { fullPage: true });
    });
  }
});

test.describe('the silver plan', () => {
  test('is refused the tracking demo typed by hand, saying why (dark and light)', async ({
    page,
    signIn,
  }) => {
    await loadInTheme(page, 'dark');
    let shipmentReads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/collections/shipments_')) shipmentReads += 1;
    });
    await signIn(page, 'staff@plata.test', '/tracking-demo');
    const refusal = page.getByRole('region', { name: 'Site Demo is not available' });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(refusal).toBeVisible(LOADED);
      await expect(page.getByRole('textbox', { name: 'Tracking number' })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectAccessibleInBothThemes(page, `tracking-silver-refusal-${width}`);
    }
    await page.goto('/tracking-demo/results?q=OCN20260001');
    await expect(refusal).toBeVisible(LOADED);
    expect(shipmentReads).toBe(0);
  });
});
