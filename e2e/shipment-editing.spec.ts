import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO_IDS, nextShipmentCode, type ShipmentMode } from '@rumbo/domain';
import { expect, seriousAxeViolations, test } from './fixtures.ts';
import { shoot, setTheme, takesScreenshots } from './screenshots.ts';
import { operatorSdk as operator, signedInSdk as client } from './sdk-clients.ts';
import { LOADED, patient } from './patience.ts';

// Opening, locking, saving and conflicts of a shipment (issue 5), against the real product.
// Every journey works on shipments it creates through the API (and deletes afterwards), so the
// seeded data the other specs count stays as it was.

// Each journey loads the list and the whole form, often in two browsers: room for a busy machine.
test.describe.configure({ timeout: patient(60_000) });

const STAFF = { email: 'staff@golfo.test', name: 'Mariana Torres Vega' };
const SUPER = { email: 'super@golfo.test', name: 'Carlos Ibarra Delgado' };
const GONE_MESSAGE = 'El embarque ya no existe en RumboBase. Recarga los datos antes de editar.';
const PREFIXES: Record<ShipmentMode, string> = { ocean: 'OCN', air: 'AIR', land: 'LND' };

type TestShipment = { id: string; code: string; reference: string; mode: ShipmentMode };

const created: { origin: string; shipment: TestShipment }[] = [];

/**
 * A Golfo shipment for one test. Its code is from another year, so the "next code" of the
 * current year is not moved by it.
 */
async function createShipment(
  origin: string,
  mode: ShipmentMode,
  fields: Record<string, unknown> = {},
): Promise<TestShipment> {
  const pb = await client(origin, STAFF.email);
  const unique = `${Date.now()}`.slice(-6) + `${Math.floor(Math.random() * 90 + 10)}`;
  const code = `${PREFIXES[mode]}2001${unique}`;
  const reference = `E2E-${unique}`;
  const refField = mode === 'air' ? {} : { ref: reference };
  const record = await pb.collection(`shipments_${mode}`).create({
    company: DEMO_IDS.golfo,
    shipmentCode: code,
    reference,
    ...refField,
    ...fields,
  });
  const shipment = { id: record.id, code, reference, mode };
  created.push({ origin, shipment });
  return shipment;
}

test.afterEach(async () => {
  for (const { origin, shipment } of created.splice(0)) {
    const pb = await operator(origin);
    await pb
      .collection(`shipments_${shipment.mode}`)
      .delete(shipment.id)
      .catch(() => undefined);
  }
});

async function readShipment(origin: string, shipment: TestShipment) {
  const pb = await operator(origin);
  return pb.collection(`shipments_${shipment.mode}`).getOne(shipment.id);
}

async function locksOf(origin: string, shipment: TestShipment) {
  const pb = await operator(origin);
  return pb
    .collection('shipment_locks')
    .getFullList({ filter: pb.filter('shipmentId = {:id}', { id: shipment.id }) });
}

function shipmentPath(shipment: TestShipment, extra = ''): string {
  return `/dashboard/shipments/${shipment.mode}?open=${shipment.id}${extra}`;
}

function editorOf(page: Page, shipment: TestShipment): Locator {
  return page.getByRole('dialog', { name: `${shipment.code} · ${shipment.reference}` });
}

type SignIn = (page: Page, email: string, at?: string | null) => Promise<void>;

/** A browser of its own, signed in as `email` (this worker's session, no page opened yet). */
async function signedInPage(browser: Browser, signIn: SignIn, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, null);
  return page;
}

const textbox = (editor: Locator, name: string) =>
  editor.getByRole('textbox', { name, exact: true });

function originOf(page: Page): string {
  return new URL(page.url()).origin;
}

async function openEditor(page: Page, shipment: TestShipment, extra = ''): Promise<Locator> {
  await page.goto(shipmentPath(shipment, extra));
  const editor = editorOf(page, shipment);
  await expect(editor).toBeVisible(LOADED);
  return editor;
}

/** Screenshots of one editor state at desktop and 375 px, light and dark (DESIGN §5). */
async function shootStates(page: Page, name: string): Promise<void> {
  // Four resizes and repaints of the editor are only worth it for the pictures.
  if (!takesScreenshots) return;
  const original = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const [viewport, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 375, height: 812 }],
  ] as const) {
    await page.setViewportSize(size);
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await shoot(page, `shipment-editor-${name}-${viewport}-${theme}`);
    }
  }
  await setTheme(page, 'light');
  await page.setViewportSize(original);
}

