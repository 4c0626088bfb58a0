import { chromium, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import PocketBase from 'pocketbase';

const BASE = 'http://127.0.0.1:8090';
const OUT = '/tmp/walk';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const log = (...a: unknown[]) => console.log(...a);
async function axe(page: Page, name: string) {
  const r = await new AxeBuilder({ page }).analyze();
  const bad = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  log(`axe ${name}:`, bad.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(',')}`));
}
const ctx = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 800 } });
const page = await ctx.newPage();
await page.goto(`${BASE}/login`);
await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
log('login has Iniciar sesión: yes');
await page.screenshot({ path: `${OUT}/login.png` });
await page.getByLabel(/correo|email/i).first().fill('super@golfo.test');
await page.getByLabel(/contraseña|password/i).first().fill('RumboDemo2026');
await page.getByRole('button', { name: 'Iniciar sesión' }).click();
await page.waitForURL(/dashboard/);
await page.getByPlaceholder('Search shipments...').first().waitFor();
log('search placeholder: yes');

// Partners: filter then export at once.
await page.goto(`${BASE}/dashboard/partners`);
await page.getByRole('table', { name: 'Partners' }).locator('[role=row][aria-rowindex="2"]').waitFor();
await page.getByRole('combobox', { name: 'Role' }).selectOption('Agente');
const dl = page.waitForEvent('download');
await page.getByRole('button', { name: 'Export to Excel' }).click();
const file = await dl;
const wb = new ExcelJS.Workbook();
await wb.xlsx.readFile(await file.path());
const rows = wb.worksheets[0]!.rowCount - 1;
const pb = new PocketBase(BASE);
await pb.collection('users').authWithPassword('super@golfo.test', 'RumboDemo2026');
const agents = (await pb.collection('partners').getFullList({ filter: 'rol = "Agente"' })).length;
log(`export rows ${rows}, server agents ${agents}`);
await page.screenshot({ path: `${OUT}/partners-agente.png` });

// Partner import with an RFC length warning.
await page.getByRole('button', { name: 'Import from Excel' }).click();
const dialog = page.getByRole('dialog', { name: 'Import partners from Excel' });
const tdl = page.waitForEvent('download');
await dialog.getByRole('button', { name: 'Download the template' }).click();
const template = await tdl;
const twb = new ExcelJS.Workbook();
await twb.xlsx.readFile(await template.path());
const sheet = twb.getWorksheet('Partners')!;
sheet.addRow(['Walk Persona', 'Cliente', 'persona', '', '', 'EKU9003173C9']);
sheet.addRow(['', 'Nadie', 'persona']);
await twb.xlsx.writeFile(`${OUT}/import.xlsx`);
await dialog.locator('input[type=file]').setInputFiles(`${OUT}/import.xlsx`);
await dialog.getByRole('table', { name: /Warnings/ }).waitFor();
log('warning row:', await dialog.getByRole('table', { name: /Warnings/ }).getByRole('row').nth(1).textContent());
await page.screenshot({ path: `${OUT}/partners-import-warning.png` });
await axe(page, 'import dialog');
await page.keyboard.press('Escape');

// Reports drill.
await page.goto(`${BASE}/dashboard/reports`);
await page.getByRole('button', { name: /^Overdue milestones/ }).click();
await page.getByRole('dialog', { name: 'Overdue milestones' }).waitFor();
await page.waitForTimeout(1500);
await axe(page, 'reports drill (settled)');
await page.screenshot({ path: `${OUT}/reports-drill.png` });
await page.keyboard.press('Escape');

// Ocean list search.
await page.goto(`${BASE}/dashboard/shipments/ocean`);
await page.getByRole('searchbox', { name: 'Search this list' }).waitFor();
await page.getByRole('searchbox', { name: 'Search this list' }).fill('veracruz');
await axe(page, 'ocean list searching');
await page.waitForTimeout(800);
await page.screenshot({ path: `${OUT}/ocean-search.png` });

for (const theme of ['light', 'dark']) {
  const c = await browser.newContext({ viewport: { width: 375, height: 812 }, storageState: await ctx.storageState(), colorScheme: theme as 'light' | 'dark' });
  const p = await c.newPage();
  await p.addInitScript((t) => localStorage.setItem('rumbo.colorScheme', t), theme);
  for (const [name, url] of [['partners', '/dashboard/partners'], ['reports', '/dashboard/reports'], ['ocean', '/dashboard/shipments/ocean']]) {
    await p.goto(`${BASE}${url}`);
    await p.waitForTimeout(1500);
    await p.screenshot({ path: `${OUT}/${name}-375-${theme}.png` });
    log(`${name} 375 ${theme} overflow:`, await p.evaluate(() => document.documentElement.scrollWidth - innerWidth));
  }
  await c.close();
}
await browser.close();
