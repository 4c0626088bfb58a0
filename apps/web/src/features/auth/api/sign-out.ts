import type { AuthUser } from '#lib/auth-session.ts';
import { pb } from '#lib/pocketbase.ts';
import { queryClient } from '#lib/query-client.ts';

/** Clears the session nonce on the server (best effort), then the local session and cache. */
export async function signOut(): Promise<void> {
  const user = pb.authStore.model as AuthUser | null;
  if (user?.activeSessionNonce) await clearSessionNonce(user.id, user.activeSessionNonce);
  pb.authStore.clear();
  queryClient.clear();
}

async function clearSessionNonce(userId: string, nonce: string): Promise<void> {
  try {
    const users = pb.collection('users');
    const current = await users.getOne<AuthUser>(userId);
    // A newer sign-in on another device owns the nonce now; clearing it would sign that one out.
    if (current.activeSessionNonce === nonce)
      await users.update(userId, { activeSessionNonce: '' });
  } catch {
    // Offline or already gone: signing out locally is what matters.
  }
}
