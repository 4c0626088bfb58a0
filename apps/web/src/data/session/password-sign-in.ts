import type { AuthUser } from '#lib/auth-session.ts';
import { pb } from '#lib/pocketbase.ts';

const SIGN_IN_PATH = '/api/collections/users/auth-with-password';

export type SignInInput = { email: string; password: string; remember: boolean };

/**
 * Signs in with email and password as a new session (SPEC §4 Session, docs/decisions/011 and
 * 031): the sign-in carries a fresh random nonce, which the server stores on the user record
 * together with `lastLogin` and binds the token to. Another device that signs in later replaces
 * the nonce, and the server then refuses this device's token. The session is stored (it starts)
 * once `beforeSessionStart` has run on the user the server answered with.
 */
export async function signInWithPassword(
  { email, password, remember }: SignInInput,
  beforeSessionStart: (user: AuthUser) => Promise<void>,
): Promise<AuthUser> {
  pb.authStore.setRemembered(remember);
  const identity = email.trim().toLowerCase();
  // The record already carries our nonce.
  const { token, record } = await pb.send<{ token: string; record: AuthUser }>(SIGN_IN_PATH, {
    method: 'POST',
    body: { identity, password, sessionNonce: createSessionNonce() },
  });
  await beforeSessionStart(record);
  pb.authStore.save(token, record);
  return record;
}

function createSessionNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
