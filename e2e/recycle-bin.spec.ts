import type { Page } from '@playwright/test';
import { DEMO_IDS } from '@rumbo/domain';
import type PocketBase from 'pocketbase';
import {
  expect,
  expectNoSidewaysScroll,
  expectOpened,
  seriousAxeViolations,
  test,
} from './fixtures.ts';
import { expectAccessibleInBothThemes, storeTheme } from './screenshots.ts';
import { operatorSdk, signedInSdk, statusOf } from './sdk-clients.ts';
import { LOADED } from './patience.ts';

// The recycle bin page (issue 35) against the real product: records deleted through the SDK
// wait in the bin, come back from it, and reappear where they were. Every journey deletes
// records it created; the seed may already hold deleted records, so nothing counts the bin.

const SUPER = { email: 'super@golfo.test', name: 'Carlos Ibarra Delgado' };
const STAFF = 'staff@golfo.test';
const ADMIN = 'admin@rumbo.test';
const REFUSAL = 'Only a company superuser can open the recycle bin.';

type Created = { collection: string; id: string };

/** What a journey made: deleted afterwards (as operator), so other specs find the seed as it was. */
const created: { origin: string; record: Created }[] = [];

test.afterEach(async () => {
  for (const { origin, record } of created.splice(0)) {
    const ops = await operatorSdk(origin);
    await ops
      .collection(record.collection)
      .delete(record.id)
      .catch(() => undefined); // already deleted (still in the bin) is fine
  }
});

const originOf = (page: Page) => new URL(page.url()).origin;
const superSdk = (page: Page) => signedInSdk(originOf(page), SUPER.email);

function unique(): string {
  return `${Date.now()}`.slice(-6) + `${Math.floor(Math.random() * 90 + 10)}`;
}

/** A Golfo ocean shipment with a code of another year, so this year's next code stays put. */
async function createShipment(page: Page, pb: PocketBase, code = `OCN2001${unique()}`) {
  const reference = `E2E-BIN-${unique()}`;
  const record = await pb
    .collection('shipments_ocean')
    .create({ company: DEMO_IDS.golfo, shipmentCode: code, reference, ref: reference });
  created.push({
    origin: originOf(page),
    record: { collection: 'shipments_ocean', id: record.id },
  });
  return { id: record.id, code };
}

async function createPartner(page: Page, pb: PocketBase) {
  const name = `E2E Papelera ${unique()}`;
  const record = await pb
    .collection('partners')
    .create({ displayName: name, rol: 'Cliente', tipo: 'empresa' });
  created.push({ origin: originOf(page), record: { collection: 'partners', id: record.id } });
  return { id: record.id, name };
}

/** A Golfo sell line; the bin knows it by carrier, lane and charge. */
async function createTariffLine(page: Page, pb: PocketBase) {
  const carrier = `E2E Naviera ${unique()}`;
  const record = await pb.collection('tariffs').create({
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
    validFrom: '2026-01-01 00:00:00.000Z',
    validTo: '2026-12-31 00:00:00.000Z',
  });
  created.push({ origin: originOf(page), record: { collection: 'tariffs', id: record.id } });
  return { id: record.id, label: `${carrier} · CNSHA → MXZLO · Ocean freight` };
}

async function openBin(page: Page) {
  await page.goto('/dashboard/recycle-bin');
  await expect(page.getByRole('heading', { level: 1, name: 'Recycle bin' })).toBeVisible(LOADED);
}

const binTable = (page: Page) => page.getByRole('table', { name: 'Deleted records' });
const binRow = (page: Page, label: string) =>
  binTable(page).getByRole('row').filter({ hasText: label });

