import type { AuthUser } from '#lib/auth-session.ts';
import { pb } from '#lib/pocketbase.ts';

export type SignInInput = { email: string; password: string; remember: boolean };

/**
 * Signs in with email and password, then stamps a fresh session nonce and `lastLogin` on the
 * user record: another device that signs in later overwrites the nonce, which is how an
 * account taken over elsewhere is detected (SPEC §4 Session, docs/decisions/011).
 */
export async function signIn({ email, password, remember }: SignInInput): Promise<AuthUser> {
  pb.authStore.setRemembered(remember);
  const users = pb.collection('users');
  const { token, record } = await users.authWithPassword<AuthUser>(
    email.trim().toLowerCase(),
    password,
  );
  // The record still carries the nonce of the device signed in before: it is not ours, so
  // hold none (never compared) until our own is stored.
  pb.authStore.save(token, { ...record, activeSessionNonce: '' });
  try {
    // The SDK puts the updated record, with our nonce, into the auth store.
    await users.update(record.id, {
      activeSessionNonce: createSessionNonce(),
      lastLogin: new Date().toISOString(),
    });
  } catch (error) {
    // The credentials were accepted: a failed stamp must not turn into a failed sign-in.
    console.warn('Could not store the session nonce', error);
  }
  return pb.authStore.model as AuthUser;
}

function createSessionNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
