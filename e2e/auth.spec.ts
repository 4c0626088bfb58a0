import {
  DEMO_ACCOUNTS,
  SIGN_IN_ERRORS,
  expect,
  isHealthy,
  readStoredSession,
  submitLogin,
  test,
} from './fixtures.ts';
import { createCuttableLink } from './cuttable-link.ts';

test.describe('sign-in', () => {
  test('staff@golfo.test lands on /dashboard, which shows the email', async ({
    page,
    signInWithForm,
  }) => {
    await signInWithForm(page, 'staff@golfo.test');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('staff@golfo.test')).toBeVisible();
    await expect(page.getByText('Signed in as staff@golfo.test')).toBeVisible();
  });

  for (const email of DEMO_ACCOUNTS) {
    // Vencida Freight's membership has expired: its staff only reach the membership page (SPEC §4).
    const landing = email === 'staff@vencida.test' ? '/dashboard/membership-status' : '/dashboard';
    test(`demo account ${email} reaches ${landing}`, async ({ page, signInWithForm }) => {
      await signInWithForm(page, email);
      await expect(page).toHaveURL(landing);
      await expect(page.getByRole('navigation', { name: 'Dashboard navigation' })).toBeVisible();
      await expect(page.getByRole('banner').getByText(email, { exact: true })).toBeVisible();
    });
  }

  test('a wrong password shows the invalid-credentials message', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, { email: 'staff@golfo.test', password: 'not-the-password' });
    await expect(page.getByRole('alert')).toHaveText(SIGN_IN_ERRORS.invalidCredential);
    await expect(page).toHaveURL('/login');
    expect(await readStoredSession(page)).toEqual({ local: null, session: null });
  });

  test('with the server stopped, sign-in says there is no connection', async ({
    page,
    baseURL,
  }) => {
    // The server's address stops answering, as a stopped server's does (cuttable-link.ts).
    const server = await createCuttableLink(baseURL ?? '');
    try {
      // The SPA is served by the same server: load the login screen before stopping it.
      await page.goto(`${server.url}/login`);
      await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
      await server.cut();
      await expect.poll(() => isHealthy(server.url)).toBe(false);

      await submitLogin(page, { email: 'staff@golfo.test' });
      await expect(page.getByRole('alert')).toHaveText(SIGN_IN_ERRORS.networkRequestFailed);
      await expect(page).toHaveURL(`${server.url}/login`);
    } finally {
      await server.close();
    }
  });
});

test.describe('session storage', () => {
  test('Remember off keeps the session in sessionStorage only', async ({
    page,
    signInWithForm,
  }) => {
    await signInWithForm(page, 'staff@golfo.test', { remember: false });
    await expect(page).toHaveURL('/dashboard');
    const stored = await readStoredSession(page);
    expect(stored.local).toBeNull();
    expect(JSON.parse(stored.session ?? 'null')).toMatchObject({
      token: expect.any(String),
      model: { email: 'staff@golfo.test' },
    });
  });

  test('Remember on keeps the session in localStorage only', async ({ page, signInWithForm }) => {
    await signInWithForm(page, 'staff@golfo.test', { remember: true });
    await expect(page).toHaveURL('/dashboard');
    const stored = await readStoredSession(page);
    expect(stored.session).toBeNull();
    expect(JSON.parse(stored.local ?? 'null')).toMatchObject({
      token: expect.any(String),
      model: { email: 'staff@golfo.test' },
    });
  });

  for (const remember of [true, false]) {
    test(`sign-out clears the session (Remember ${remember ? 'on' : 'off'})`, async ({
      page,
      signInWithForm,
    }) => {
      await signInWithForm(page, 'staff@golfo.test', { remember });
      await expect(page).toHaveURL('/dashboard');
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
      expect(await readStoredSession(page)).toEqual({ local: null, session: null });
      // Signed out for real: the dashboard sends back to /login.
      await page.goto('/dashboard');
      await expect(page).toHaveURL('/login');
    });
  }
});
