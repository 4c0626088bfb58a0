import type { Locator, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
  DEMO_IDS,
  MILESTONE_LABELS,
  MODE_MILESTONES,
  SHIPMENT_MODES,
  toDate,
  type ShipmentMode,
} from '@rumbo/domain';
import { expect, test } from './fixtures.ts';
import { shoot, takesScreenshots, setTheme } from './screenshots.ts';
import { operatorSdk as operator, signedInSdk } from './sdk-clients.ts';
import { LOADED, patient } from './patience.ts';

// The shipment form (issue 5): a shipment of each mode created through the UI with every
// section filled, saved, reloaded and checked value by value, in the browser and on the server.
// Each test deletes what it created, so the seeded data other specs count stays as it was.

const STAFF = { email: 'staff@golfo.test', name: 'Mariana Torres Vega' };
const SECTIONS = [
  'general',
  'parties',
  'routing',
  'cargo',
  'costs',
  'documents',
  'comments',
  'activities',
  'itinerary',
] as const;

/** What a field is and what to put in it; `shown` is what the input shows when it differs. */
type Entry =
  | { kind: 'text' | 'number'; label: string; value: string; shown?: string }
  | { kind: 'select'; label: string; option: string }
  | { kind: 'free'; label: string; value: string; shown?: undefined }
  | { kind: 'date'; label: string; value: string };

const text = (label: string, value: string, shown?: string): Entry => ({
  kind: 'text',
  label,
  value,
  shown,
});
const select = (label: string, option: string): Entry => ({ kind: 'select', label, option });
const date = (label: string, value: string): Entry => ({ kind: 'date', label, value });

