import { adoptUserLanguage } from '#i18n/language.ts';
import type { AuthUser } from '#lib/auth-session.ts';
import { pb } from '#lib/pocketbase.ts';

const SIGN_IN_PATH = '/api/collections/users/auth-with-password';

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
  // The record already carries our nonce. It is stored (the session starts, and the login page
  // goes to the dashboard) once the person's language is shown: the dashboard's first paint
  // speaks it on a new device too (docs/decisions/061).
  const { token, record } = await pb.send<{ token: string; record: AuthUser }>(SIGN_IN_PATH, {
    method: 'POST',
    body: { identity, password, sessionNonce: createSessionNonce() },
  });
  await adoptUserLanguage(record);
  pb.authStore.save(token, record);
  return record;
}

function createSessionNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