test.describe('opening and closing', () => {
  test('?open opens the shipment and &milestone scrolls to and highlights its actual date', async ({
    page,
    signIn,
  }) => {
    // axe reads the whole page (list and form): slow on a busy machine.
    test.setTimeout(patient(90_000));
    await signIn(page, STAFF.email, null);
    const shipment = await createShipment(originOf(page), 'ocean', {
      portOfArrivalArrivalEstimated: '2026-01-10 10:00:00.000Z',
    });
    const editor = await openEditor(page, shipment, '&milestone=portOfArrivalArrival');
    const actual = editor.locator('[data-milestone-actual="portOfArrivalArrival"]');
    await expect(actual).toHaveAttribute('data-highlighted', /.*/);
    await expect(actual).toBeInViewport();
    await expect(editor.getByRole('status')).toHaveText('All changes saved');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('opening lists it under Recent shipments; closing with unsaved changes asks first', async ({
    page,
    signIn,
  }) => {
    await signIn(page, STAFF.email, null);
    const shipment = await createShipment(originOf(page), 'land');
    const editor = await openEditor(page, shipment);
    const entry = page.locator(`[data-shipment="${shipment.id}"]`);
    await expect(entry).toHaveText(shipment.reference);

    await textbox(editor, 'Booking').fill('BK-UNSAVED');
    await expect(editor.getByRole('status')).toHaveText('Unsaved changes');
    await expect(entry.getByRole('img', { name: 'Unsaved changes' })).toBeAttached();

    const confirm = page.getByRole('dialog', { name: 'Confirm action' });
    await page.keyboard.press('Escape');
    await expect(confirm).toContainText('You have unsaved changes. Close without saving?');
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    await expect(confirm).toBeHidden();
    await expect(textbox(editor, 'Booking')).toHaveValue('BK-UNSAVED');

    await editor.getByRole('button', { name: 'Close', exact: true }).click();
    await confirm.getByRole('button', { name: 'Close without saving' }).click();
    await expect(editor).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]open=/);
    await expect(entry).toBeVisible();
    await expect(entry.getByRole('img', { name: 'Unsaved changes' })).toHaveCount(0);
    expect((await readShipment(originOf(page), shipment)).bookingRef).toBe('');

    // Clean: Escape closes at once.
    await entry.click();
    await expect(editor).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();
    await expect(confirm).toBeHidden();
  });
});

test.describe('beside the sidebar', () => {
  test('Recent shipments closes an unsaved shipment only after SPEC §2 question, and leaving asks too', async ({
    page,
    signIn,
  }) => {
    await signIn(page, STAFF.email, null);
    const shipment = await createShipment(originOf(page), 'land');
    const editor = await openEditor(page, shipment);
    const sidebar = page.getByRole('navigation', { name: 'Dashboard navigation' });
    const recent = sidebar.getByRole('region', { name: 'Recent shipments' });
    const closeEntry = recent.getByRole('button', { name: `Close ${shipment.reference}` });
    const confirm = page.getByRole('dialog', { name: 'Confirm action' });
    await textbox(editor, 'Booking').fill('BK-DRAFT');
    await expect(editor.getByRole('status')).toHaveText('Unsaved changes');

    // The editor covers the screen, not the sidebar: its close button is there to click.
    await closeEntry.click();
    await expect(confirm).toContainText('You have unsaved changes. Close without saving?');
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    await expect(confirm).toBeHidden();
    await expect(textbox(editor, 'Booking')).toHaveValue('BK-DRAFT');

    // Another screen from the sidebar asks the same question; keeping stays in the editor.
    await sidebar.getByRole('link', { name: 'Partners' }).click();
    await expect(confirm).toContainText('You have unsaved changes. Close without saving?');
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(new RegExp(`open=${shipment.id}`));
    await expect(textbox(editor, 'Booking')).toHaveValue('BK-DRAFT');
    await shootStates(page, 'beside-sidebar');

    await closeEntry.click();
    await confirm.getByRole('button', { name: 'Close without saving' }).click();
    await expect(editor).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]open=/);
    await expect(page).toHaveURL(/\/dashboard\/shipments\/land/);
    await expect(recent.getByRole('link', { name: shipment.reference })).toHaveCount(0);
    expect((await readShipment(originOf(page), shipment)).bookingRef).toBe('');
  });
});