/** A wall time `days` from now at `hour`, as a datetime-local input takes it (business time, UTC−6). */
function localTime(days: number, hour: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setHours(hour, 15, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(hour)}:15`;
}

const GENERAL: Record<ShipmentMode, Entry[]> = {
  ocean: [
    text('Booking', 'BK-778812'),
    text('BL (master)', 'MEDU123456789'),
    text('HBL (house)', 'HB000111222'),
    select('Status', 'In transit'),
    select('Financial status', 'Invoiced'),
    select('Priority', 'High'),
    select('Incoterm', 'FOB · Free on Board'),
    select('Freight terms', 'Collect'),
    select('Direction', 'Import'),
    text('Notes', 'Revisar documentos con el agente aduanal.'),
  ],
  air: [
    text('Booking', 'AM5512345'),
    text('HAWB (house)', 'HA12345678'),
    select('Status', 'Arrived'),
    select('Financial status', 'Paid'),
    select('Priority', 'Urgent'),
    select('Incoterm', 'CPT · Carriage Paid To'),
    select('Freight terms', 'Prepaid'),
    select('Direction', 'Export'),
  ],
  land: [
    text('Booking', 'TR7788123'),
    select('Status', 'Scheduled'),
    select('Financial status', 'Pending'),
    select('Priority', 'Low'),
    select('Incoterm', 'DAP · Delivered at Place'),
    text('Notes', 'Cita de entrega 8:00, andén 4.'),
  ],
};

const CARRIER: Record<ShipmentMode, string> = { ocean: 'Carrier', air: 'Airline', land: 'Carrier' };

const PLACES: Record<ShipmentMode, Entry[]> = {
  ocean: [
    text('Pickup location', 'Shanghai Lighting Co., Pudong'),
    text('Port of loading (POL)', 'Shanghai (CNSHA)'),
    text('Port of discharge (POD)', 'Manzanillo (MXZLO)'),
    text('Bonded warehouse', 'Recinto fiscalizado, Manzanillo'),
    text('Delivery location', 'Av. Industrias 120, Guadalajara'),
    text('Vessel', 'MSC ANNA'),
    text('Voyage', '123E'),
    date('Available for pickup', localTime(-3, 10)),
  ],
  air: [
    text('Pickup location', 'Planta León, Gto.'),
    text('Airport of departure', 'Mexico City (MEX)'),
    text('Airport of arrival', 'Frankfurt (FRA)'),
    text('Delivery location', 'Mainzer Landstraße 10, Frankfurt'),
    text('Flight', 'AM 1234'),
    date('Available for pickup', localTime(-2, 16)),
  ],
  land: [
    text('Origin', 'León, Guanajuato'),
    text('Pickup location', 'Planta Textiles, León'),
    text('Destination', 'Laredo, TX'),
    text('Delivery location', 'Almacén Norte, Laredo'),
  ],
};

const CARGO: Record<ShipmentMode, Entry[]> = {
  ocean: [
    select('Cargo type', 'FCL'),
    select('Main container type', '45G1 · 40′ high cube dry'),
    text('HS code / fracción', '847130'),
  ],
  air: [],
  land: [
    select('Load', 'FTL'),
    { kind: 'free', label: 'Vehicle', value: 'Torton' },
    { kind: 'number', label: 'Weight (kg)', value: '12500', shown: '12,500' },
    { kind: 'number', label: 'Volume (m³)', value: '45.5' },
    { kind: 'free', label: 'Driver mode', value: 'Doble operador' },
    { kind: 'free', label: 'Service scope', value: 'Puerta a puerta' },
  ],
};

/** Sub-list entries: the add button, the entry's group name and its fields. */
type ListFill = { add: string; item: string; entries: Entry[] };

const LISTS: Record<ShipmentMode, ListFill[]> = {
  ocean: [
    {
      add: 'Add LCL item',
      item: 'LCL item 1',
      entries: [
        text('Description', 'Refacciones'),
        text('Packages', '12'),
        text('Weight (kg)', '850'),
        text('Volume (m³)', '3.5'),
      ],
    },
  ],
  air: [
    {
      add: 'Add ULD',
      item: 'ULD 1',
      entries: [
        text('ULD number', 'AKE12345AM'),
        select('Type', 'AKE · LD3 container'),
        text('Pieces', '10'),
        text('Weight (kg)', '300'),
        text('Volume (m³)', '4'),
      ],
    },
    {
      add: 'Add loose item',
      item: 'Loose item 1',
      entries: [
        text('Description', 'Muestras comerciales'),
        text('Pieces', '2'),
        text('Length (cm)', '100'),
        text('Width (cm)', '50'),
        text('Height (cm)', '40'),
        text('Weight (kg)', '50'),
      ],
    },
  ],
  land: [],
};

const COSTS: ListFill[] = [
  {
    add: 'Add cost row',
    item: 'Cost row 1',
    entries: [
      text('Concept', 'Flete'),
      text('Code', 'FRT'),
      select('Currency', 'USD'),
      text('Amount', '1500', '1,500'),
      select('Flow', 'Cost'),
    ],
  },
  {
    add: 'Add cost row',
    item: 'Cost row 2',
    entries: [
      text('Concept', 'Flete'),
      text('Code', 'FRT'),
      select('Currency', 'USD'),
      text('Amount', '1800', '1,800'),
      select('Flow', 'Income'),
    ],
  },
];

const LEG: ListFill = {
  add: 'Add leg',
  item: 'Leg 1',
  entries: [
    select('Mode', 'Truck'),
    text('Carrier', 'Autotransportes del Centro'),
    text('Vessel / flight', 'Unidad 45'),
    text('Voyage', 'V-9'),
    text('Departure', 'León'),
    text('Arrival', 'Laredo'),
    date('ETD', localTime(-6, 7)),
    date('ATD', localTime(-6, 8)),
    date('ETA', localTime(-5, 18)),
    date('ATA', localTime(-5, 19)),
  ],
};

const LEG_ETD = localTime(-6, 7);

const COMMENT = 'Cliente pide aviso 24 h antes de la entrega.';
const ACTIVITY = 'Documents received';

const created: { origin: string; mode: ShipmentMode; id: string }[] = [];

test.afterEach(async () => {
  for (const { origin, mode, id } of created.splice(0)) {
    const pb = await operator(origin);
    await pb
      .collection(`shipments_${mode}`)
      .delete(id)
      .catch(() => undefined);
  }
});

const section = (form: Locator, key: (typeof SECTIONS)[number]) =>
  form.locator(`#shipment-section-${key}`);

const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

async function fill(page: Page, scope: Locator, entry: Entry): Promise<void> {
  if (entry.kind === 'date')
    return scope.getByLabel(entry.label, { exact: true }).fill(entry.value);
  const input = textbox(scope, entry.label);
  if (entry.kind !== 'select') return input.fill(entry.value);
  await input.click();
  await page.getByRole('option', { name: entry.option, exact: true }).click();
  await expect(input).toHaveValue(entry.option);
}

async function expectShown(scope: Locator, entry: Entry): Promise<void> {
  if (entry.kind === 'date')
    return expect(scope.getByLabel(entry.label, { exact: true })).toHaveValue(entry.value);
  const shown = entry.kind === 'select' ? entry.option : (entry.shown ?? entry.value);
  await expect(textbox(scope, entry.label), entry.label).toHaveValue(shown);
}

async function fillList(page: Page, form: Locator, list: ListFill): Promise<void> {
  await form.getByRole('button', { name: list.add }).click();
  const group = form.getByRole('group', { name: list.item, exact: true });
  for (const entry of list.entries) await fill(page, group, entry);
}

async function expectList(form: Locator, list: ListFill): Promise<void> {
  const group = form.getByRole('group', { name: list.item, exact: true });
  for (const entry of list.entries) await expectShown(group, entry);
}

/** Milestone dates in order, a day apart, each actual two hours after its estimate. */
function milestoneEntries(mode: ShipmentMode) {
  return MODE_MILESTONES[mode].map((milestone, index) => ({
    name: MILESTONE_LABELS[milestone.key],
    estimated: localTime(index - 12, 8),
    actual: localTime(index - 12, 10),
  }));
}

/** Types an invalid code, checks the hint, then the valid one. */
async function checkDigitHint(scope: Locator, label: string, wrong: string, right: string) {
  const input = textbox(scope, label);
  await input.fill(wrong);
  const digit = right.at(-1);
  await expect(scope.getByText(`check digit should be ${digit}`, { exact: true })).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await shoot(scope, `shipment-form-hint-${label.split(' ')[0]!.toLowerCase()}`);
  await input.fill(right);
  await expect(scope.getByText(/check digit should be/)).toHaveCount(0);
}

/** Fills every section of a new shipment's form; returns what the party fields hold. */
async function fillEverySection(page: Page, form: Locator, mode: ShipmentMode, reference: string) {
  const general = section(form, 'general');
  await fill(page, general, text('Reference', reference));
  for (const entry of GENERAL[mode]) await fill(page, general, entry);
  if (mode === 'air') await checkDigitHint(general, 'AWB (master)', '139-12345670', '139-12345675');

  const parties = form.locator('#shipment-section-parties');
  await textbox(parties, 'Consignee').click();
  const partner = page.getByRole('option').first();
  const consignee = (await partner.textContent()) ?? '';
  await partner.click();
  const partyValues: Record<string, string> = {
    Shipper: 'Shanghai Lighting Co.',
    Consignee: consignee,
    'Notify party': 'Agencia Aduanal Pérez',
    'Principal (client)': consignee,
    [CARRIER[mode]]: mode === 'air' ? 'Aeroméxico Cargo' : 'Naviera del Pacífico',
  };
  for (const [label, value] of Object.entries(partyValues))
    if (label !== 'Consignee') await textbox(parties, label).fill(value);

  for (const entry of PLACES[mode]) await fill(page, section(form, 'routing'), entry);
  for (const milestone of milestoneEntries(mode)) {
    const row = form.getByRole('group', { name: milestone.name, exact: true });
    await row.getByLabel('Estimated', { exact: true }).fill(milestone.estimated);
    await row.getByLabel('Actual', { exact: true }).fill(milestone.actual);
  }

  for (const entry of CARGO[mode]) await fill(page, section(form, 'cargo'), entry);
  if (mode === 'ocean') {
    await form.getByRole('switch', { name: /^Dangerous goods/ }).check();
    await form.getByRole('button', { name: 'Add container' }).click();
    const container = form.getByRole('group', { name: 'Container 1', exact: true });
    await checkDigitHint(container, 'Container number', 'MSCU1234560', 'MSCU1234566');
    for (const entry of CONTAINER) await fill(page, container, entry);
  }
  for (const list of [...LISTS[mode], ...COSTS, LEG]) await fillList(page, form, list);

  await textbox(form, 'New comment').fill(COMMENT);
  await form.getByRole('button', { name: 'Add comment' }).click();
  await textbox(form, 'New activity').fill(ACTIVITY);
  await form.getByRole('button', { name: 'Add activity' }).click();
  await form.getByRole('checkbox', { name: ACTIVITY }).check();
  return partyValues;
}

const CONTAINER: Entry[] = [
  select('Type', '22G1 · 20′ dry'),
  text('Seal', 'ML889911'),
  text('Weight (kg)', '12000', '12,000'),
  text('Volume (m³)', '28.5'),
  text('Packages', '300'),
];

async function expectEverySection(
  form: Locator,
  mode: ShipmentMode,
  reference: string,
  parties: Record<string, string>,
) {
  const general = section(form, 'general');
  await expectShown(general, text('Reference', reference));
  for (const entry of GENERAL[mode]) await expectShown(general, entry);
  if (mode === 'air') await expectShown(general, text('AWB (master)', '139-12345675'));
  const partiesSection = form.locator('#shipment-section-parties');
  for (const [label, value] of Object.entries(parties))
    await expect(textbox(partiesSection, label)).toHaveValue(value);
  for (const entry of PLACES[mode]) await expectShown(section(form, 'routing'), entry);
  for (const entry of CARGO[mode]) await expectShown(section(form, 'cargo'), entry);
  for (const milestone of milestoneEntries(mode)) {
    const row = form.getByRole('group', { name: milestone.name, exact: true });
    await expect(row.getByLabel('Estimated', { exact: true })).toHaveValue(milestone.estimated);
    await expect(row.getByLabel('Actual', { exact: true })).toHaveValue(milestone.actual);
  }
  if (mode === 'ocean') {
    await expect(form.getByRole('switch', { name: /^Dangerous goods/ })).toBeChecked();
    const container = form.getByRole('group', { name: 'Container 1', exact: true });
    await expect(textbox(container, 'Container number')).toHaveValue('MSCU1234566');
    for (const entry of CONTAINER) await expectShown(container, entry);
  }
  for (const list of [...LISTS[mode], ...COSTS, LEG]) await expectList(form, list);
  const totals = form.getByRole('table', { name: 'Totals per currency' });
  await expect(totals.getByRole('row', { name: /^USD/ })).toHaveText(
    /USD\s*USD 1,800\.00\s*USD 1,500\.00\s*USD 300\.00/,
  );
  const comments = form.getByRole('list', { name: 'Comments' });
  await expect(comments).toContainText(COMMENT);
  await expect(comments).toContainText(STAFF.name);
  await expect(form.getByRole('checkbox', { name: ACTIVITY })).toBeChecked();
  await expect(form.locator('#shipment-section-activities')).toContainText(
    /Done \d{1,2} \w{3} \d{4}/,
  );
}

/** Each section of the form at desktop and 375 px, light and dark (DESIGN §5). */
async function shootSections(page: Page, form: Locator, mode: ShipmentMode): Promise<void> {
  // Resizing and repainting the whole form four times is only worth it for the pictures.
  if (!takesScreenshots) return;
  for (const [viewport, size] of [
    ['desktop', { width: 1280, height: 900 }],
    ['mobile', { width: 375, height: 812 }],
  ] as const) {
    await page.setViewportSize(size);
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      for (const key of SECTIONS) {
        const sectionBox = await section(form, key).boundingBox();
        // Tall enough for the whole section below the editor's sticky header.
        const height = Math.max(size.height, Math.ceil(sectionBox?.height ?? 0) + 400);
        await page.setViewportSize({ width: size.width, height });
        await section(form, key).evaluate((element) => element.scrollIntoView({ block: 'end' }));
        await shoot(section(form, key), `shipment-form-${mode}-${key}-${viewport}-${theme}`);
      }
    }
  }
  await setTheme(page, 'light');
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function uploadDocument(page: Page, form: Locator): Promise<void> {
  const upload = form.getByRole('button', { name: 'Upload files' });
  await expect(upload).toBeEnabled();
  const chooser = page.waitForEvent('filechooser');
  await upload.click();
  await (
    await chooser
  ).setFiles({
    name: 'factura.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(form.getByRole('list', { name: 'Documents of this shipment' })).toContainText(
    'factura.pdf',
    LOADED,
  );
}

for (const mode of SHIPMENT_MODES) {
  test(`${mode}: a new shipment with every section filled survives save and reload`, async ({
    page,
    signIn,
  }) => {
    test.setTimeout(patient(300_000));
    await signIn(page, STAFF.email, `/dashboard/shipments/${mode}`);
    const origin = new URL(page.url()).origin;
    await page.getByRole('button', { name: 'New shipment' }).click();
    await expect(page).toHaveURL(/[?&]open=new/);
    const form = page.locator(`fieldset[data-mode="${mode}"]`);
    await expect(form).toBeVisible(LOADED);
    const code = await textbox(form, 'Shipment code').inputValue();
    const reference = `E2E-FORM-${mode}-${Date.now()}`;

    const parties = await fillEverySection(page, form, mode, reference);
    const dialog = page.getByRole('dialog').filter({ has: form });
    // Saving a new shipment makes it lockable: the editor takes the lock (read-only meanwhile).
    const lockTakes: string[] = [];
    page.on('request', (request) => {
      const isTake = request.method() === 'POST' && request.url().includes('/shipment_locks/');
      if (isTake) lockTakes.push(request.url());
    });
    const locked = page.waitForResponse(
      (response) =>
        response.url().includes('/api/collections/shipment_locks/records') &&
        ['POST', 'PATCH'].includes(response.request().method()),
    );
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByRole('status')).toHaveText('All changes saved', LOADED);
    await expect(page).toHaveURL(/[?&]open=[a-z0-9]{15}/);
    const id = new URL(page.url()).searchParams.get('open') ?? '';
    created.push({ origin, mode, id });
    await locked;
    await expect(form).toBeEnabled();
    await uploadDocument(page, form);
    // The saved shipment stays in the same editor: one lock taken, never a second editor's.
    expect(lockTakes).toHaveLength(1);

    await page.reload();
    await expect(form).toBeVisible(LOADED);
    await expect(textbox(form, 'Shipment code')).toHaveValue(code);
    await expectEverySection(form, mode, reference, parties);
    await expect(form.getByRole('list', { name: 'Documents of this shipment' })).toContainText(
      'factura.pdf',
    );

    const record = await (await operator(origin)).collection(`shipments_${mode}`).getOne(id);
    expect(record).toMatchObject({ company: DEMO_IDS.golfo, shipmentCode: code, reference });
    expect(record.payload).toMatchObject({ shipmentCode: code });
    if (mode === 'ocean')
      expect(record).toMatchObject({
        ref: reference,
        operationalStatus: 'In transit',
        status: 'In transit',
        incoterm: 'FOB',
        origin: 'Shanghai (CNSHA)',
        destination: 'Manzanillo (MXZLO)',
        dangerousGoods: true,
        containersList: [{ number: 'MSCU1234566', type: '22G1', weightKg: 12000 }],
      });
    if (mode === 'air')
      expect(record).toMatchObject({
        awb: '139-12345675',
        origin: 'Mexico City (MEX)',
        uldsList: [{ uldNumber: 'AKE12345AM', type: 'AKE', pieces: 10 }],
        looseItems: [{ lengthCm: 100, widthCm: 50, heightCm: 40 }],
      });
    if (mode === 'land')
      expect(record).toMatchObject({ ref: reference, weightKg: 12500, volumeM3: 45.5 });
    expect(record.costControlRows).toMatchObject([
      { currency: 'USD', amount: 1500, flow: 'cost' },
      { currency: 'USD', amount: 1800, flow: 'income' },
    ]);
    expect(record.itinerary).toMatchObject([
      {
        mode: 'truck',
        carrier: 'Autotransportes del Centro',
        etd: toDate(LEG_ETD)?.toISOString(), // typed in business time
      },
    ]);
    expect(record.comments).toMatchObject([{ text: COMMENT, authorName: STAFF.name }]);
    expect(record.activitiesStatus).toMatchObject([{ label: ACTIVITY, done: true }]);

    const axe = await new AxeBuilder({ page }).include(`fieldset[data-mode="${mode}"]`).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) }))).toEqual(
      [],
    );
    await shootSections(page, form, mode);
  });
}

