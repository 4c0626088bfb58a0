import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO_IDS, nextShipmentCode } from '@rumbo/domain';
import { expect, seriousAxeViolations, test } from './fixtures.ts';
import { shootVariants } from './screenshots.ts';
import { signedInSdk } from './sdk-clients.ts';
import { LOADED, patient } from './patience.ts';

// Versioned saves (docs/decisions/033): two colleagues of one company on one partner, each in a
// browser of their own. A save never writes back a field the other changed meanwhile; a field
// both changed is put to the second one with both values; an offline change replayed later is
// merged the same way and parks what clashes.

test.describe.configure({ timeout: patient(90_000) });

const STAFF = 'staff@golfo.test';
const SUPER = 'super@golfo.test';

type ServerPartner = {
  id: string;
  displayName: string;
  razonSocial: string;
  nombreCompleto: string;
  direccion: string;
};

const drawer = (page: Page) => page.getByRole('dialog', { name: /partner/i });
const field = (page: Page, name: string) =>
  drawer(page).getByRole('textbox', { name, exact: true });

let partnerCount = 0;

async function newPartner(origin: string): Promise<ServerPartner> {
  const pb = await signedInSdk(origin, STAFF);
  partnerCount += 1;
  const displayName = `E2E Colleagues ${Date.now()}-${partnerCount}`;
  return pb
    .collection('partners')
    .create<ServerPartner>({ displayName, rol: 'Cliente', tipo: 'empresa' });
}

const readPartner = async (origin: string, id: string) =>
  (await signedInSdk(origin, STAFF)).collection('partners').getOne<ServerPartner>(id);

async function openPartner(page: Page, partner: ServerPartner) {
  // The list behind the drawer comes in on its own; a journey that goes offline next reopens
  // another partner from it, which only the list as the server answered it can show.
  const listed = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/collections/partners/records' &&
      response.request().method() === 'GET',
  );
  await page.goto(`/dashboard/partners?open=${partner.id}`);
  await expect(field(page, 'Display name')).toHaveValue(partner.displayName, LOADED);
  await listed;
}

/** Opens the partner again from the list the page is on, as a user would (no new app start). */
async function reopenPartner(page: Page, partner: ServerPartner) {
  await expect(drawer(page)).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search partners' }).fill(partner.displayName);
  await page.getByRole('link', { name: partner.displayName, exact: true }).click();
  await expect(field(page, 'Display name')).toHaveValue(partner.displayName, LOADED);
}

async function save(page: Page) {
  await drawer(page).getByRole('button', { name: 'Save' }).click();
}

type SignIn = (page: Page, email: string, at?: string | null) => Promise<void>;

async function colleaguePage(browser: Browser, signIn: SignIn) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signIn(page, SUPER, null);
  return page;
}

test('two colleagues on one partner: other fields are kept, a field both changed is chosen', async ({
  page,
  browser,
  signIn,
}) => {
  await signIn(page, STAFF, null);
  const colleague = await colleaguePage(browser, signIn);
  const origin = new URL(colleague.url()).origin;
  const partner = await newPartner(origin);
  const saved = (page: Page) =>
    expect(page.getByText(`Partner ${partner.displayName} saved.`)).toBeVisible(LOADED);

  // Both open the partner; each changes a field of their own and saves, the colleague last.
  await Promise.all([openPartner(page, partner), openPartner(colleague, partner)]);
  await field(page, 'Dirección').fill('Av. Staff 1, Veracruz');
  await save(page);
  await saved(page);
  await field(colleague, 'Nombre completo').fill('Nombre del colega');
  await save(colleague);
  await saved(colleague);
  let stored = await readPartner(origin, partner.id);
  expect(stored.direccion).toBe('Av. Staff 1, Veracruz');
  expect(stored.nombreCompleto).toBe('Nombre del colega');

  // Both change the razón social: the second save shows both values and writes the one chosen.
  await Promise.all([reopenPartner(page, partner), reopenPartner(colleague, partner)]);
  await field(page, 'Razón social').fill('Razón de Staff SA');
  await field(colleague, 'Razón social').fill('Razón del colega SA');
  await field(colleague, 'Dirección').fill('Calle del colega 9');
  await save(page);
  await saved(page);
  await save(colleague);
  const dialog = colleague.getByRole('dialog', { name: 'Someone else changed this record' });
  await expect(dialog).toBeVisible(LOADED);
  const row = dialog.locator('[data-conflict-field="razonSocial"]');
  await expect(row).toContainText('Razón social');
  await expect(row.locator('[data-conflict-side="mine"]')).toHaveText('Razón del colega SA');
  await expect(row.locator('[data-conflict-side="theirs"]')).toHaveText('Razón de Staff SA');
  // Only the field both changed is asked about; the colleague's own address just goes.
  await expect(dialog.locator('[data-conflict-field]')).toHaveCount(1);
  expect(await seriousAxeViolations(colleague)).toEqual([]);
  await shootVariants(colleague, 'save-conflict');

  // Back to editing writes nothing and keeps what was typed.
  await dialog.getByRole('button', { name: 'Back to editing' }).click();
  await expect(field(colleague, 'Razón social')).toHaveValue('Razón del colega SA');
  expect((await readPartner(origin, partner.id)).direccion).toBe('Av. Staff 1, Veracruz');

  await save(colleague);
  await dialog.getByRole('radio', { name: 'Keep mine' }).check();
  await dialog.getByRole('button', { name: 'Save merged version' }).click();
  await saved(colleague);
  stored = await readPartner(origin, partner.id);
  expect(stored.razonSocial).toBe('Razón del colega SA');
  expect(stored.direccion).toBe('Calle del colega 9');
  expect(stored.nombreCompleto).toBe('Nombre del colega');
  await colleague.context().close();
});

