import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './fixtures.ts';
import { loadInTheme } from './screenshots.ts';
import { LOADED } from './patience.ts';

/** The public pages (SPEC §2) with the h1 and the <title> each shows. */
const PUBLIC_PAGES = [
  {
    path: '/',
    heading: 'Tu operación de carga, con rumbo claro',
    title: 'Rumbo | Software para agentes de carga en México',
  },
  {
    path: '/servicios/forwarders',
    heading: 'Plataforma para forwarders',
    title: 'Plataforma para forwarders | Rumbo',
  },
  { path: '/servicios/ia-excel', heading: 'Excel con IA', title: 'Excel con IA | Rumbo' },
  { path: '/servicios/automatizacion', heading: 'Automatización', title: 'Automatización | Rumbo' },
  {
    path: '/servicios/software-a-medida',
    heading: 'Software a medida',
    title: 'Software a medida | Rumbo',
  },
] as const;

/**
 * Opens a public page and waits until its script has hydrated it (the header's buttons stop
 * saying they are unavailable), failing on any error the page reports, hydration mismatches
 * included (React reports them as errors in production).
 */
async function openLive(page: Page, path: string, heading: string): Promise<void> {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('header button[aria-disabled="true"]')).toHaveCount(0);
  page.off('console', onConsole);
  page.off('pageerror', onPageError);
  expect(errors, path).toEqual([]);
}

for (const { path, heading, title } of PUBLIC_PAGES) {
  test(`${path} has its title, description and a working sign-in button`, async ({ page }) => {
    await openLive(page, path, heading);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /\S+(\s+\S+){8,}/,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' });
    await signIn.click();
    await expect(page).toHaveURL('/login');
  });
}

test('every public page is served as HTML that already holds its content', async ({ request }) => {
  for (const { path, heading, title } of PUBLIC_PAGES) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<title>${title}</title>`);
    expect(html, path).toMatch(new RegExp(`<div id="root">.*<h1[^>]*>${heading}</h1>`, 's'));
  }
});

test('hydration keeps the content on screen: the same nodes, no second copy', async ({ page }) => {
  // Hold the page's scripts back, mark the heading the HTML painted, then let them run.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/public-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/servicios/forwarders', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Plataforma para forwarders' });
  await heading.evaluate((element) => element.setAttribute('data-painted-by-html', ''));
  release();
  await expect(page.locator('header button[aria-disabled="true"]')).toHaveCount(0);
  await expect(page.locator('h1[data-painted-by-html]')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('head title')).toHaveCount(2); // the page's, then the generic one
  await expect(page).toHaveTitle('Plataforma para forwarders | Rumbo');
});

test('the signed-in app is a document of its own, without the public pages', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: PUBLIC_PAGES[0].heading }),
  ).toBeVisible();
});

test.describe('JavaScript of the public pages', () => {
  test('no public page loads a dashboard chunk', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    for (const { path, heading } of PUBLIC_PAGES) {
      await openLive(page, path, heading);
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.filter((script) => script.startsWith('/assets/public-'))).not.toEqual([]);
    expect(scripts.filter((script) => script.startsWith('/assets/dashboard-'))).toEqual([]);
  });

  test('dashboard chunks carry their name, so the check above can fail', async ({
    page,
    signIn,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await signIn(page, 'staff@golfo.test');
    await expect(page).toHaveURL(/\/dashboard/);
    expect(scripts.some((script) => script.startsWith('/assets/dashboard-'))).toBe(true);
    // Code shared by screens comes in a few chunks, not one per combination of screens
    // (docs/decisions/067): the home loaded 99 files from /assets before, 10 since.
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible(LOADED);
    const chunks = scripts.filter((script) => script.startsWith('/assets/'));
    expect(chunks.length).toBeLessThanOrEqual(12);
  });
});

test.describe('header', () => {
  test('shows Dashboard and sign-out when signed in, and signs out', async ({ page, signIn }) => {
    await signIn(page, 'staff@golfo.test', null);
    await openLive(page, '/servicios/ia-excel', 'Excel con IA');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(banner.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
    await banner.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(banner.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test('before its scripts run, a signed-in user is never offered Iniciar sesión', async ({
    page,
    signIn,
  }) => {
    await signIn(page, 'staff@golfo.test', null);
    // The page's scripts never arrive: what shows is the pre-rendered HTML and its head script.
    await page.route('**/assets/public-*.js', (route) => route.abort());
    await page.goto('/servicios/ia-excel');
    await expect(page.getByRole('heading', { level: 1, name: 'Excel con IA' })).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Iniciar sesión' })).toBeHidden();
    // A visitor who is not signed in sees it from the first paint.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.reload();
    await expect(banner.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test('Servicios opens the four service links; Escape closes them', async ({ page }) => {
    await openLive(page, '/', PUBLIC_PAGES[0].heading);
    const services = page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('button', { name: 'Servicios' });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await services.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link')).toHaveCount(4);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(services).toBeFocused();
    await services.click();
    await panel.getByRole('link', { name: /^Automatización/ }).click();
    await expect(page).toHaveURL('/servicios/automatizacion');
    await expect(page.getByRole('heading', { level: 1, name: 'Automatización' })).toBeVisible();
  });
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the mobile navigation panel has Inicio, Servicios, Demo and Contacto', async ({ page }) => {
    await openLive(page, '/', PUBLIC_PAGES[0].heading);
    const panel = page.getByRole('dialog', { name: 'Menú' });
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Cerrar menú' })).toBeVisible();
    const nav = panel.getByRole('navigation', { name: 'Navegación principal' });
    for (const entry of ['Inicio', 'Servicios', 'Demo', 'Contacto']) {
      await expect(nav.getByText(entry, { exact: true })).toBeVisible();
    }
    await expect(panel.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await nav.getByRole('link', { name: 'Contacto' }).click();
    await expect(panel).toBeHidden();
    await expect(page.locator('#contacto')).toBeInViewport();
  });

  test('public pages do not scroll sideways', async ({ page }) => {
    for (const { path, heading } of PUBLIC_PAGES) {
      await openLive(page, path, heading);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test('the chat button hides no text once the page is scrolled to its end', async ({ page }) => {
    for (const { path, heading } of PUBLIC_PAGES) {
      await openLive(page, path, heading);
      const chat = page.getByRole('link', { name: 'Chatea con nosotros' });
      await expect(chat).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const box = (await chat.boundingBox())!;
      expect(box.width, path).toBe(48);
      const covered = await page.evaluate(textUnder, box);
      expect(covered, path).toEqual([]);
    }
  });
});

/** Text of the page's elements whose text boxes overlap `box` (runs in the browser). */
function textUnder(box: { x: number; y: number; width: number; height: number }): string[] {
  const hits: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of Array.from(range.getClientRects())) {
      const overlaps =
        rect.right > box.x &&
        rect.left < box.x + box.width &&
        rect.bottom > box.y &&
        rect.top < box.y + box.height;
      if (overlaps) hits.push(node.textContent.trim());
    }
  }
  return hits;
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await loadInTheme(page, theme);
    });

    for (const { path, heading } of PUBLIC_PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await openLive(page, path, heading);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  });
}