async function confirmRestore(page: Page, label: string, kind: string) {
  const row = binRow(page, label);
  await row.getByRole('button', { name: `Restore ${label} (${kind})` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm action' });
  await expect(dialog).toContainText(`Restore ${label} (${kind})?`);
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('the recycle bin', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('a superuser sees deleted records with who and when, and restores a shipment', async ({
    page,
    signIn,
  }) => {
    await signIn(page, SUPER.email, null);
    const pb = await superSdk(page);
    const partner = await createPartner(page, pb);
    const shipment = await createShipment(page, pb);
    await pb.collection('partners').delete(partner.id);
    await pb.collection('shipments_ocean').delete(shipment.id);

    // Beside My company in the user menu (the sidebar's Administration is for admins only).
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'User menu' }).click(LOADED);
    await page.getByRole('menuitem', { name: 'Recycle bin' }).click();
    await expect(page).toHaveURL('/dashboard/recycle-bin');
    for (const [label, kind] of [
      [partner.name, 'Partner'],
      [shipment.code, 'Ocean shipment'],
    ] as const) {
      const row = binRow(page, label);
      await expect(row).toContainText(kind, LOADED);
      await expect(row).toContainText(SUPER.name);
      await expect(row).toContainText('just now');
      await expect(row).toContainText('30 days left');
    }

    // The server's answer is held back: meanwhile the row says it is restoring.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/recycle-bin/*/restore', async (route) => {
      await held;
      await route.continue();
    });
    await confirmRestore(page, shipment.code, 'Ocean shipment');
    await expect(
      binRow(page, shipment.code).getByRole('button', { name: 'Restoring…' }),
    ).toBeDisabled();
    release();
    const restored = `${shipment.code} (Ocean shipment) restored.`;
    await expect(page.getByRole('alert').filter({ hasText: restored })).toBeVisible();
    await expect(binRow(page, shipment.code)).toHaveCount(0, LOADED);
    await expect(binRow(page, partner.name)).toBeVisible();
    expect((await pb.collection('shipments_ocean').getOne(shipment.id)).shipmentCode).toBe(
      shipment.code,
    );

    const notice = page.getByRole('status').filter({ hasText: restored });
    const open = notice.getByRole('link', { name: `Open ${shipment.code}` });
    await expect(open).toHaveAttribute('href', `/dashboard/shipments/ocean?open=${shipment.id}`);
    await open.click();
    await expect(page.getByRole('dialog', { name: shipment.code })).toBeVisible(LOADED);
    await page.goto(`/dashboard/shipments/ocean?search=${shipment.code}`);
    const grid = page.getByRole('grid', { name: 'Ocean shipments' });
    await expect(grid.locator('[role=row][data-index]')).toContainText(shipment.code, LOADED);
  });

  test('a shipment whose code a colleague took meanwhile comes back under the next code', async ({
    page,
    signIn,
  }) => {
    await signIn(page, SUPER.email, null);
    const pb = await superSdk(page);
    const shipment = await createShipment(page, pb);
    await pb.collection('shipments_ocean').delete(shipment.id);
    await createShipment(page, pb, shipment.code);

    await openBin(page);
    await confirmRestore(page, shipment.code, 'Ocean shipment');
    const notice = page.locator('[data-notice="code-changed"]');
    await expect(notice).toBeVisible(LOADED);
    const { shipmentCode } = await pb.collection('shipments_ocean').getOne(shipment.id);
    expect(shipmentCode).not.toBe(shipment.code);
    await expect(notice).toContainText(
      `${shipment.code} (Ocean shipment) restored as ${shipmentCode}.`,
    );
    await expect(notice).toContainText(
      `Another shipment took the code ${shipment.code} meanwhile, so this one came back as ${shipmentCode}.`,
    );
    await expect(notice.getByRole('link', { name: `Open ${shipmentCode}` })).toHaveAttribute(
      'href',
      `/dashboard/shipments/ocean?open=${shipment.id}`,
    );
    await expectAccessibleInBothThemes(page, 'recycle-bin-code-changed');
  });

  test('staff get no menu entry and are refused at the address, as by the server', async ({
    page,
    signIn,
  }) => {
    await signIn(page, STAFF);
    const nav = page.getByRole('navigation', { name: 'Dashboard navigation' });
    await expect(nav.getByRole('link', { name: 'Ocean' })).toBeVisible(LOADED);
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'My company' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Recycle bin' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await openBin(page);
    await expect(page.getByRole('alert')).toHaveText(REFUSAL);
    await expect(binTable(page)).toHaveCount(0);
    const staff = await signedInSdk(originOf(page), STAFF);
    expect(await statusOf(staff.send('/api/recycle-bin', {}))).toBe(403);
  });

  test('looks right and is accessible: table, dialog, cards at 375 px, an admin’s companies', async ({
    page,
    signIn,
  }) => {
    await signIn(page, SUPER.email, null);
    await storeTheme(page, 'light');
    const pb = await superSdk(page);
    const partner = await createPartner(page, pb);
    const shipment = await createShipment(page, pb);
    const tariff = await createTariffLine(page, pb);
    await pb.collection('partners').delete(partner.id);
    await pb.collection('shipments_ocean').delete(shipment.id);
    await pb.collection('tariffs').delete(tariff.id);

    await openBin(page);
    await expect(binRow(page, tariff.label)).toContainText('Tariff line', LOADED);
    await expectAccessibleInBothThemes(page, 'recycle-bin-desktop');
    await binRow(page, partner.name)
      .getByRole('button', { name: `Restore ${partner.name} (Partner)` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Confirm action' });
    await expectOpened(dialog);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.setViewportSize({ width: 375, height: 812 });
    const cards = page.getByRole('list', { name: 'Deleted records' });
    await expect(cards.getByRole('listitem').filter({ hasText: shipment.code })).toContainText(
      SUPER.name,
    );
    await expectNoSidewaysScroll(page);
    await expectAccessibleInBothThemes(page, 'recycle-bin-mobile');

    // A platform admin sees every company's records, with a company column and filter.
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, ADMIN, '/dashboard/recycle-bin');
    await expect(binRow(page, shipment.code)).toContainText('Golfo Logistics', LOADED);
    await page.getByRole('combobox', { name: 'Company' }).selectOption('Golfo Logistics');
    await expect(binRow(page, shipment.code)).toBeVisible();
    await expectAccessibleInBothThemes(page, 'recycle-bin-admin');
  });
});
