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