test('?milestone highlights the actual date of an opened shipment in the form', async ({
  page,
  signIn,
}) => {
  await signIn(page, STAFF.email, null);
  const origin = new URL(page.url()).origin;
  const pb = await signedInSdk(origin, STAFF.email);
  const record = await pb.collection('shipments_air').create({
    company: DEMO_IDS.golfo,
    shipmentCode: `AIR2001${Date.now()}`.slice(0, 15),
    reference: 'E2E-FORM-MILESTONE',
    airportArrivalEstimated: '2026-01-10 10:00:00.000Z',
  });
  created.push({ origin, mode: 'air', id: record.id });
  await page.goto(`/dashboard/shipments/air?open=${record.id}&milestone=arrival`);
  const actual = page.locator('[data-milestone-actual="arrival"]');
  await expect(actual).toHaveAttribute('data-highlighted', 'true', LOADED);
  await expect(actual).toBeInViewport();
  await expect(actual).toBeFocused();
  const row = page.getByRole('group', { name: 'Arrival', exact: true });
  await expect(row.getByText('Enter the actual date')).toBeVisible();
  await shoot(row, 'shipment-form-highlighted-milestone');
});

test('entries the form cannot take stay as typed, say why, and keep the shipment from saving', async ({
  page,
  signIn,
}) => {
  await signIn(page, STAFF.email, null);
  const origin = new URL(page.url()).origin;
  const pb = await signedInSdk(origin, STAFF.email);
  const stored = { weightKg: 1200, pickupAt: '2026-03-04 15:15:00.000Z' };
  const record = await pb.collection('shipments_land').create({
    company: DEMO_IDS.golfo,
    shipmentCode: `LND2001${Date.now()}`.slice(0, 15),
    reference: 'E2E-FORM-ENTRIES',
    ref: 'E2E-FORM-ENTRIES',
    ...stored,
  });
  created.push({ origin, mode: 'land', id: record.id });
  await page.goto(`/dashboard/shipments/land?open=${record.id}`);
  const form = page.locator('fieldset[data-mode="land"]');
  await expect(form).toBeVisible(LOADED);
  const editor = page.getByRole('dialog').filter({ has: form });

  const weight = textbox(form, 'Weight (kg)');
  await weight.fill('-5');
  await weight.blur(); // where Mantine used to turn it into 0
  await expect(weight).toHaveValue('-5');
  await expect(form.getByText('Must be 0 or more. Correct it to save the shipment.')).toBeVisible();

  // Chromium takes years of up to six digits in a datetime-local input.
  const pickup = form.getByRole('group', { name: 'Pickup', exact: true }).getByLabel('Actual');
  await pickup.fill('20260-03-04T09:15');
  await pickup.blur();
  await expect(pickup).toHaveValue('20260-03-04T09:15');
  await expect(
    form.getByText('The year must have 4 digits. Correct it to save the shipment.'),
  ).toBeVisible();

  await expect(editor.getByRole('status')).toHaveText('Unsaved changes');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('alert')).toContainText('Some fields hold entries that cannot');
  await expect(pickup).toBeFocused(); // the first entry to correct, in the form's order
  expect(await pb.collection('shipments_land').getOne(record.id)).toMatchObject(stored);
  await shoot(page, 'shipment-form-entry-problems');
});
