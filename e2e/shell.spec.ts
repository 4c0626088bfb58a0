import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './fixtures.ts';
import { expectAccessibleInBothThemes, inBothThemes, loadInTheme, shoot } from './screenshots.ts';

// The dashboard shell at desktop width (SPEC §2 Dashboard shell, Global elements).
test.use({ viewport: { width: 1280, height: 800 } });

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard navigation' });

test.describe('sidebar entries per account', () => {
  test('a platform admin sees the Administration group with Companies', async ({
    page,
    signIn,
  }) => {
    await signIn(page, 'admin@rumbo.test');
    const nav = sidebar(page);
    await expect(nav.getByRole('button', { name: 'Administration' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Companies' })).toHaveAttribute(
      'href',
      '/dashboard/companies',
    );
    await expect(page.locator('[data-plan]')).toHaveText('Platform admin');
  });

  test('a gold superuser sees Tariffs and Site Demo, not Companies, and reaches My company', async ({
    page,
    signIn,
  }) => {
    await signIn(page, 'super@golfo.test');
    const nav = sidebar(page);
    const links = nav.getByRole('link');
    await expect(links).toHaveText([
      'Dashboard',
      'Notifications',
      'Ocean',
      'Air',
      'Land',
      'Partners',
      'Quotes',
      'Invoices',
      'Reports',
      'Site Demo',
      'Tariffs',
    ]);
    const demo = nav.getByRole('link', { name: 'Site Demo (opens in a new tab)' });
    await expect(demo).toHaveAttribute('href', '/tracking-demo');
    await expect(demo).toHaveAttribute('target', '_blank');
    await expect(demo).toHaveAttribute('rel', 'noopener');
    await expect(nav.getByRole('link', { name: 'Companies' })).toHaveCount(0);
    await expect(page.getByText('Golfo Logistics', { exact: true })).toBeVisible();
    await expect(page.locator('[data-plan="gold"]')).toHaveText('Gold');

    // A superuser may manage the company: My company opens its page.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'My company' }).click();
    await expect(page).toHaveURL('/dashboard/company');
  });

  test('silver plan staff see neither Tariffs nor Site Demo', async ({ page, signIn }) => {
    await signIn(page, 'staff@plata.test');
    const nav = sidebar(page);
    await expect(nav.getByRole('link', { name: 'Ocean' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Tariffs' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: /Site Demo/ })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Website' })).toHaveCount(0);
    await expect(page.locator('[data-plan="silver"]')).toHaveText('Silver');
  });

  test('without an active membership the entries are shown but disabled', async ({
    page,
    signIn,
  }) => {
    await signIn(page, 'staff@vencida.test');
    await expect(page).toHaveURL('/dashboard/membership-status');
    const ocean = sidebar(page).getByRole('link', { name: 'Ocean' });
    await expect(ocean).toHaveAttribute('aria-disabled', 'true');
    await expect(ocean).not.toHaveAttribute('href');
    await ocean.click({ force: true });
    await expect(page).toHaveURL('/dashboard/membership-status');
    // What the membership page needs stays available: the user menu (theme, sign out).
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeEnabled();
  });
});

test('sidebar group and collapse states survive a reload', async ({ page, signIn }) => {
  await signIn(page, 'staff@golfo.test');
  const nav = sidebar(page);
  const header = nav.getByRole('button', { name: 'Forwarding System' });
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Partners' })).toBeHidden();

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  const ocean = nav.getByRole('link', { name: 'Ocean' });
  await expect(ocean).toHaveText(''); // icons only: every entry shows, named by its tooltip
  await expect.poll(() => ocean.evaluate((link) => link.clientWidth)).toBeLessThan(72);
  await ocean.hover();
  await expect(page.getByRole('tooltip', { name: 'Ocean' })).toBeVisible();

  await page.reload();
  await expect(nav.getByRole('link', { name: 'Ocean' })).toHaveText('');
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(header).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Partners' })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Tariffs' })).toHaveText('Tariffs');
  await header.click();
  await expect(nav.getByRole('link', { name: 'Partners' })).toBeVisible();
});