test.describe('saving', () => {
  test('Ctrl+S saves the fields, their mirrors and the payload; the lock is released on close', async ({
    page,
    signIn,
  }) => {
    await signIn(page, STAFF.email, null);
    const origin = originOf(page);
    const shipment = await createShipment(origin, 'ocean');
    const editor = await openEditor(page, shipment);
    await expect.poll(async () => (await locksOf(origin, shipment)).length).toBe(1);

    await textbox(editor, 'Booking').fill('BK-778899');
    await textbox(editor, 'Port of loading (POL)').fill('CNSHA Shanghai');
    await page.keyboard.press('Control+s');
    await expect(page.getByText(`Shipment ${shipment.code} saved.`)).toBeVisible(LOADED);
    await expect(editor.getByRole('status')).toHaveText('All changes saved');

    const saved = await readShipment(origin, shipment);
    expect(saved).toMatchObject({
      bookingRef: 'BK-778899',
      portOfLoad: 'CNSHA Shanghai',
      origin: 'CNSHA Shanghai',
      updatedBy: DEMO_IDS.staffGolfo,
    });
    expect(saved.payload).toMatchObject({
      shipmentId: shipment.id,
      mode: 'ocean',
      bookingRef: 'BK-778899',
      updatedByName: STAFF.name,
      updatedByEmail: STAFF.email,
    });

    await editor.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(editor).toBeHidden();
    await expect.poll(async () => (await locksOf(origin, shipment)).length).toBe(0);
  });

  test('a new shipment gets the next code, and the next one again when a colleague took it', async ({
    page,
    signIn,
  }) => {
    await signIn(page, STAFF.email, null);
    const origin = originOf(page);
    const staff = await client(origin, STAFF.email);
    const codes = (
      await staff.collection('shipments_air').getFullList({ fields: 'shipmentCode' })
    ).map((record) => String(record.shipmentCode));
    const expected = nextShipmentCode({ mode: 'air', now: new Date(), existingCodes: codes });

    await page.goto('/dashboard/shipments/air');
    await page.getByRole('button', { name: 'New shipment' }).click();
    await expect(page).toHaveURL(/[?&]open=new/);
    const editor = page.getByRole('dialog', { name: expected });
    await expect(editor).toBeVisible(LOADED);
    await expect(editor).toContainText('New air shipment');
    await expect(editor.getByRole('textbox', { name: 'Shipment code' })).toHaveValue(expected);
    await textbox(editor, 'Reference').fill('E2E-NEW-AIR');

    // A colleague saves a shipment under that very code first.
    const colleague = await staff
      .collection('shipments_air')
      .create({ company: DEMO_IDS.golfo, shipmentCode: expected, reference: 'E2E-COLLEAGUE' });
    created.push({
      origin,
      shipment: { id: colleague.id, code: expected, reference: '', mode: 'air' },
    });

    await editor.getByRole('button', { name: 'Save' }).click();
    const next = nextShipmentCode({
      mode: 'air',
      now: new Date(),
      existingCodes: [...codes, expected],
    });
    await expect(page.getByText(`Shipment ${next} saved.`)).toBeVisible(LOADED);
    await expect(page).toHaveURL(/[?&]open=[a-z0-9]{15}(&|$)/);
    const id = new URL(page.url()).searchParams.get('open')!;
    const shipment = { id, code: next, reference: 'E2E-NEW-AIR', mode: 'air' as const };
    created.push({ origin, shipment });
    await expect(editorOf(page, shipment)).toBeVisible();
    expect(await readShipment(origin, shipment)).toMatchObject({
      shipmentCode: next,
      reference: 'E2E-NEW-AIR',
      status: 'In creation',
      createdBy: DEMO_IDS.staffGolfo,
    });
    await expect(page.locator(`[data-shipment="${id}"]`)).toHaveText('E2E-NEW-AIR');
  });
});

