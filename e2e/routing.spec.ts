import { expect, submitLogin, test } from './fixtures.ts';

test('a protected route while signed out goes to /login and back after sign-in', async ({
  page,
}) => {
  await page.goto('/dashboard/partners');
  await expect(page).toHaveURL('/login');
  await submitLogin(page, { email: 'staff@golfo.test' });
  await expect(page).toHaveURL('/dashboard/partners');
  await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
});

test('an unknown path redirects to the landing page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tu operación de carga, con rumbo claro' }),
  ).toBeVisible();
});

const SHELL_SCREENS: [string, string][] = [
  ['/dashboard/notifications', 'Notifications'],
  ['/dashboard/partners', 'Partners'],
  ['/dashboard/reports', 'Reports'],
  ['/dashboard/company', 'My company'],
  ['/dashboard/rcm', 'Tariffs'],
  ['/dashboard/shipments/ocean', 'Ocean shipments'],
  ['/dashboard/shipments/air', 'Air shipments'],
  ['/dashboard/shipments/land', 'Land shipments'],
];

test('every dashboard screen renders inside the shell', async ({ page, signIn }) => {
  // The first screen opened by its address, the others the way a user moves (the sidebar, the
  // user menu for My company): each screen's own address is opened directly by its spec, and one
  // app start is enough to see them all here.
  const firstPath = SHELL_SCREENS[0]![0];
  await signIn(page, 'super@golfo.test', firstPath);
  const sidebar = page.getByRole('navigation', { name: 'Dashboard navigation' });
  for (const [path, heading] of SHELL_SCREENS) {
    if (path === '/dashboard/company') {
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'My company' }).click();
    } else if (path !== firstPath) {
      await sidebar.locator(`a[href="${path}"]`).click();
    }
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(sidebar).toBeVisible();
  }
});

test('/dashboard/companies renders inside the shell for a platform admin', async ({
  page,
  signIn,
}) => {
  await signIn(page, 'admin@rumbo.test', '/dashboard/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard navigation' })).toBeVisible();
});

test('/dashboard/shipments goes to the ocean screen and keeps the query', async ({
  page,
  signIn,
}) => {
  await signIn(page, 'staff@golfo.test', '/dashboard/shipments?search=OCN2026');
  await expect(page).toHaveURL('/dashboard/shipments/ocean?search=OCN2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Ocean shipments' })).toBeVisible();
});

test('the tracking demo renders outside the dashboard shell', async ({ page, signIn }) => {
  await signIn(page, 'staff@golfo.test', '/tracking-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Track your shipment' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard navigation' })).toHaveCount(0);
});

test('/login sends a signed-in user to the dashboard', async ({ page, signIn }) => {
  await signIn(page, 'staff@golfo.test', '/login');
  await expect(page).toHaveURL('/dashboard');
});
