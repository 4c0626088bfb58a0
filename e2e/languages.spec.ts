import type { Browser, Page } from '@playwright/test';
import { catalogueDefault } from '../apps/web/src/lib/catalogue-default.ts';
import { catalogueEn } from '../apps/web/src/lib/catalogue-en.ts';
import { catalogueEsMx } from '../apps/web/src/lib/catalogue-es-mx.ts';
import { catalogueLeaves, isPublicSiteKey } from '../apps/web/src/test/catalogue-leaves.ts';
import { expect, seriousAxeViolations, submitLogin, test } from './fixtures.ts';
import { shoot, shootVariants, takesScreenshots } from './screenshots.ts';
import { operatorSdk } from './sdk-clients.ts';
import { LOADED, patient } from './patience.ts';

// Spanish or English (issue 20): the choice in the user menu turns every screen of the
// signed-in app into that language, follows the person to another browser, and the login page
// offers it before sign-in. Each screen is checked against the texts the other catalogues hold.

test.describe.configure({ timeout: patient(120_000) });

const SUPER = 'super@golfo.test';
const ADMIN = 'admin@rumbo.test';

/** Every dashboard screen a company superuser reaches from the sidebar and the user menu. */
const SCREENS = [
  '/dashboard',
  '/dashboard/notifications',
  '/dashboard/shipments/ocean',
  '/dashboard/shipments/air',
  '/dashboard/shipments/land',
  '/dashboard/partners',
  '/dashboard/reports',
  '/dashboard/rcm',
  '/dashboard/company',
  '/dashboard/membership-status',
  // The editors: a new shipment and a new partner.
  '/dashboard/shipments/ocean?open=new',
  '/dashboard/partners?open=new',
];

const defaults = catalogueLeaves(catalogueDefault);
const spanish = catalogueLeaves(catalogueEsMx);
const english = catalogueLeaves(catalogueEn);

/**
 * The default catalogue's texts that `language` says otherwise, as they read on screen: whole
 * phrases (two words or more, no placeholder), which no Spanish or English sentence of the
 * other catalogue contains.
 */
function foreignTexts(language: Map<string, string>): string[] {
  const own = [...language.values()].join('\n');
  const texts = new Set<string>();
  for (const [key, text] of defaults) {
    if (isPublicSiteKey(key) || isDataWording(key) || language.get(key) === text) continue;
    if (text.includes('{{') || !/\S\s+\S/.test(text) || own.includes(text)) continue;
    texts.add(text);
  }
  return [...texts];
}

/**
 * Suggestions for free-text fields: the words stored in the records (the demo's tariffs are
 * charged as 'Ocean freight'), which are data, shown as written, in every language.
 */
function isDataWording(key: string): boolean {
  return key.startsWith('tariffs.form.chargeSuggestions.');
}

async function visibleForeignTexts(page: Page, texts: string[]): Promise<string[]> {
  const shown = await page.locator('body').innerText();
  return texts.filter((text) => shown.includes(text));
}

/** Opens each screen and waits until its heading and content are drawn. */
async function walk(
  page: Page,
  texts: string[],
  loading: string,
  screens = SCREENS,
): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const screen of screens) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(LOADED);
    if (screen.includes('open=new')) await expect(page.getByRole('dialog')).toBeVisible(LOADED);
    await expect(page.getByText(loading, { exact: false })).toHaveCount(0, LOADED);
    const foreign = await visibleForeignTexts(page, texts);
    if (foreign.length) found[screen] = foreign;
    if (takesScreenshots)
      await shoot(page, `language-${loading.slice(0, 2)}-${screen.replaceAll('/', '-')}`);
  }
  return found;
}

async function chooseInUserMenu(page: Page, name: 'Español' | 'English') {
  await page.getByRole('button', { name: /User menu|Menú de usuario/ }).click();
  await page.getByRole('menuitem', { name }).click();
}

async function resetLanguage(origin: string) {
  const ops = await operatorSdk(origin);
  for (const email of [SUPER, ADMIN]) {
    const user = await ops.collection('users').getFirstListItem(`email = "${email}"`);
    await ops.collection('users').update(user.id, { language: '' });
  }
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  return context.newPage();
}

test.afterEach(async ({ baseURL }) => {
  await resetLanguage(baseURL!);
});

test('Español: every screen in Spanish, the choice stored and found again on another browser', async ({
  page,
  browser,
  signIn,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, SUPER);
  await chooseInUserMenu(page, 'Español');
  await expect(
    page.getByRole('navigation').getByText(spanish.get('shell.links.partners')!),
  ).toBeVisible();
  const ops = await operatorSdk(baseURL!);
  await expect
    .poll(
      async () => (await ops.collection('users').getFirstListItem(`email = "${SUPER}"`)).language,
    )
    .toBe('es');

  const englishTexts = foreignTexts(spanish);
  expect(englishTexts.length).toBeGreaterThan(500);
  expect(await walk(page, englishTexts, spanish.get('common.loading')!)).toEqual({});
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(LOADED);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootVariants(page, 'language-es-dashboard');
  await page.goto('/dashboard/shipments/ocean');
  await expect(page.getByRole('grid').first()).toBeVisible(LOADED);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootVariants(page, 'language-es-ocean');

  // Another browser: the login page speaks the default until chosen; after sign-in, the person's
  // stored choice.
  const other = await freshPage(browser);
  await other.goto('/login');
  await expect(
    other.getByRole('heading', { name: defaults.get('auth.login.title')! }),
  ).toBeVisible();
  await submitLogin(other, { email: SUPER });
  await expect(other).toHaveURL(/\/dashboard/, LOADED);
  await expect(
    other.getByRole('navigation').getByText(spanish.get('shell.links.partners')!),
  ).toBeVisible(LOADED);
  await other.context().close();
});

test('English: every screen in English, including the texts the spec writes in Spanish', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, SUPER);
  await chooseInUserMenu(page, 'English');
  const spanishSpecTexts = foreignTexts(english);
  expect(spanishSpecTexts.length).toBeGreaterThan(10);
  expect(await walk(page, spanishSpecTexts, english.get('common.loading')!)).toEqual({});
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(LOADED);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootVariants(page, 'language-en-dashboard');
});

test('Español for a platform admin: the companies screen and its editor', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN);
  await chooseInUserMenu(page, 'Español');
  const screens = ['/dashboard/companies'];
  expect(await walk(page, foreignTexts(spanish), spanish.get('common.loading')!, screens)).toEqual(
    {},
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the login page offers the choice before sign-in and keeps it in this browser', async ({
  page,
}) => {
  await page.goto('/login');
  const choice = page.getByRole('radiogroup', { name: defaults.get('language.loginLabel')! });
  await choice.getByText('English').click();
  await expect(page.getByRole('heading', { name: english.get('auth.login.title')! })).toBeVisible();
  await expect(page.getByRole('button', { name: english.get('auth.login.submit')! })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: english.get('auth.login.title')! })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: english.get('language.loginLabel')! })
    .getByText('Español')
    .click();
  await expect(page.getByRole('heading', { name: spanish.get('auth.login.title')! })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootVariants(page, 'language-login-es');
});
