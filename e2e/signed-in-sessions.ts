import { DEMO_PASSWORD } from '@rumbo/domain';
import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';

// Signed-in sessions made once per worker and reused (docs/decisions/021). A session is what the
// login form leaves in the browser: the SDK's token and record under `pocketbase_auth`, the
// record carrying the session nonce the form's sign-in stores on the server (SPEC §4 Session). Only the
// journeys about signing in and sessions go through the form; the rest start signed in.

/** Key of the SDK session in localStorage (remembered) or sessionStorage (not remembered). */
export const AUTH_STORAGE_KEY = 'pocketbase_auth';

export type StoredSession = { token: string; model: Record<string, unknown> & { id: string } };

type AuthAnswer = { token: string; record: StoredSession['model'] };

/** One worker's sessions, by server and email (a worker runs one test at a time). */
const sessions = new Map<string, StoredSession>();

/**
 * A signed-in session of `email` on `origin` that the server still honours: the cached one when
 * its nonce is still the user's, else a new one made as the login form makes it (a sign-in with
 * a fresh nonce). A journey that signed the same user in through the form, or out, has
 * moved the nonce on, and the next caller gets a new session.
 */
export async function signedInSession(
  origin: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<StoredSession> {
  const key = `${origin} ${email}`;
  const cached = sessions.get(key);
  const current = cached && (await currentRecord(origin, cached));
  const session = current
    ? { token: cached.token, model: current }
    : await newSession(origin, email, password);
  sessions.set(key, session);
  return session;
}

/**
 * A new session of `email` on `origin`, made as the login form makes it even when this worker
 * has one: for a journey about a second sign-in, which takes over the user's other sessions.
 * It becomes the worker's session of that user.
 */
export async function newSignedInSession(
  origin: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<StoredSession> {
  const session = await newSession(origin, email, password);
  sessions.set(`${origin} ${email}`, session);
  return session;
}

/**
 * Puts a session into the page's origin as a remembered sign-in leaves it, without loading the
 * app: a page not yet on the origin first opens the health endpoint, a few bytes of JSON.
 */
export async function storeSession(page: Page, origin: string, session: StoredSession) {
  if (originOf(page.url()) !== origin) await page.goto(`${origin}/api/health`);
  await page.evaluate(
    ([key, value]) => {
      sessionStorage.removeItem(key);
      localStorage.setItem(key, value);
    },
    [AUTH_STORAGE_KEY, JSON.stringify(session)] as const,
  );
}

async function newSession(origin: string, email: string, password: string) {
  // As the login form signs in: a session nonce in the sign-in, which the server stamps (with
  // lastLogin) and binds the token to (SPEC §4, docs/decisions/031).
  const auth = await request<AuthAnswer>(origin, '/api/collections/users/auth-with-password', {
    method: 'POST',
    body: { identity: email, password, sessionNonce: randomBytes(16).toString('hex') },
  });
  return { token: auth.token, model: auth.record };
}

/** The user's record as the server has it now, or null when the session is no longer theirs. */
async function currentRecord(origin: string, session: StoredSession) {
  try {
    const record = await request<StoredSession['model']>(
      origin,
      `/api/collections/users/records/${session.model.id}`,
      { method: 'GET', token: session.token },
    );
    const nonce = session.model.activeSessionNonce;
    return nonce && record.activeSessionNonce === nonce ? record : null;
  } catch {
    return null;
  }
}

async function request<T>(
  origin: string,
  path: string,
  options: { method: string; token?: string; body?: unknown },
): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method: options.method,
    headers: {
      'Content-Type': 'application/json',
      ...(options.token ? { Authorization: options.token } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (!response.ok) throw new Error(`${options.method} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

function originOf(url: string): string | null {
  return URL.canParse(url) ? new URL(url).origin : null;
}
