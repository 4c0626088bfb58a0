import type { Page } from '@playwright/test';
import {
  PARTNER_SHEET_COLUMNS,
  SHIPMENT_MODES,
  shipmentsUsingPartner,
  type ShipmentRecord,
} from '@rumbo/domain';
import ExcelJS from 'exceljs';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type PocketBase from 'pocketbase';
import { expect, expectNoSidewaysScroll, seriousAxeViolations, test } from './fixtures.ts';
import { signedInSdk } from './sdk-clients.ts';
import { expectAccessibleInBothThemes, storeTheme } from './screenshots.ts';
import { LOADED, patient } from './patience.ts';

// The partners screen (issue 6) against the real product: what it shows and saves is checked
// against the server's own records, read with the signed-in user's rights through the SDK.

const STAFF = 'staff@golfo.test';

type ServerPartner = {
  id: string;
  displayName: string;
  rol: string;
  tipo: string;
  rfc: string;
  direccion: string;
  contacts: { id: string; nombre: string; email: string; telefono: string }[] | null;
};

function staffSdk(page: Page): Promise<PocketBase> {
  return signedInSdk(new URL(page.url()).origin, STAFF);
}

const serverPartners = async (page: Page) =>
  (await staffSdk(page)).collection('partners').getFullList<ServerPartner>();

async function findByName(page: Page, name: string): Promise<ServerPartner | undefined> {
  return (await serverPartners(page)).find((p) => p.displayName === name);
}

async function openList(page: Page) {
  await page.goto('/dashboard/partners');
  const table = page.getByRole('table', { name: 'Partners' });
  await expect(table.locator('[role=row][aria-rowindex="2"]')).toBeVisible(LOADED);
  return table;
}

const countText = (page: Page) => page.getByRole('status').filter({ hasText: / of \d+ partner/ });
const drawer = (page: Page) => page.getByRole('dialog', { name: /partner/i });

async function pickOption(page: Page, label: string, option: string) {
  await drawer(page).getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option }).click();
}