/** Opens two shipments for the signed-in user as the shipment screens would, then the dashboard. */
async function seedOpenShipments(page: Page): Promise<void> {
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}');
    const entry = (id: string, mode: string, reference: string, dirty: boolean) => ({
      id,
      mode,
      reference,
      dirty,
      openedById: session.model.id,
      openedByName: session.model.nombreCompleto,
      openedAtISO: new Date().toISOString(),
    });
    localStorage.setItem(
      `rumbo.openShipments.${session.model.id}`,
      JSON.stringify([
        entry('shipair0000001', 'air', 'AIR-E2E-1', true),
        entry('shipocn0000001', 'ocean', 'OCN-E2E-1', false),
      ]),
    );
  });
  await page.goto('/dashboard');
}

test.describe('recent shipments', () => {
  test('lists open shipments; closing an unsaved one asks first (Escape keeps, Enter closes)', async ({
    page,
    signIn,
  }) => {
    await signIn(page, 'staff@golfo.test', null);
    await seedOpenShipments(page);
    const recent = page.getByRole('region', { name: 'Recent shipments' });
    await expect(recent.getByRole('link')).toHaveText(['AIR-E2E-1', 'OCN-E2E-1']);
    await expect(recent.getByRole('link', { name: /OCN-E2E-1/ })).toHaveAttribute(
      'href',
      '/dashboard/shipments/ocean?open=shipocn0000001',
    );
    await expect(recent.getByRole('img', { name: 'Air shipment' })).toBeVisible();

    await recent.getByRole('button', { name: 'Close OCN-E2E-1' }).click();
    await expect(recent.getByRole('link')).toHaveText(['AIR-E2E-1']);

    await recent.getByRole('button', { name: 'Close AIR-E2E-1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm action' });
    await expect(dialog).toContainText('You have unsaved changes. Close without saving?');
    await expect(dialog.getByRole('button')).toContainText([
      'Keep editing',
      'Close without saving',
    ]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(recent.getByRole('link')).toHaveText(['AIR-E2E-1']);

    await recent.getByRole('button', { name: 'Close AIR-E2E-1' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(recent).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent shipments' })).toHaveCount(0);
  });
});

test.describe('while the access loads', () => {
  test('the shell shows neutral shapes, never a wrong answer (dark and light)', async ({
    page,
    signIn,
  }) => {
    await loadInTheme(page, 'dark');
    // The company (plan, brand, membership) is held back, as on a slow network.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/collections/companies/records/**', async (route) => {
      await held;
      await route.continue();
    });
    await signIn(page, 'staff@plata.test', null);
    await page.goto('/dashboard');
    const nav = sidebar(page);
    await expect(page.getByRole('status', { name: 'Loading your access…' })).toBeVisible();
    await expect(page.locator('[data-plan]')).toHaveCount(0);
    await expect(page.getByText('Rumbo', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
    await expect(nav.getByRole('link')).toHaveCount(0);
    await inBothThemes(page, async (theme) => {
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shoot(page, `shell-access-loading-desktop-${theme}`);
      await page.setViewportSize({ width: 375, height: 800 });
      await shoot(page, `shell-access-loading-mobile-${theme}`);
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    release();
    await expect(page.locator('[data-plan]')).toHaveText('Silver');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Tariffs' })).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search shipments' })).toBeEnabled();
  });
});

test('the dashboard shell has no serious axe violations (dark and light, 1280 px)', async ({
  page,
  signIn,
}) => {
  await loadInTheme(page, 'dark');
  test.slow(); // axe over the whole page, six times
  await signIn(page, 'super@golfo.test', null);
  await seedOpenShipments(page);
  await expect(page.getByRole('region', { name: 'Recent shipments' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectAccessibleInBothThemes(page, 'shell-desktop');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'shell-user-menu-desktop');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'shell-collapsed-desktop');
});
