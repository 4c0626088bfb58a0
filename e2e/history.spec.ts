import type { Locator, Page } from '@playwright/test';
import { DEMO_IDS } from '@rumbo/domain';
import { expect, test } from './fixtures.ts';
import { expectAccessibleInBothThemes, setTheme, shoot, shootVariants } from './screenshots.ts';
import { operatorSdk, signedInSdk } from './sdk-clients.ts';
import { LOADED, patient } from './patience.ts';

// A record's history (issue 35, docs/decisions/065): every save shows in the History tab of the
// shipment editor with who, the field and its values before and after, a colleague's change
// through the API too; Undo puts the earlier value back as a save of its own, and when a
// colleague changed the same field since, the conflict dialog lets the person choose.

test.describe.configure({ timeout: patient(90_000) });

const STAFF = { email: 'staff@golfo.test', name: 'Mariana Torres Vega' };
const SUPER = { email: 'super@golfo.test', name: 'Carlos Ibarra Delgado' };

type TestShipment = { id: string; code: string; reference: string };
const created: { origin: string; id: string }[] = [];

/** A Golfo ocean shipment of another year's code (the current sequence stays as it is). */
async function createShipment(origin: string, fields: Record<string, unknown>) {
  const pb = await signedInSdk(origin, STAFF.email);
  const unique = `${Date.now()}`.slice(-6) + `${Math.floor(Math.random() * 90 + 10)}`;
  const shipment = { code: `OCN2001${unique}`, reference: `E2E-HIST-${unique}` };
  const record = await pb.collection('shipments_ocean').create({
    company: DEMO_IDS.golfo,
    shipmentCode: shipment.code,
    reference: shipment.reference,
    ref: shipment.reference,
    ...fields,
  });
  created.push({ origin, id: record.id });
  return { ...shipment, id: record.id };
}

test.afterEach(async () => {
  for (const { origin, id } of created.splice(0)) {
    const pb = await operatorSdk(origin);
    await pb
      .collection('shipments_ocean')
      .delete(id)
      .catch(() => undefined);
  }
});

/** A colleague's change made beside the app, through the SDK. */
async function colleagueSets(origin: string, shipment: TestShipment, fields: object) {
  const pb = await signedInSdk(origin, SUPER.email);
  await pb.collection('shipments_ocean').update(shipment.id, fields);
}

const readShipment = async (origin: string, shipment: TestShipment) =>
  (await operatorSdk(origin)).collection('shipments_ocean').getOne(shipment.id);

async function openEditor(page: Page, shipment: TestShipment): Promise<Locator> {
  await page.goto(`/dashboard/shipments/ocean?open=${shipment.id}`);
  const editor = page.getByRole('dialog', { name: `${shipment.code} · ${shipment.reference}` });
  await expect(editor).toBeVisible(LOADED);
  return editor;
}

/** Types into a field of the form and saves with the Save button. */
async function saveField(editor: Locator, label: string, value: string) {
  await editor.getByRole('tab', { name: 'Details' }).click();
  await editor.getByRole('textbox', { name: label, exact: true }).fill(value);
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editor.getByText('All changes saved')).toBeVisible(LOADED);
}

async function openHistory(editor: Locator): Promise<Locator> {
  await editor.getByRole('tab', { name: 'History' }).click();
  const panel = editor.getByRole('tabpanel', { name: 'History' });
  await expect(panel.locator('[data-history-entry]').first()).toBeVisible(LOADED);
  return panel;
}

const entry = (panel: Locator, text: string) =>
  panel.locator('[data-history-entry]').filter({ hasText: text });

