import type { Locator, Page } from '@playwright/test';
import { DEMO_IDS } from '@rumbo/domain';
import { expect, seriousAxeViolations, test } from './fixtures.ts';
import { shootVariants } from './screenshots.ts';
import { operatorSdk as operator, signedInSdk as client } from './sdk-clients.ts';
import { patient } from './patience.ts';

// Decision 016: an offline shipment save replayed later never overwrites a field a colleague
// changed meanwhile (it is parked as a conflict for the user), merges fields only one side
// changed, and the lock of an editor closed offline is released once the save has gone out.

test.describe.configure({ timeout: patient(90_000) });

const STAFF = 'staff@golfo.test';
const SUPER = { email: 'super@golfo.test', name: 'Carlos Ibarra Delgado' };
const SLOW = { timeout: patient(25_000) } as const;

type TestShipment = { id: string; code: string; reference: string };

const created: { origin: string; id: string }[] = [];

test.afterEach(async () => {
  for (const { origin, id } of created.splice(0)) {
    await (
      await operator(origin)
    )
      .collection('shipments_land')
      .delete(id)
      .catch(() => undefined);
  }
});

/** A Golfo land shipment of another year (so the current year's next code is not moved). */
async function createShipment(origin: string): Promise<TestShipment> {
  const pb = await client(origin, STAFF);
  const unique = `${Date.now()}`.slice(-6) + `${Math.floor(Math.random() * 90 + 10)}`;
  const [code, reference] = [`LND2001${unique}`, `E2E-${unique}`];
  const record = await pb.collection('shipments_land').create({
    company: DEMO_IDS.golfo,
    shipmentCode: code,
    reference,
    ref: reference,
  });
  created.push({ origin, id: record.id });
  return { id: record.id, code, reference };
}

const readShipment = async (origin: string, shipment: TestShipment) =>
  (await operator(origin)).collection('shipments_land').getOne(shipment.id);

async function lockCount(origin: string, shipment: TestShipment): Promise<number> {
  const pb = await operator(origin);
  const filter = pb.filter('shipmentId = {:id}', { id: shipment.id });
  return (await pb.collection('shipment_locks').getFullList({ filter })).length;
}

/** Opens the shipment, takes its lock, goes offline and saves `booking` in this browser only. */
async function saveOffline(page: Page, shipment: TestShipment, booking: string) {
  await page.goto(`/dashboard/shipments/land?open=${shipment.id}`);
  const editor = page.getByRole('dialog', { name: `${shipment.code} · ${shipment.reference}` });
  await expect(editor).toBeVisible(SLOW);
  const origin = new URL(page.url()).origin;
  await expect.poll(() => lockCount(origin, shipment), SLOW).toBe(1);
  await page.context().setOffline(true);
  await editor.getByRole('textbox', { name: 'Booking', exact: true }).fill(booking);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Shipment ${shipment.code} saved in this browser.`)).toBeVisible(
    SLOW,
  );
  await editor.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(editor).toBeHidden();
}

/** A colleague saves the same shipment online, as the editor would (fields and payload). */
async function colleagueSaves(origin: string, shipment: TestShipment, fields: object) {
  const pb = await client(origin, SUPER.email);
  const current = await pb.collection('shipments_land').getOne(shipment.id);
  await pb.collection('shipments_land').update(shipment.id, {
    ...fields,
    payload: { ...current.payload, ...fields, updatedByName: SUPER.name },
  });
}

function failedBadge(page: Page): Locator {
  return page.getByRole('button', { name: /failed change/ });
}

test('both changed the booking offline and online: theirs stays, mine is parked until applied', async ({
  page,
  signIn,
}) => {
  await signIn(page, STAFF, null);
  const origin = new URL(page.url()).origin;
  const shipment = await createShipment(origin);
  await saveOffline(page, shipment, 'BK-MINE');
  await colleagueSaves(origin, shipment, { bookingRef: 'BK-THEIRS' });

  await page.context().setOffline(false);
  await expect(failedBadge(page)).toBeVisible(SLOW);
  expect((await readShipment(origin, shipment)).bookingRef).toBe('BK-THEIRS');
  // The lock of the editor closed offline went once its save had been replayed.
  await expect.poll(() => lockCount(origin, shipment), SLOW).toBe(0);

  // The parked conflict is kept in this browser: it is still there on another page, after a load.
  await page.goto('/dashboard');
  await failedBadge(page).click();
  const entry = page.locator(`[data-parked-conflict="${shipment.id}"]`);
  await expect(entry).toContainText(`Land shipment ${shipment.code}: changed by someone else`);
  await expect(entry).toContainText(`${SUPER.name} changed these fields while you were offline`);
  const booking = entry.locator('[data-conflict-field="bookingRef"]');
  await expect(booking.locator('[data-conflict-side="mine"]')).toHaveText('BK-MINE');
  await expect(booking.locator('[data-conflict-side="theirs"]')).toHaveText('BK-THEIRS');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootVariants(page, 'offline-conflict');

  await entry.getByRole('button', { name: 'Apply mine' }).click();
  await expect(page.getByText('Your values were saved.')).toBeVisible(SLOW);
  const saved = await readShipment(origin, shipment);
  expect(saved.bookingRef).toBe('BK-MINE');
  expect(saved.payload.bookingRef).toBe('BK-MINE');
  await expect(failedBadge(page)).toBeHidden();
});

test('discarding mine keeps theirs', async ({ page, signIn }) => {
  await signIn(page, STAFF, null);
  const origin = new URL(page.url()).origin;
  const shipment = await createShipment(origin);
  await saveOffline(page, shipment, 'BK-MINE');
  await colleagueSaves(origin, shipment, { bookingRef: 'BK-THEIRS' });
  await page.context().setOffline(false);

  await failedBadge(page).click();
  const entry = page.locator(`[data-parked-conflict="${shipment.id}"]`);
  await entry.getByRole('button', { name: 'Discard mine' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm action' });
  await expect(confirm).toContainText(`The shipment keeps the ones ${SUPER.name} saved.`);
  await confirm.getByRole('button', { name: 'Discard mine' }).click();
  await expect(failedBadge(page)).toBeHidden(SLOW);
  expect((await readShipment(origin, shipment)).bookingRef).toBe('BK-THEIRS');
});

test('different fields changed offline and online: both are kept, nothing is parked', async ({
  page,
  signIn,
}) => {
  await signIn(page, STAFF, null);
  const origin = new URL(page.url()).origin;
  const shipment = await createShipment(origin);
  await saveOffline(page, shipment, 'BK-MINE');
  await colleagueSaves(origin, shipment, { vehicle: 'Tractocamión 53 ft' });

  await page.context().setOffline(false);
  await expect
    .poll(async () => (await readShipment(origin, shipment)).bookingRef, SLOW)
    .toBe('BK-MINE');
  const saved = await readShipment(origin, shipment);
  expect(saved.vehicle).toBe('Tractocamión 53 ft');
  expect(saved.payload).toMatchObject({ bookingRef: 'BK-MINE', vehicle: 'Tractocamión 53 ft' });
  await expect.poll(() => lockCount(origin, shipment), SLOW).toBe(0);
  await expect(page.getByRole('status', { name: 'Sync status' })).toBeHidden(SLOW);
});
