import type PocketBase from 'pocketbase';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { AUTH_STORAGE_KEY, DEMO_PASSWORD, expect, readStoredSession, test } from './fixtures.ts';
import { operatorSdk } from './sdk-clients.ts';
import { patient } from './patience.ts';

// SPEC §8, verbatim.
const TAKEN_OVER = 'You were signed out because your account is active on another device.';
const GOLFO = 'rmbcompanygolfo';

type UserRecord = { id: string; email: string; activeSessionNonce: string };

/** The server as its operator sees it, to read and change users behind the app's back. */
function operator(baseURL: string): Promise<PocketBase> {
  return operatorSdk(baseURL);
}

async function serverNonce(pb: PocketBase, email: string): Promise<string> {
  const user = await pb.collection('users').getFirstListItem<UserRecord>(`email = "${email}"`);
  return user.activeSessionNonce;
}

async function localNonce(page: Page): Promise<string> {
  const { local, session } = await readStoredSession(page);
  const stored = JSON.parse(local ?? session ?? 'null') as { model?: UserRecord } | null;
  return stored?.model?.activeSessionNonce ?? '';
}

/** A second device: its own browser context, so nothing is shared with the first. */
async function device(browser: Browser, baseURL: string): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ baseURL });
  return [context, await context.newPage()];
}

test.describe('session takeover (SPEC §4 Session)', () => {
  test('signing in on another device signs this one out with the warning', async ({
    page,
    browser,
    baseURL,
    signInWithForm,
  }) => {
    await signInWithForm(page, 'staff@golfo.test');
    await expect(page).toHaveURL('/dashboard');
    const [other, otherPage] = await device(browser, baseURL ?? '');
    await signInWithForm(otherPage, 'staff@golfo.test');

    await expect(page.getByText(TAKEN_OVER, { exact: true })).toBeVisible({
      timeout: patient(10_000),
    });
    await expect(page).toHaveURL('/login');
    expect(await readStoredSession(page)).toEqual({ local: null, session: null });
    // The newer device keeps its session, also after a reload (its start-up check agrees).
    await expect(otherPage).toHaveURL('/dashboard');
    await otherPage.reload();
    await expect(otherPage).toHaveURL('/dashboard');
    await expect(otherPage.getByText(TAKEN_OVER)).toHaveCount(0);
    await other.close();
  });

  test('a takeover while the realtime link is down is noticed once it is back', async ({
    page,
    browser,
    baseURL,
    signInWithForm,
  }) => {
    // Events sent while the link is down are lost: only the re-read on connecting can tell.
    await page.route('**/api/realtime', (route) => route.abort());
    await signInWithForm(page, 'staff@golfo.test');
    await expect(page).toHaveURL('/dashboard');
    // The rest of the server goes too while the other device signs in: any request of this
    // session answered meanwhile would tell (its token is bound to the replaced nonce), and the
    // app asks again soon after a failed attempt at the link.
    await page.route('**/api/**', (route) => route.abort());
    const [other, otherPage] = await device(browser, baseURL ?? '');
    await signInWithForm(otherPage, 'staff@golfo.test');
    await expect(otherPage).toHaveURL('/dashboard');
    await expect(page).toHaveURL('/dashboard');
    await page.unrouteAll();

    await expect(page.getByText(TAKEN_OVER, { exact: true })).toBeVisible({
      timeout: patient(20_000),
    });
    await expect(page).toHaveURL('/login');
    await other.close();
  });

  test('a takeover while the app was closed is noticed when it opens', async ({
    page,
    browser,
    baseURL,
    signInWithForm,
  }) => {
    await signInWithForm(page, 'staff@golfo.test');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/'); // the public site does not watch; the next start checks
    const [other, otherPage] = await device(browser, baseURL ?? '');
    await signInWithForm(otherPage, 'staff@golfo.test');
    await expect(otherPage).toHaveURL('/dashboard');

    await page.goto('/dashboard/partners');
    await expect(page.getByText(TAKEN_OVER, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/login');
    await other.close();
  });

  test('deleting the account signs it out with the warning', async ({
    page,
    baseURL,
    signInWithForm,
  }) => {
    const pb = await operator(baseURL ?? '');
    const email = `deleted-${Date.now()}@golfo.test`;
    const user = await pb.collection('users').create<UserRecord>({
      email,
      password: DEMO_PASSWORD,
      passwordConfirm: DEMO_PASSWORD,
      company: GOLFO,
      role: 'staff',
      verified: true,
    });
    try {
      // Delete once the app watches the record: the server has taken its subscription to it.
      // (A GET of the record is no sign of that: the role check reads it before the watch starts.)
      const watching = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname === '/api/realtime' &&
          response.ok() &&
          (response.request().postData() ?? '').includes(`"users/${user.id}`),
      );
      await signInWithForm(page, email);
      await expect(page).toHaveURL('/dashboard');
      await watching;
      await pb.collection('users').delete(user.id);
      await expect(page.getByText(TAKEN_OVER, { exact: true })).toBeVisible({
        timeout: patient(10_000),
      });
      await expect(page).toHaveURL('/login');
    } finally {
      await pb
        .collection('users')
        .delete(user.id)
        .catch(() => undefined);
    }
  });
});

test.describe('session nonce', () => {
  test('sign-in stores a new nonce on the user record, sign-out clears it', async ({
    page,
    baseURL,
    signInWithForm,
  }) => {
    const pb = await operator(baseURL ?? '');
    const before = await serverNonce(pb, 'staff@plata.test');
    await signInWithForm(page, 'staff@plata.test');
    await expect(page).toHaveURL('/dashboard');
    const mine = await localNonce(page);
    expect(mine).toMatch(/^[0-9a-f]{32}$/);
    expect(mine).not.toBe(before);
    expect(await serverNonce(pb, 'staff@plata.test')).toBe(mine);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login');
    expect(await serverNonce(pb, 'staff@plata.test')).toBe('');
    expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
  });
});