test.describe('the partners screen', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, STAFF, null);
  });

  test('create a partner with contacts: nameless ones dropped, RFC warning does not block', async ({
    page,
  }) => {
    await openList(page);
    const name = `E2E Proveedor ${Date.now()}`;
    await page.getByRole('button', { name: 'New partner' }).click();
    await expect(page).toHaveURL(/\?open=new$/);
    const form = drawer(page);
    await pickOption(page, 'Role', 'Proveedor');
    await pickOption(page, 'Type', 'Persona (Persona física)');
    await form.getByRole('textbox', { name: 'Display name' }).fill(name);
    await form.getByRole('textbox', { name: 'Nombre completo' }).fill('Ana Prueba López');
    // A persona moral's RFC (12 characters) on a persona: warned about, still saved.
    await form.getByRole('textbox', { name: 'RFC' }).fill('EKU9003173C9');
    await expect(form.getByText('A persona física RFC has 13 characters.')).toBeVisible();
    for (const [nombre, email, telefono] of [
      ['Ana Prueba', 'ana@prueba.mx', '55 1234 5678'],
      ['', 'sin.nombre@prueba.mx', ''],
      ['Luis Prueba', '', '81 5555 0000'],
    ]) {
      await form.getByRole('button', { name: 'Add contact' }).click();
      const contact = form.getByRole('group', { name: /^Contact \d+$/ }).last();
      await contact.getByRole('textbox', { name: 'Name' }).fill(nombre!);
      await contact.getByRole('textbox', { name: 'Email' }).fill(email!);
      await contact.getByRole('textbox', { name: 'Phone' }).fill(telefono!);
    }
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Partner ${name} saved.`)).toBeVisible();
    await expect(form).toHaveCount(0);

    const saved = await findByName(page, name);
    expect(saved).toMatchObject({ rol: 'Proveedor', tipo: 'persona', rfc: 'EKU9003173C9' });
    expect(saved!.contacts!.map((c) => [c.nombre, c.email, c.telefono])).toEqual([
      ['Ana Prueba', 'ana@prueba.mx', '55 1234 5678'],
      ['Luis Prueba', '', '81 5555 0000'],
    ]);
    await page.getByRole('searchbox', { name: 'Search partners' }).fill(name);
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Proveedor');
  });

  test('edit a partner; Escape asks first; an RFC over the limit is refused next to the field', async ({
    page,
  }) => {
    const pb = await staffSdk(page);
    const name = `E2E Edit ${Date.now()}`;
    const created = await pb
      .collection('partners')
      .create<ServerPartner>({ displayName: name, rol: 'Cliente', tipo: 'empresa' });
    await page.goto(`/dashboard/partners?open=${created.id}`);
    const form = drawer(page);
    const address = form.getByRole('textbox', { name: 'Dirección' });
    await expect(form.getByRole('textbox', { name: 'Display name' })).toHaveValue(name, LOADED);
    await address.fill('Av. Prueba 100, Veracruz');
    await page.keyboard.press('Escape');
    const confirm = page.getByRole('dialog', { name: 'Confirm action' });
    await expect(confirm).toContainText('You have unsaved changes. Close without saving?');
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    await expect(address).toHaveValue('Av. Prueba 100, Veracruz');

    // The server keeps RFCs to 20 characters: the form says so under the field before sending
    // anything (decision 042), and keeps the text.
    const rfc = form.getByRole('textbox', { name: 'RFC' });
    await rfc.fill('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Check the highlighted fields.')).toBeVisible();
    await expect(rfc).toHaveAttribute('aria-invalid', 'true');
    await expect(rfc).toHaveAccessibleDescription(/At most 20 characters\./);
    await expect(rfc).toHaveValue('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    await expect(address).toHaveValue('Av. Prueba 100, Veracruz');

    await rfc.fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Partner ${name} saved.`)).toBeVisible();
    const saved = await pb.collection('partners').getOne<ServerPartner>(created.id);
    expect(saved.direccion).toBe('Av. Prueba 100, Veracruz');
    await pb.collection('partners').delete(created.id);
  });

  test('delete a partner after the confirmation', async ({ page }) => {
    const pb = await staffSdk(page);
    const name = `E2E Delete ${Date.now()}`;
    const created = await pb
      .collection('partners')
      .create<ServerPartner>({ displayName: name, rol: 'Otro', tipo: 'empresa' });
    await page.goto(`/dashboard/partners?open=${created.id}`);
    await drawer(page).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm action' });
    await expect(confirm).toContainText(`Delete partner ${name}?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Partner ${name} deleted.`)).toBeVisible();
    expect(await findByName(page, name)).toBeUndefined();
  });

  test('search every word and filter by role, as the server data says', async ({ page }) => {
    await openList(page);
    const partners = await serverPartners(page);
    const total = partners.length;
    await expect(countText(page)).toHaveText(`${total} of ${total} partners`);
    await page.getByRole('combobox', { name: 'Role' }).selectOption('Naviera');
    const navieras = partners.filter((p) => p.rol === 'Naviera');
    await expect(countText(page)).toHaveText(`${navieras.length} of ${total} partners`);
    const target = navieras[0]!;
    const words = target.displayName.toUpperCase().split(' ').reverse().join(' ');
    await page.getByRole('searchbox', { name: 'Search partners' }).fill(words);
    await expect(page.getByRole('table', { name: 'Partners' })).toContainText(target.displayName);
    await page.getByRole('combobox', { name: 'Role' }).selectOption('Transporte');
    await expect(page.getByRole('heading', { name: 'No partners match' })).toBeVisible();
  });

  test("list a partner's shipments and warn about them before deleting", async ({ page }) => {
    const pb = await staffSdk(page);
    const shipments = (
      await Promise.all(
        SHIPMENT_MODES.map(async (mode) =>
          (await pb.collection(`shipments_${mode}`).getFullList<Record<string, unknown>>()).map(
            (s): ShipmentRecord => ({ ...s, id: String(s.id), mode }),
          ),
        ),
      )
    ).flat();
    const partners = await serverPartners(page);
    const client = partners.find((p) => p.rol === 'Cliente' && p.displayName)!;
    const uses = shipmentsUsingPartner(client, shipments);
    expect(uses.length).toBeGreaterThan(0);
    await page.goto(`/dashboard/partners?open=${client.id}`);
    const section = drawer(page).getByRole('region', { name: 'Shipments with this partner' });
    await expect(section).toContainText(`${uses.length} shipment`, LOADED);
    const first = uses[0]!.shipment;
    const link = section.getByRole('link', { name: String(first.shipmentCode) });
    await expect(link).toHaveAttribute(
      'href',
      `/dashboard/shipments/${first.mode}?open=${first.id}`,
    );
    await drawer(page).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm action' });
    await expect(confirm).toContainText(`${uses.length} shipment`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await link.click();
    await expect(page).toHaveURL(`/dashboard/shipments/${first.mode}?open=${first.id}`);
  });

  test('export the shown partners and read the file back', async ({ page }) => {
    await openList(page);
    await page.getByRole('combobox', { name: 'Role' }).selectOption('Agente');
    const agents = (await serverPartners(page)).filter((p) => p.rol === 'Agente');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^partners_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}\.xlsx$/);
    const rows = await readSheet(await file.path());
    expect(rows[0]).toEqual(['ID', ...PARTNER_SHEET_COLUMNS.map((c) => c.header)]);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(agents.map((a) => a.id).sort());
    const agent = agents[0]!;
    const line = rows.find((r) => r[0] === agent.id)!;
    expect(line.slice(1, 4)).toEqual([agent.displayName, 'Agente', agent.tipo]);
    expect(String(line[8])).toContain(agent.contacts![0]!.nombre);
  });

  test('import: a bad row refuses the whole file; a good file is imported', async ({ page }) => {
    await openList(page);
    const before = (await serverPartners(page)).length;
    await page.getByRole('button', { name: 'Import from Excel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import partners from Excel' });
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download the template' }).click();
    const template = await download;
    expect(template.suggestedFilename()).toBe('partners_template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await template.path());
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Partners', 'Instructions']);
    const stamp = Date.now();
    const sheet = workbook.getWorksheet('Partners')!;
    sheet.addRow([
      `E2E Import A ${stamp}`,
      'cliente',
      'empresa',
      '',
      '',
      'EKU9003173C9',
      '',
      'Ana | ana@a.mx',
    ]);
    sheet.addRow([`E2E Import B ${stamp}`, 'Carrier', 'empresa']);
    sheet.addRow([`E2E Import C ${stamp}`, 'Naviera', 'empresa', '', '', 'XYZ']);
    mkdirSync(test.info().outputDir, { recursive: true });
    const bad = path.join(test.info().outputDir, 'partners-bad.xlsx');
    await workbook.xlsx.writeFile(bad);

    await dialog.locator('input[type=file]').setInputFiles(bad);
    await expect(dialog.getByRole('alert')).toHaveText(
      'Nothing was imported: 1 problem must be fixed in the file first.',
    );
    const problems = dialog.getByRole('table', { name: 'Problems by row' });
    await expect(problems.getByRole('row').nth(1)).toContainText('Row 3');
    await expect(problems.getByRole('row').nth(1)).toContainText('Choose one of the roles.');
    await expect(dialog.getByRole('table', { name: /Warnings/ })).toContainText('Row 4');
    // The chosen file's clear button is named (axe button-name), like every control shown.
    await expect(dialog.getByRole('button', { name: 'Remove the chosen file' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expect(dialog.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
    expect((await serverPartners(page)).length).toBe(before);

    sheet.getRow(3).getCell(2).value = 'Transporte';
    const good = path.join(test.info().outputDir, 'partners-good.xlsx');
    await workbook.xlsx.writeFile(good);
    await dialog.locator('input[type=file]').setInputFiles(good);
    await expect(dialog.getByRole('status')).toHaveText('3 partners are ready to import.');
    await dialog.getByRole('button', { name: 'Import 3 partners' }).click();
    await expect(page.getByText('3 partners imported.')).toBeVisible(LOADED);
    const imported = (await serverPartners(page)).filter((p) => p.displayName.endsWith(`${stamp}`));
    expect(imported.map((p) => [p.displayName, p.rol]).sort()).toEqual([
      [`E2E Import A ${stamp}`, 'Cliente'],
      [`E2E Import B ${stamp}`, 'Transporte'],
      [`E2E Import C ${stamp}`, 'Naviera'],
    ]);
    const pb = await staffSdk(page);
    for (const partner of imported) await pb.collection('partners').delete(partner.id);
  });

  test('desktop, dark and light: list and editor, no serious axe violations', async ({ page }) => {
    test.setTimeout(patient(90_000));
    await useTheme(page, 'dark');
    const table = await openList(page);
    await expectAccessibleInBothThemes(page, 'partners-desktop');
    await table.getByRole('link').first().click();
    await expect(drawer(page).getByRole('region', { name: /Shipments/ })).toBeVisible();
    await expectAccessibleInBothThemes(page, 'partners-editor-desktop');
  });

  test('375 px, light and dark: cards, no sideways scroll, no serious axe violations', async ({
    page,
  }) => {
    test.setTimeout(patient(90_000));
    await useTheme(page, 'light');
    await page.setViewportSize({ width: 375, height: 812 });
    const table = await openList(page);
    await expect(table.getByRole('columnheader')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectAccessibleInBothThemes(page, 'partners-mobile');
    await page.getByRole('button', { name: 'New partner' }).click();
    await drawer(page).getByRole('textbox', { name: 'RFC' }).fill('EKU9003173C8');
    await expect(drawer(page).getByText(/check digit should be 9/)).toBeVisible();
    await expectAccessibleInBothThemes(page, 'partners-editor-mobile');
  });
});

async function readSheet(file: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await storeTheme(page, theme);
}