/** Undo on an entry, confirmed. */
async function undo(page: Page, line: Locator) {
  await line.getByRole('button', { name: 'Undo' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm action' });
  await confirm.getByRole('button', { name: 'Undo change' }).click();
}

test('the History tab shows my save and a colleague’s, by field, and a milestone its estimates', async ({
  page,
  signIn,
}) => {
  await signIn(page, STAFF.email, null);
  const origin = new URL(page.url()).origin;
  const shipment = await createShipment(origin, {
    vessel: 'Ever Given',
    voyage: '001W',
    portOfArrivalArrivalEstimated: '2026-03-12 16:00:00.000Z',
  });
  const editor = await openEditor(page, shipment);
  await saveField(editor, 'Vessel', 'Ever Ace');
  await colleagueSets(origin, shipment, {
    voyage: '002W',
    portOfArrivalArrivalEstimated: '2026-03-15 14:00:00.000Z',
  });

  const panel = await openHistory(editor);
  const mine = entry(panel, `${STAFF.name} changed Vessel from Ever Given to Ever Ace`);
  await expect(mine).toBeVisible();
  await expect(mine).toHaveAttribute('data-source', 'web');
  const theirs = entry(panel, `${SUPER.name} made 2 changes`);
  await expect(theirs).toContainText('changed Voyage from 001W to 002W');
  await expect(theirs).toContainText(
    'changed POD arrival · Estimated from 12 Mar, 10:00 to 15 Mar, 08:00',
  );
  await expect(theirs).toContainText('through the API');
  await expect(entry(panel, `${STAFF.name} created this record`)).toBeVisible();
  await expectAccessibleInBothThemes(page, 'history-tab');
  await shootVariants(page, 'history-tab');
  await page.setViewportSize({ width: 1280, height: 800 });
  await setTheme(page, 'light');

  // Narrowed to one field: only the entries that changed it, and only that field of each.
  await panel.getByRole('combobox', { name: 'Show changes to' }).selectOption('Voyage');
  await expect(panel.locator('[data-history-entry]')).toHaveCount(2);
  await expect(entry(panel, `${SUPER.name} changed Voyage from 001W to 002W`)).toBeVisible();
  await expect(entry(panel, `${STAFF.name} created this record`)).toContainText(
    'set Voyage to 001W',
  );

  // Beside the milestone in the form: its estimates, newest first, with who and when.
  await editor.getByRole('tab', { name: 'Details' }).click();
  await editor.getByRole('button', { name: 'Earlier estimates of POD arrival' }).click();
  const estimates = page.getByRole('dialog', { name: 'Estimates of POD arrival' });
  await expect(estimates.getByRole('listitem')).toHaveText([
    new RegExp(`^15 Mar, 08:00${SUPER.name} · `),
    new RegExp(`^12 Mar, 10:00${STAFF.name} · `),
  ]);
  await shoot(page, 'history-estimates-desktop-light');
});

test('Undo puts the earlier value back, as a change of its own', async ({ page, signIn }) => {
  await signIn(page, STAFF.email, null);
  const origin = new URL(page.url()).origin;
  const shipment = await createShipment(origin, { vessel: 'Ever Given' });
  const editor = await openEditor(page, shipment);
  await saveField(editor, 'Vessel', 'Ever Ace');
  const panel = await openHistory(editor);

  await undo(page, entry(panel, `${STAFF.name} changed Vessel from Ever Given to Ever Ace`));
  await expect(page.getByText('Change undone.')).toBeVisible(LOADED);
  expect((await readShipment(origin, shipment)).vessel).toBe('Ever Given');
  const undone = entry(panel, `${STAFF.name} changed Vessel from Ever Ace to Ever Given`);
  await expect(undone).toHaveAttribute('data-source', 'undo', LOADED);
  await expect(undone).toContainText('undo of an earlier change');
  // The form shows the value put back, with nothing left to save.
  await editor.getByRole('tab', { name: 'Details' }).click();
  await expect(editor.getByRole('textbox', { name: 'Vessel', exact: true })).toHaveValue(
    'Ever Given',
  );
  await expect(editor.getByText('All changes saved')).toBeVisible();
});

test('Undo of a field a colleague changed since asks, and saves what the person chooses', async ({
  page,
  signIn,
}) => {
  await signIn(page, STAFF.email, null);
  const origin = new URL(page.url()).origin;
  const shipment = await createShipment(origin, { voyage: '001W' });
  const editor = await openEditor(page, shipment);
  await saveField(editor, 'Voyage', '002W');
  await colleagueSets(origin, shipment, { voyage: '003W' });
  const panel = await openHistory(editor);
  const mine = entry(panel, `${STAFF.name} changed Voyage from 001W to 002W`);
  await expect(entry(panel, `${SUPER.name} changed Voyage from 002W to 003W`)).toBeVisible();

  // Back to editing writes nothing: the colleague's value stays.
  await undo(page, mine);
  const dialog = page.getByRole('dialog', { name: 'Someone else changed this record' });
  await expect(dialog).toBeVisible(LOADED);
  await expect(dialog).toContainText(
    `${SUPER.name} changed these fields after the change you are undoing.`,
  );
  const row = dialog.locator('[data-conflict-field="voyage"]');
  await expect(row).toContainText('Voyage');
  await expect(row.locator('[data-conflict-side="mine"]')).toHaveText('001W');
  await expect(row.locator('[data-conflict-side="theirs"]')).toHaveText('003W');
  await dialog.getByRole('button', { name: 'Back to editing' }).click();
  await expect(page.getByText('Nothing was undone.')).toBeVisible(LOADED);
  expect((await readShipment(origin, shipment)).voyage).toBe('003W');

  // Keeping mine puts the earlier value back over the colleague's.
  await undo(page, mine);
  await dialog.getByRole('radio', { name: 'Keep mine' }).check();
  await dialog.getByRole('button', { name: 'Undo with these choices' }).click();
  await expect(page.getByText('Change undone.')).toBeVisible(LOADED);
  expect((await readShipment(origin, shipment)).voyage).toBe('001W');
  await expect(entry(panel, `${STAFF.name} changed Voyage from 003W to 001W`)).toHaveAttribute(
    'data-source',
    'undo',
    LOADED,
  );
});
