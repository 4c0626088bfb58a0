// Screenshots of the main screens for a visual review (not part of `npm test`).
//
// Usage, against a running product (built SPA served by the record server with the demo seed):
//   node scripts/screenshots.mjs [baseUrl]        default http://127.0.0.1:8090 or $BASE_URL
// Writes PNGs into .artifacts/screenshots/ (git-ignored): every page at 1280×800 and 375×812,
// in the light and dark themes, plus the open mobile menus.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, '.artifacts', 'screenshots');
const BASE_URL = (process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:8090').replace(
  /\/$/,
  '',
);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const ACCOUNT = { email: 'staff@golfo.test', password: 'RumboDemo2026' };
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
};
const THEMES = ['light', 'dark'];
const THEME_STORAGE_KEY = 'rumbo.theme';

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  await assertServerUp();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const saved = [];
  try {
    for (const theme of THEMES) {
      for (const [device, viewport] of Object.entries(VIEWPORTS)) {
        const context = await browser.newContext({ viewport, baseURL: BASE_URL });
        await context.addInitScript(
          ([key, value]) => localStorage.setItem(key, value),
          [THEME_STORAGE_KEY, theme],
        );
        const page = await context.newPage();
        // Whole pages, except open menus: fixed overlays only cover the first screen of a
        // full-page capture, which would misrepresent them.
        const shoot = async (name, { fullPage = true } = {}) => {
          const file = path.join(OUT_DIR, `${name}-${device}-${theme}.png`);
          await page.screenshot({ path: file, fullPage, animations: 'disabled' });
          saved.push(path.relative(ROOT, file));
        };
        await shootJourney(page, shoot, device === 'mobile');
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`Saved ${saved.length} screenshots:\n${saved.map((file) => `  ${file}`).join('\n')}`);
}

async function shootJourney(page, shoot, isMobile) {
  await open(page, '/');
  await shoot('landing');
  if (isMobile) {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog', { name: 'Menú' }).waitFor();
    await settle(page);
    await shoot('landing-menu', { fullPage: false });
  }

  await open(page, '/servicios/forwarders');
  await shoot('service-forwarders');

  await open(page, '/login');
  await fillLogin(page, ACCOUNT.email, 'not-the-password');
  await page.getByRole('alert').waitFor();
  await settle(page);
  await shoot('login-error');

  await fillLogin(page, ACCOUNT.email, ACCOUNT.password);
  await page.waitForURL('**/dashboard');
  await waitForHeading(page);
  await shoot('dashboard');
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Dashboard navigation' }).waitFor();
    await settle(page);
    await shoot('dashboard-menu', { fullPage: false });
  }

  await open(page, '/dashboard/partners');
  await shoot('partners');
}

async function open(page, url) {
  await page.goto(url);
  await waitForHeading(page);
}

async function waitForHeading(page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await settle(page);
}

async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await globalThis.document.fonts.ready; // runs in the page
  });
  await page.waitForTimeout(300); // drawers and transitions
}

async function fillLogin(page, email, password) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

async function assertServerUp() {
  try {
    const response = await fetch(`${BASE_URL}/api/health`);
    if (response.ok) return;
  } catch {
    // reported below
  }
  throw new Error(
    `No product at ${BASE_URL}. Build and start one first, e.g.\n` +
      '  npm run build -w @rumbo/web && PORT=8099 DATA_DIR=$(mktemp -d) npx tsx apps/server/src/main.ts &\n' +
      '  node scripts/screenshots.mjs http://127.0.0.1:8099',
  );
}

await main();