/** Fills `values` (by field label) into the open partner and saves it with the network off. */
async function saveOffline(page: Page, partner: ServerPartner, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
  await save(page);
  await expect(
    page.getByText(`Partner ${partner.displayName} saved in this browser`, { exact: false }),
  ).toBeVisible(LOADED);
}

function failedBadge(page: Page): Locator {
  return page.getByRole('button', { name: /failed change/ });
}

test('partners edited offline: what merges is replayed, the field both changed is parked, a refused change names its record', async ({
  page,
  signIn,
}) => {
  await signIn(page, STAFF, null);
  const origin = new URL(page.url()).origin;
  const merged = await newPartner(origin);
  const refused = await newPartner(origin);
  await openPartner(page, merged);
  await page.context().setOffline(true);
  await saveOffline(page, merged, {
    Dirección: 'Dirección offline',
    'Nombre completo': 'Nombre offline',
  });
  await reopenPartner(page, refused);
  await saveOffline(page, refused, { Dirección: 'Dirección offline' });

  // Meanwhile a colleague changes the first one's address online and deletes the second: its
  // replayed edit is refused (404).
  const colleague = await signedInSdk(origin, SUPER);
  await colleague.collection('partners').update(merged.id, { direccion: 'Dirección online' });
  await colleague.collection('partners').delete(refused.id);

  await page.context().setOffline(false);
  await expect(page.getByRole('button', { name: '2 failed changes' })).toBeVisible(LOADED);
  let stored = await readPartner(origin, merged.id);
  expect(stored.nombreCompleto).toBe('Nombre offline');
  expect(stored.direccion).toBe('Dirección online');

  await failedBadge(page).click();
  const entry = page.locator(`[data-parked-conflict="${merged.id}"]`);
  await expect(entry).toContainText(`Partner ${merged.displayName}: changed by someone else`);
  const address = entry.locator('[data-conflict-field="direccion"]');
  await expect(address).toContainText('Dirección');
  await expect(address.locator('[data-conflict-side="mine"]')).toHaveText('Dirección offline');
  await expect(address.locator('[data-conflict-side="theirs"]')).toHaveText('Dirección online');
  await entry.getByRole('button', { name: 'Apply mine' }).click();
  await expect(page.getByText('Your values were saved.')).toBeVisible(LOADED);
  stored = await readPartner(origin, merged.id);
  expect(stored.direccion).toBe('Dirección offline');
  expect(stored.nombreCompleto).toBe('Nombre offline');

  // The refused one says whose change it was before it is dismissed.
  await expect(page.getByRole('button', { name: '1 failed change' })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm action' });
  await expect(confirm).toContainText(
    `Dismiss the failed change of Partner ${refused.displayName}?`,
  );
  await confirm.getByRole('button', { name: 'Dismiss' }).click();
  await expect(failedBadge(page)).toBeHidden(LOADED);
});

test('a shipment created offline under a code a colleague took is saved under the next one', async ({
  page,
  signIn,
}) => {
  await signIn(page, STAFF, null);
  const origin = new URL(page.url()).origin;
  const [staff, colleague] = await Promise.all([
    signedInSdk(origin, STAFF),
    signedInSdk(origin, SUPER),
  ]);
  const codes = (
    await staff.collection('shipments_air').getFullList({ fields: 'shipmentCode' })
  ).map((record) => String(record.shipmentCode));
  const now = new Date();
  const code = nextShipmentCode({ mode: 'air', now, existingCodes: codes });
  const next = nextShipmentCode({ mode: 'air', now, existingCodes: [...codes, code] });
  const reference = `E2E-RECODE-${Date.now()}`;

  await page.goto('/dashboard/shipments/air');
  await page.getByRole('button', { name: 'New shipment' }).click();
  const editor = page.getByRole('dialog', { name: code });
  await expect(editor).toBeVisible(LOADED);
  await editor.getByRole('textbox', { name: 'Reference', exact: true }).fill(reference);
  await page.context().setOffline(true);
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/saved in this browser/)).toBeVisible(LOADED);

  // A colleague saves a shipment under that very code while this browser is offline.
  const taken = await colleague
    .collection('shipments_air')
    .create({ company: DEMO_IDS.golfo, shipmentCode: code, reference: 'E2E-COLLEAGUE' });
  await page.context().setOffline(false);
  await expect(
    page.getByText(
      `Air shipment ${code} was saved as ${next}: a colleague took ${code} while you were offline.`,
    ),
  ).toBeVisible(LOADED);
  const filter = staff.filter('reference = {:reference}', { reference });
  const mine = await staff.collection('shipments_air').getFirstListItem(filter);
  expect(mine.shipmentCode).toBe(next);
  expect(mine.payload.shipmentCode).toBe(next);
  await expect(failedBadge(page)).toBeHidden();
  await Promise.all([
    staff.collection('shipments_air').delete(mine.id),
    colleague.collection('shipments_air').delete(taken.id),
  ]);
});
