import { ClientResponseError } from 'pocketbase';
import type { UsersRecord } from '@rumbo/domain';
import { pb } from './pocketbase.ts';
import { queryClient } from './query-client.ts';
import { announceSessionEnd } from './session-end.ts';

export type AuthStatus = 'checking' | 'signed-in' | 'signed-out';

/** The signed-in user record (collection `users`); its own record always carries the email. */
export type AuthUser = UsersRecord & { email: string };

export type AuthSession = { status: AuthStatus; user: AuthUser | null };

/** Why the app ended a session by itself; the UI says so once (SPEC §8 Session). */
export type SessionEndReason = 'taken-over';

/**
 * How the server's copy of the signed-in user stands against this device's session (SPEC §4
 * Session): `current`; `replaced` by a sign-in elsewhere (another nonce); `removed` (the account
 * was deleted); `ended` (the nonce was cleared: this same session signed out in another tab).
 */
export type SessionVerdict = 'current' | 'replaced' | 'removed' | 'ended';

type NonceHolder = { activeSessionNonce?: string | null };

const VERIFY_TIMEOUT_MS = 8000;
const REFRESH_PATH = '/api/collections/users/auth-refresh';

type RefreshAnswer = { token: string; record: AuthUser };
const listeners = new Set<() => void>();
let isVerifying = false;
// Only the check at start shows 'checking' (which replaces the screens with a loader); a check
// in the middle of a session leaves them mounted, so they can keep unsaved work if it ends.
let isCheckingAtStart = false;
let endReason: SessionEndReason | null = null;
let currentUserId = readSession().user?.id ?? null;
let snapshot = readSession();

pb.authStore.onChange(() => {
  followIdentity();
  notify();
});

// The server refuses a token whose session ended (401, decision 031). The token that request
// carried may already have been replaced by a sign-in in another tab of this browser, so the
// session is checked again with the token held now rather than ended on the spot.
pb.afterSend = (response, data: unknown) => {
  if (response.status === 401 && sessionEndOf(data))
    queueMicrotask(() => void verifySession({ atStart: false }));
  return data;
};

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
  verify: () => verifySession({ atStart: true }),
  /** Ends the session when the server's record says so; `current` keeps it. */
  applyVerdict(verdict: SessionVerdict): void {
    if (verdict === 'current') return;
    endReason = verdict === 'ended' ? null : 'taken-over';
    pb.authStore.clear();
  },
  /** Why the last session ended by itself, once: the next call answers null. */
  takeEndReason(): SessionEndReason | null {
    const reason = endReason;
    endReason = null;
    return reason;
  },
};

/**
 * Compares this device's session nonce with the server's copy of the user (null: deleted).
 * A session without a nonce (its stamp failed, or it predates nonces) is never compared.
 */
export function sessionVerdict(
  localNonce: string | null | undefined,
  remote: NonceHolder | null,
): SessionVerdict {
  if (!remote) return 'removed';
  if (!localNonce) return 'current';
  const remoteNonce = remote.activeSessionNonce ?? '';
  if (remoteNonce === localNonce) return 'current';
  return remoteNonce ? 'replaced' : 'ended';
}

/**
 * Confirms a restored session with the server once at start (status `checking` meanwhile), and
 * again, without `checking`, when the server refuses a request as of an ended session (a 401).
 * A rejected token signs out; an unreachable server keeps the local session, because the
 * app keeps working on local data while offline. A session whose nonce is no longer the
 * server's was taken over while the app was closed.
 */
async function verifySession({ atStart }: { atStart: boolean }): Promise<void> {
  if (isVerifying || readSession().status !== 'signed-in') return;
  // authRefresh replaces the stored model with the server's: keep the nonce this device held.
  const localNonce = (pb.authStore.model as NonceHolder | null)?.activeSessionNonce;
  setVerifying(true, atStart);
  try {
    const answer = await pb.send<Partial<RefreshAnswer>>(REFRESH_PATH, {
      method: 'POST',
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    // An answer cut short (the page going away while it came in: the SDK reads an unreadable
    // body as `{}`) tells nothing: the session stays as it is. The SDK's `authRefresh` would
    // store the empty answer as the session and so sign the user out.
    if (!answer.token || !answer.record?.id) return;
    pb.authStore.save(answer.token, answer.record);
    authSession.applyVerdict(sessionVerdict(localNonce, answer.record));
  } catch (error) {
    const ended = error instanceof ClientResponseError ? sessionEndOf(error.response) : null;
    if (ended) authSession.applyVerdict(ended);
    else if (isRejection(error)) pb.authStore.clear();
  } finally {
    setVerifying(false, false);
  }
}

/**
 * When the signed-in identity changes or goes, nothing of the previous one may linger: the
 * realtime link stays bound to the identity that opened it (the server refuses another one on
 * it, and would keep sending the old identity's events), and cached server data is theirs.
 */
function followIdentity(): void {
  const nextUserId = readSession().user?.id ?? null;
  if (nextUserId === currentUserId) return;
  const previousUserId = currentUserId;
  currentUserId = nextUserId;
  if (nextUserId) endReason = null;
  if (previousUserId === null) return;
  // Before anything of theirs goes: open screens keep what is not saved (decision 036).
  announceSessionEnd(previousUserId);
  void pb.realtime.unsubscribe();
  queryClient.clear();
}

/** The verdict in the server's refusal of an ended session (`data.session.code`), if it is one. */
export function sessionEndOf(body: unknown): SessionVerdict | null {
  const code = (body as { data?: { session?: { code?: unknown } } } | null)?.data?.session?.code;
  if (code === 'session_replaced') return 'replaced';
  if (code === 'session_ended') return 'ended';
  return null;
}

function isRejection(error: unknown): boolean {
  return error instanceof ClientResponseError && [401, 403, 404].includes(error.status);
}

function setVerifying(value: boolean, atStart: boolean): void {
  isVerifying = value;
  isCheckingAtStart = atStart;
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
  return { status: isCheckingAtStart ? 'checking' : 'signed-in', user };
}