test.describe('platform admin', () => {
  test('a new shipment first asks whose it is, then follows that company’s codes', async ({
    page,
    signIn,
  }) => {
    await signIn(page, 'admin@rumbo.test', null);
    const origin = originOf(page);
    const staff = await client(origin, STAFF.email);
    const codes = (
      await staff.collection('shipments_land').getFullList({ fields: 'shipmentCode' })
    ).map((record) => String(record.shipmentCode));
    const expected = nextShipmentCode({ mode: 'land', now: new Date(), existingCodes: codes });

    await page.goto('/dashboard/shipments/land');
    await page.getByRole('button', { name: 'New shipment' }).click();
    const step = page.getByRole('dialog', { name: 'New shipment: whose is it?' });
    await expect(step).toBeVisible(LOADED);
    await expect(step.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await step.getByRole('textbox', { name: 'Company' }).click();
    await page.getByRole('option', { name: 'Golfo Logistics' }).click();
    await step.getByRole('button', { name: 'Continue' }).click();

    const editor = page.getByRole('dialog', { name: expected });
    await expect(editor).toBeVisible(LOADED);
    await textbox(editor, 'Reference').fill('E2E-ADMIN-LAND');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Shipment ${expected} saved.`)).toBeVisible(LOADED);
    await expect(page).toHaveURL(/[?&]open=[a-z0-9]{15}(&|$)/);
    const id = new URL(page.url()).searchParams.get('open')!;
    const shipment = { id, code: expected, reference: 'E2E-ADMIN-LAND', mode: 'land' as const };
    created.push({ origin, shipment });
    const stored = await readShipment(origin, shipment);
    expect(stored).toMatchObject({
      company: DEMO_IDS.golfo,
      shipmentCode: expected,
      reference: 'E2E-ADMIN-LAND',
      createdBy: DEMO_IDS.admin,
    });
    // SPEC §3: the payload names its authors and carries its markers (decision 042).
    expect(stored.payload).toMatchObject({
      createdByLabel: expect.stringMatching(/\S/),
      updatedByLabel: stored.payload.createdByLabel,
      __pbId: id,
      __remoteId: id,
      __localId: id,
      __meta: { layout: 1, app: 'rumbo-web', collection: 'shipments_land' },
    });
  });
});

test.describe('documents', () => {
  test('files are uploaded to the saved shipment, downloaded with a file token and removed', async ({
    page,
    signIn,
  }) => {
    await signIn(page, STAFF.email, null);
    const origin = originOf(page);
    // As the editor saves it: the web app's whole object in `payload`.
    const shipment = await createShipment(origin, 'ocean', { payload: { documents: [] } });
    const editor = await openEditor(page, shipment);
    const pdf = Buffer.from(
      '%PDF-1.4\n% BL MSCU1234567\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n',
    );
    await editor
      .locator('input[type="file"]')
      .setInputFiles({ name: 'BL master.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByText('1 file uploaded.')).toBeVisible(LOADED);

    const link = editor.getByRole('link', { name: 'Download BL master.pdf' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\?token=.+&download=true$/);
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect(await download.text()).toContain('BL MSCU1234567');
    // Protected: without the token the file is refused.
    expect((await page.request.get(href!.replace(/\?.*$/, ''))).status()).toBe(403);

    const stored = await readShipment(origin, shipment);
    expect(stored.documentFiles).toHaveLength(1);
    expect(stored.documents).toEqual([
      expect.objectContaining({ name: 'BL master.pdf', file: stored.documentFiles[0] }),
    ]);
    // The payload follows the upload at once, not at the next save of the form.
    expect(stored.payload.documents).toEqual(stored.documents);
    // The upload is not an unsaved change of the form.
    await expect(editor.getByRole('status')).toHaveText('All changes saved');

    await editor.getByRole('button', { name: 'Remove BL master.pdf' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm action' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('BL master.pdf removed.')).toBeVisible(LOADED);
    await expect(editor.getByText('No documents yet.')).toBeVisible();
    expect(await readShipment(origin, shipment)).toMatchObject({
      documentFiles: [],
      documents: [],
      payload: { documents: [] },
    });
  });
});

test.describe('two people', () => {
  test('the second one sees it read-only, "being edited by" the first, until it is closed', async ({
    browser,
    signIn,
  }) => {
    test.setTimeout(patient(90_000));
    const staff = await signedInPage(browser, signIn, STAFF.email);
    const origin = originOf(staff);
    const shipment = await createShipment(origin, 'air');
    const staffEditor = await openEditor(staff, shipment);
    await expect.poll(async () => (await locksOf(origin, shipment)).length).toBe(1);
    await expect(textbox(staffEditor, 'Booking')).toBeEnabled();

    const boss = await signedInPage(browser, signIn, SUPER.email);
    const bossEditor = await openEditor(boss, shipment);
    await expect(bossEditor.getByText(`being edited by ${STAFF.name}`)).toBeVisible();
    await expect(textbox(bossEditor, 'Booking')).toBeDisabled();
    await expect(bossEditor.getByRole('button', { name: 'Save' })).toBeDisabled();
    await shootStates(boss, 'read-only');

    // Leaving the page releases the lock (best effort, as the page goes away), and the waiting
    // editor takes it as soon as it hears of it.
    await staff.close();
    await expect(textbox(bossEditor, 'Booking')).toBeEnabled({ timeout: patient(30_000) });
    await expect(bossEditor.getByText(/being edited by/)).toHaveCount(0);
    await expect
      .poll(async () => (await locksOf(origin, shipment))[0]?.userId)
      .toBe(DEMO_IDS.superGolfo);
    await staff.context().close();
    await boss.context().close();
  });

  test('when both changed it, the second save lists each field with keep mine / take theirs', async ({
    browser,
    signIn,
  }) => {
    test.setTimeout(patient(180_000));
    const staff = await signedInPage(browser, signIn, STAFF.email);
    const origin = originOf(staff);
    const shipment = await createShipment(origin, 'ocean', {
      bookingRef: 'BK-0',
      vessel: 'MSC ANNA',
      voyage: '101E',
    });
    const staffEditor = await openEditor(staff, shipment);
    await expect.poll(async () => (await locksOf(origin, shipment)).length).toBe(1);

    // The staff member loses the connection and goes on editing without a lock...
    await staff.context().setOffline(true);
    await textbox(staffEditor, 'Booking').fill('BK-STAFF');
    await textbox(staffEditor, 'Vessel').fill('MSC ANNA II');
    await textbox(staffEditor, 'Notes').fill('Staff note');
    await expect(staffEditor.getByText(/Offline: you are editing without a lock/)).toBeVisible();

    // ...ten minutes pass, the lock expires and the superuser takes the shipment over.
    const ops = await operator(origin);
    const [lock] = await locksOf(origin, shipment);
    expect(lock!.hasPendingChanges).toBe(false);
    // The server's expiry decides (decision 030); the web app reads `lockedAt`: age both.
    const expiredAt = new Date(Date.now() - 11 * 60_000).toISOString();
    await ops.collection('shipment_locks').update(lock!.id, {
      lockedAt: expiredAt,
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const boss = await signedInPage(browser, signIn, SUPER.email);
    const bossEditor = await openEditor(boss, shipment);
    await expect(textbox(bossEditor, 'Booking')).toBeEnabled();
    await expect
      .poll(async () => (await locksOf(origin, shipment))[0]?.userId)
      .toBe(DEMO_IDS.superGolfo);
    await textbox(bossEditor, 'Booking').fill('BK-BOSS');
    await textbox(bossEditor, 'Vessel').fill('MAERSK ESSEX');
    await textbox(bossEditor, 'Voyage').fill('202W');
    await bossEditor.getByRole('button', { name: 'Save' }).click();
    await expect(boss.getByText(`Shipment ${shipment.code} saved.`)).toBeVisible(LOADED);

    // Back online, the staff member learns who holds the shipment; the edits stay editable.
    await staff.context().setOffline(false);
    await expect(staffEditor.getByText(`now being edited by ${SUPER.name}`)).toBeVisible(LOADED);
    await staffEditor.getByRole('button', { name: 'Save' }).click();
    const conflict = staff.getByRole('dialog', { name: 'Someone else changed this shipment' });
    await expect(conflict).toContainText(`${SUPER.name} saved this shipment after you opened it`);
    const booking = conflict.getByRole('radiogroup', { name: 'Booking' });
    const vessel = conflict.getByRole('radiogroup', { name: 'Vessel' });
    await expect(booking.locator('[data-conflict-side="mine"]')).toHaveText('BK-STAFF');
    await expect(booking.locator('[data-conflict-side="theirs"]')).toHaveText('BK-BOSS');
    await expect(vessel.locator('[data-conflict-side="mine"]')).toHaveText('MSC ANNA II');
    await expect(vessel.locator('[data-conflict-side="theirs"]')).toHaveText('MAERSK ESSEX');
    await expect(conflict.getByRole('radiogroup')).toHaveCount(2);
    const merged = conflict.getByRole('button', { name: 'Save merged shipment' });
    await expect(merged).toBeDisabled();
    await shootStates(staff, 'conflict');
    await booking.getByRole('radio', { name: 'Keep mine' }).check();
    await expect(merged).toBeDisabled();
    await vessel.getByRole('radio', { name: 'Take theirs' }).check();
    await merged.click();
    await expect(staff.getByText(`Shipment ${shipment.code} saved.`)).toBeVisible(LOADED);

    // Mine where chosen or only mine changed; theirs where chosen or only theirs changed.
    expect(await readShipment(origin, shipment)).toMatchObject({
      bookingRef: 'BK-STAFF',
      vessel: 'MAERSK ESSEX',
      notes: 'Staff note',
      voyage: '202W',
    });
    await staff.reload();
    const reloaded = editorOf(staff, shipment);
    await expect(textbox(reloaded, 'Booking')).toHaveValue('BK-STAFF', LOADED);
    await expect(textbox(reloaded, 'Vessel')).toHaveValue('MAERSK ESSEX');
    await expect(textbox(reloaded, 'Notes')).toHaveValue('Staff note');
    await expect(textbox(reloaded, 'Voyage')).toHaveValue('202W');
    await staff.context().close();
    await boss.context().close();
  });
});

test.describe('failures', () => {
  test('offline, a save goes to this browser and reaches the server when it is back', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(patient(60_000));
    await signIn(page, STAFF.email, null);
    const origin = originOf(page);
    const shipment = await createShipment(origin, 'land');
    const editor = await openEditor(page, shipment);
    await expect.poll(async () => (await locksOf(origin, shipment)).length).toBe(1);
    // The list behind the editor has it, to show its pending change once the editor is closed.
    await expect(page.locator('[role=row]', { hasText: shipment.reference })).toBeAttached(LOADED);

    await page.context().setOffline(true);
    await textbox(editor, 'Booking').fill('BK-OFFLINE');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText(`Shipment ${shipment.code} saved in this browser. Pending sync`),
    ).toBeVisible(LOADED);
    await expect(
      editor.getByText('Offline: you are editing without a lock.', { exact: false }),
    ).toBeVisible();
    expect((await readShipment(origin, shipment)).bookingRef).toBe('');
    await editor.getByRole('button', { name: 'Close', exact: true }).click();
    const row = page.getByRole('row', { name: new RegExp(shipment.reference) });
    await expect(row).toContainText('Pending sync');

    const backOnline = Date.now();
    await page.context().setOffline(false);
    await expect
      .poll(async () => (await readShipment(origin, shipment)).bookingRef, LOADED)
      .toBe('BK-OFFLINE');
    await expect(row).not.toContainText('Pending sync', LOADED);
    // Its history says it was made offline, at the time it was saved in the browser (issue 35).
    const ops = await operator(origin);
    const history = await ops.send<{ items: { source: string; madeAt: string }[] }>(
      `/api/history/shipments_land/${shipment.id}`,
      {},
    );
    expect(history.items[0]).toMatchObject({ source: 'offline' });
    expect(Date.parse(history.items[0]!.madeAt)).toBeLessThanOrEqual(backOnline);
  });

  test('a shipment deleted on the server while open: the save says so and keeps the edits', async ({
    page,
    signIn,
  }) => {
    await signIn(page, STAFF.email, null);
    const origin = originOf(page);
    const shipment = await createShipment(origin, 'air');
    const editor = await openEditor(page, shipment);
    await textbox(editor, 'Booking').fill('BK-LOST');
    await (await operator(origin)).collection('shipments_air').delete(shipment.id);

    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByRole('alert')).toContainText(GONE_MESSAGE);
    await expect(textbox(editor, 'Booking')).toHaveValue('BK-LOST');
    await expect(editor.getByRole('status')).toHaveText('Unsaved changes');
  });
});
