import type { Browser, Page } from '@playwright/test';
import { DEMO_IDS } from '@rumbo/domain';
import {
  expect,
  expectNoSidewaysScroll,
  seriousAxeViolations,
  test,
  THEME_STORAGE_KEY,
} from './fixtures.ts';
import { LOADED, patient } from './patience.ts';
import { shoot } from './screenshots.ts';
import { operatorSdk, signedInSdk } from './sdk-clients.ts';

// A customer's tracking link (issue 37, docs/decisions/072): made from the shipment editor,
// opened signed out on a phone in the customer's language, kept up to date while open when a
// colleague records a milestone, and dead for the customer once revoked. The page asks again
// every 15 seconds; the customer's browser runs a controlled clock, so the journey moves it on
// instead of waiting.

test.describe.configure({ timeout: patient(90_000) });

const STAFF = 'staff@golfo.test';
const REFRESH_MS = 15_000;
const LABEL = 'Importadora del Bajío (compras)';
let shipmentId = '';

test.afterEach(async ({ baseURL }) => {
  if (!shipmentId) return;
  const pb = await operatorSdk(baseURL!);
  await pb
    .collection('shipments_ocean')
    .delete(shipmentId)
    .catch(() => undefined);
  shipmentId = '';
});

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A customer who has never signed in: a phone-sized window, Spanish first, the device's theme. */
async function customerPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    locale: 'es-MX',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.clock.install();
  return page;
}

/** Both colour schemes of the page as it is, each checked with axe, shot when asked. */
async function lookInBothSchemes(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, `${name}-mobile-${colorScheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('share a shipment, follow it signed out as it changes, then revoke the link', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  const staff = await signedInSdk(baseURL!, STAFF);
  const unique = `${Date.now()}`.slice(-6) + `${Math.floor(Math.random() * 90 + 10)}`;
  const code = `OCN2002${unique}`;
  const shipment = await staff.collection('shipments_ocean').create({
    company: DEMO_IDS.golfo,
    shipmentCode: code,
    reference: `PO-TRACK-${unique}`,
    ref: `PO-TRACK-${unique}`,
    status: 'In transit',
    origin: 'Shanghai (CNSHA)',
    destination: 'Manzanillo (MXZLO)',
    portOfLoad: 'Shanghai (CNSHA)',
    portOfArrival: 'Manzanillo (MXZLO)',
    vessel: 'Maersk Kendal',
    voyage: '214E',
    carrier: 'Maersk',
    portOfLoadDepartureEstimated: hoursFromNow(-240),
    portOfLoadDepartureActual: hoursFromNow(-236),
    portOfArrivalArrivalEstimated: hoursFromNow(48),
    deliveryEstimated: hoursFromNow(120),
    costControlRows: [{ concept: 'Flete marítimo', buy: 1850, sell: 2300 }],
  });
  shipmentId = shipment.id;

  // The forwarder makes a link for the customer in the editor.
  await signIn(page, STAFF, `/dashboard/shipments/ocean?open=${shipment.id}`);
  await page.getByRole('button', { name: 'Share tracking' }).click(LOADED);
  const share = page.getByRole('dialog', { name: 'Share tracking' });
  await share.getByRole('textbox', { name: 'For whom' }).fill(LABEL);
  await share.getByRole('button', { name: 'Create link' }).click();
  await expect(share.getByText(`Link created for ${LABEL}`)).toBeVisible(LOADED);
  const address = await share.getByRole('textbox', { name: 'New link address' }).inputValue();
  expect(address).toMatch(/\/t\/[A-Za-z0-9_-]{20,}$/);
  const row = share.getByRole('listitem').filter({ hasText: LABEL });
  await expect(row.getByText('Never opened')).toBeVisible();

  // The customer opens it signed out, on a phone, in Spanish: the route and the milestones,
  // never the costs.
  const customer = await customerPage(browser, baseURL!);
  await customer.goto(address);
  const card = customer.getByTestId('track-shipment');
  await expect(customer.getByRole('heading', { level: 1, name: code })).toBeVisible(LOADED);
  await expect(card).toContainText('Seguimiento de embarque · Marítimo');
  await expect(card).toContainText('Shanghai (CNSHA) → Manzanillo (MXZLO)');
  await expect(card).toContainText('Maersk Kendal / 214E · Maersk');
  await expect(customer.locator('header')).toContainText('Golfo');
  await expect(customer.locator('body')).not.toContainText('1850');
  const arrival = customer.getByTestId('track-milestone-portOfArrivalArrival');
  await expect(arrival).toContainText('Llegada al puerto de destino');
  await expect(arrival).toHaveAttribute('data-state', 'pending');
  await expect(arrival).not.toContainText('Real');
  await expectNoSidewaysScroll(customer);
  await lookInBothSchemes(customer, 'customer-tracking-es');

  // The forwarder sees that the link was opened.
  await share.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: 'Share tracking' }).click();
  await expect(row.getByText(/^Created .* · No expiry · Last opened /)).toBeVisible(LOADED);

  // A colleague records the arrival: the open page shows it at its next refresh.
  await staff
    .collection('shipments_ocean')
    .update(shipment.id, { portOfArrivalArrivalActual: hoursFromNow(0), status: 'Arrived' });
  await customer.clock.fastForward(REFRESH_MS);
  await expect(arrival).toHaveAttribute('data-state', 'done', LOADED);
  await expect(arrival).toContainText('Real');
  await expect(customer.getByTestId('track-status')).toHaveText('Arribado');

  // The customer reads it in English, and the choice stays for the next visit.
  await customer.getByRole('button', { name: 'English' }).click();
  await expect(card).toContainText('Shipment tracking · Ocean');
  await expect(arrival).toContainText('Arrival at port of discharge');
  await expect(customer.locator('html')).toHaveAttribute('lang', 'en');
  await lookInBothSchemes(customer, 'customer-tracking-en');
  await customer.reload();
  await expect(card).toContainText('Shipment tracking · Ocean', LOADED);

  // Revoked after confirmation: the open page gives way to "not available" at its next refresh.
  await row.getByRole('button', { name: 'Revoke' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm action' });
  await expect(confirm).toContainText(`Revoke the link for “${LABEL}”?`);
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(`The link for “${LABEL}” was revoked.`)).toBeVisible(LOADED);
  await expect(row.getByText('Revoked')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
  await customer.clock.fastForward(REFRESH_MS);
  await expect(customer.getByRole('heading', { name: 'This link is not available' })).toBeVisible(
    LOADED,
  );
  await expect(customer.getByTestId('track-shipment')).toHaveCount(0);
  await lookInBothSchemes(customer, 'customer-tracking-revoked');
  expect(await customer.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe(null);
  await customer.context().close();
});
