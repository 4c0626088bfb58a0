import type { AuthUser } from '#lib/auth-session.ts';
import { pb } from '#lib/pocketbase.ts';
import { announceSessionEnd } from '#lib/session-end.ts';

// Signing out must not hang on a server that does not answer: the local sign-out is what counts.
const NONCE_CLEAR_TIMEOUT_MS = 5000;

/**
 * Keeps unsaved edits of open screens for the next sign-in (decision 036), clears the session
 * nonce on the server (best effort; the server then frees the user's shipment locks), then the
 * local session; the session module drops the realtime link and the cached data with it.
 */
export async function signOut(): Promise<void> {
  const user = pb.authStore.model as AuthUser | null;
  if (user?.id) announceSessionEnd(user.id);
  if (user?.activeSessionNonce) await clearSessionNonce(user.id, user.activeSessionNonce);
  pb.authStore.clear();
}

async function clearSessionNonce(userId: string, nonce: string): Promise<void> {
  const signal = AbortSignal.timeout(NONCE_CLEAR_TIMEOUT_MS);
  try {
    const users = pb.collection('users');
    const current = await users.getOne<AuthUser>(userId, { signal });
    // A newer sign-in on another device owns the nonce now; clearing it would sign that one out.
    if (current.activeSessionNonce === nonce)
      await users.update(userId, { activeSessionNonce: '' }, { signal });
  } catch {
    // Offline or already gone: signing out locally is what matters.
  }
}
