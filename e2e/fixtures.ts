import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  freePort,
  killGroup,
  SERVER_START_TIMEOUT_MS,
  spawnProductServer,
  waitForHealth,
} from './server-process.ts';
import { AUTH_STORAGE_KEY, signedInSession, storeSession } from './signed-in-sessions.ts';
import { newPostgresDatabase, stopPostgres, type DatabaseEngine } from './postgres-databases.ts';

export { isHealthy } from './server-process.ts';
export { AUTH_STORAGE_KEY };

// DESIGN §3: every demo account shares this password.
export const DEMO_PASSWORD = 'RumboDemo2026';

/** The demo product accounts (DESIGN §3); ops@rumbo.test is a server operator, not a user. */
export const DEMO_ACCOUNTS = [
  'admin@rumbo.test',
  'super@golfo.test',
  'staff@golfo.test',
  'staff@plata.test',
  'staff@vencida.test',
] as const;

/** SPEC §8 sign-in messages, verbatim. */
export const SIGN_IN_ERRORS = {
  invalidCredential: 'Credenciales invalidas. Verifica email y contrasena.',
  networkRequestFailed: 'No hay conexion con el servidor de autenticacion.',
} as const;

export const THEME_STORAGE_KEY = 'rumbo.theme';

export type LoginInput = { email: string; password?: string; remember?: boolean };

/** Fills the /login form of an already opened login page and submits it. */
export async function submitLogin(page: Page, input: LoginInput): Promise<void> {
  const { email, password = DEMO_PASSWORD, remember = true } = input;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: 'Remember' }).setChecked(remember);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/**
 * Opens `path` inside the running app, as its links and the browser's Back button do: the
 * router follows the address on `popstate`, so the screen changes without a new page load (a
 * full load starts the whole app again, about 1.5 CPU-seconds of Chromium). For journeys that
 * walk many screens once the app is open; a journey about loading a page uses `page.goto`.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/** Where the SDK session is stored, per storage area (null when absent). */
export async function readStoredSession(page: Page) {
  return page.evaluate((key) => {
    return { local: localStorage.getItem(key), session: sessionStorage.getItem(key) };
  }, AUTH_STORAGE_KEY);
}

/**
 * Accessibility violations of impact serious or critical on the current page. Every rule runs
 * on every element, as by default, but about three times quicker: axe runs in the page itself
 * (legacy mode: no partial runs merged in an extra blank page) and only violations get full
 * detail. Legacy mode cannot see into cross-origin or srcdoc frames: a page with one (the
 * product has none) is checked the default way.
 */
/**
 * Waits until a dialog or drawer has finished its opening transition: axe reads the colours of
 * one still fading in as blends, or gives up on them. Call it before axe on any dialog.
 */
export async function expectOpened(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect
    .poll(() =>
      dialog.evaluate(
        (element) =>
          getComputedStyle(element).opacity === '1' && element.getAnimations().length === 0,
      ),
    )
    .toBe(true);
}

/**
 * The page does not scroll sideways. Polled: after a viewport resize the layout settles a frame
 * or two later, and reading it at once is flaky.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

export async function seriousAxeViolations(page: Page) {
  const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : 'null');
  const origin = originOf(page.url());
  const hasForeignFrame = page
    .frames()
    .some((frame) => frame !== page.mainFrame() && originOf(frame.url()) !== origin);
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(!hasForeignFrame)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
}

export type ProductServer = { url: string; stop: () => Promise<void> };

type Fixtures = {
  /**
   * Opens `at` (default /dashboard) signed in as `email` with the demo password, remembered, as
   * the login form leaves a browser: with this worker's session of that user
   * (signed-in-sessions.ts), not through the form. Waits until the app is off /login. With `at`
   * null it only stores the session on the server's origin and opens nothing: for a test whose
   * first step opens the page it needs (one start of the app instead of two).
   */
  signIn: (page: Page, email: string, at?: string | null) => Promise<void>;
  /**
   * Signs in through the /login form (Remember on unless told) and waits until the app leaves
   * /login: for the journeys about signing in and sessions, each a new session.
   */
  signInWithForm: (page: Page, email: string, options?: Omit<LoginInput, 'email'>) => Promise<void>;
};

type WorkerFixtures = {
  /**
   * The engine of this project's product servers: embedded SQLite, or PostgreSQL (the
   * `postgres` project runs a set of journeys on it, docs/decisions/043).
   */
  databaseEngine: DatabaseEngine;
  /**
   * The product server shared by the tests of one worker (fresh data, demo seed, the built web
   * app); `baseURL` points at it. One per worker, so that workers can run side by side without
   * one's sign-ins taking over the other's sessions.
   */
  workerServer: ProductServer;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  databaseEngine: ['sqlite', { scope: 'worker', option: true }],

  workerServer: [
    async ({ databaseEngine }, use) => {
      const server = await launchProductServer(databaseEngine);
      await use(server);
      await server.stop();
      await stopPostgres();
    },
    { scope: 'worker', timeout: SERVER_START_TIMEOUT_MS },
  ],

  baseURL: async ({ workerServer }, use) => {
    await use(workerServer.url);
  },

  signIn: async ({ workerServer }, use) => {
    await use(async (page, email, at = '/dashboard') => {
      const session = await signedInSession(workerServer.url, email);
      await storeSession(page, workerServer.url, session);
      if (at === null) return;
      await page.goto(at);
      await expect(page).not.toHaveURL(/\/login(\?|$)/);
    });
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring form
  signInWithForm: async ({}, use) => {
    await use(async (page, email, options = {}) => {
      await page.goto('/login');
      await submitLogin(page, { email, ...options });
      await expect(page).not.toHaveURL(/\/login(\?|$)/);
    });
  },
});

export { expect };

async function launchProductServer(engine: DatabaseEngine): Promise<ProductServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-e2e-worker-'));
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> =
    engine === 'postgres' ? { DATABASE_URL: await newPostgresDatabase() } : {};
  const child = spawnProductServer(port, dataDir, env);
  const stop = async () => {
    await killGroup(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
