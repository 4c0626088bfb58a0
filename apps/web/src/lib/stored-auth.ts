/**
 * The session as the SDK auth store keeps it in the browser (`pocketbase_auth`, in
 * localStorage when remembered, else sessionStorage), readable without the SDK: the public
 * pages only need to know whether a user is signed in (lib/storage-auth-store.ts writes it).
 */
export const AUTH_STORAGE_KEY = 'pocketbase_auth';

export type StorageName = 'localStorage' | 'sessionStorage';
export type StoredAuth = { token: string; model: unknown };

const STORAGES: StorageName[] = ['localStorage', 'sessionStorage'];

export function readAuth(name: StorageName): StoredAuth | null {
  try {
    const parsed: unknown = JSON.parse(storage(name)?.getItem(AUTH_STORAGE_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { token, model } = parsed as Partial<StoredAuth>;
    return typeof token === 'string' && token ? { token, model: model ?? null } : null;
  } catch {
    return null;
  }
}

export function writeAuth(name: StorageName, auth: StoredAuth): void {
  storage(name)?.setItem(AUTH_STORAGE_KEY, JSON.stringify(auth));
}

export function removeAuth(name: StorageName): void {
  storage(name)?.removeItem(AUTH_STORAGE_KEY);
}

/** Ends the session on this device only (both storages), as the SDK store's clear() does. */
export function clearStoredAuth(): void {
  STORAGES.forEach(removeAuth);
}

/**
 * Whether a product user's unexpired session is stored, judged as the SDK judges it
 * (`isValid && isAuthRecord`): the token's `type` is `authRecord` and its `exp` is ahead.
 */
export function hasStoredUserSession(now = Date.now()): boolean {
  const auth = readAuth('localStorage') ?? readAuth('sessionStorage');
  const payload = auth ? tokenPayload(auth.token) : null;
  if (!payload || payload.type !== 'authRecord') return false;
  return typeof payload.exp === 'number' && payload.exp * 1000 > now;
}

function tokenPayload(token: string): { type?: unknown; exp?: unknown } | null {
  try {
    const part = token.split('.')[1] ?? '';
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const json = decodeURIComponent(
      Array.from(
        atob(base64),
        (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`,
      ).join(''),
    );
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' ? payload : null;
  } catch {
    return null;
  }
}

function storage(name: StorageName): Storage | null {
  try {
    return window[name];
  } catch {
    return null; // storage disabled by the browser: the session lives in memory only
  }
}
