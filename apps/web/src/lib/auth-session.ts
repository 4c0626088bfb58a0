import { ClientResponseError } from 'pocketbase';
import type { UsersRecord } from '@rumbo/domain';
import { pb } from './pocketbase.ts';

export type AuthStatus = 'checking' | 'signed-in' | 'signed-out';

/** The signed-in user record (collection `users`); its own record always carries the email. */
export type AuthUser = UsersRecord & { email: string };

export type AuthSession = { status: AuthStatus; user: AuthUser | null };

const VERIFY_TIMEOUT_MS = 8000;
const listeners = new Set<() => void>();
let isVerifying = false;
let snapshot = readSession();

pb.authStore.onChange(notify);

/**
 * The session as the UI sees it, derived from the SDK auth store. Only product users count:
 * a server-operator (admin) token in the store is treated as signed out.
 */
export const authSession = {
  getSnapshot: (): AuthSession => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  verify: verifySession,
};

/**
 * Confirms a restored session with the server once at start (status `checking` meanwhile).
 * A rejected token signs out; an unreachable server keeps the local session, because the
 * app keeps working on local data while offline.
 */
async function verifySession(): Promise<void> {
  if (isVerifying || readSession().status !== 'signed-in') return;
  setVerifying(true);
  try {
    await pb.collection('users').authRefresh({ signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
  } catch (error) {
    if (isRejection(error)) pb.authStore.clear();
  } finally {
    setVerifying(false);
  }
}

function isRejection(error: unknown): boolean {
  return error instanceof ClientResponseError && [401, 403, 404].includes(error.status);
}

function setVerifying(value: boolean): void {
  isVerifying = value;
  notify();
}

function notify(): void {
  snapshot = readSession();
  listeners.forEach((listener) => listener());
}

function readSession(): AuthSession {
  const { authStore } = pb;
  const user = authStore.isValid && authStore.isAuthRecord ? (authStore.model as AuthUser) : null;
  if (!user) return { status: 'signed-out', user: null };
  return { status: isVerifying ? 'checking' : 'signed-in', user };
}
