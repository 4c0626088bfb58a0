import type { AuthUser } from '#lib/auth-session.ts';
import { pb } from '#lib/pocketbase.ts';

export type SignInInput = { email: string; password: string; remember: boolean };

/**
 * Signs in with email and password as a new session (SPEC §4 Session, docs/decisions/011 and
 * 031): the sign-in carries a fresh random nonce, which the server stores on the user record
 * together with `lastLogin` and binds the token to. Another device that signs in later replaces
 * the nonce, and the server then refuses this device's token.
 */
export async function signIn({ email, password, remember }: SignInInput): Promise<AuthUser> {
  pb.authStore.setRemembered(remember);
  const identity = email.trim().toLowerCase();
  // The SDK stores the token and the record, which already carries our nonce.
  const { record } = await pb.collection('users').authWithPassword<AuthUser>(identity, password, {
    body: { identity, password, sessionNonce: createSessionNonce() },
  });
  return record;
}

function createSessionNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
