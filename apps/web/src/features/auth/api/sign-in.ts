import { signInWithPassword, type SignInInput } from '#data/session/password-sign-in.ts';
import { adoptUserLanguage } from '#i18n/language.ts';
import type { AuthUser } from '#lib/auth-session.ts';

/**
 * Signs in as a new session (SPEC §4 Session, docs/decisions/011 and 031). The session starts
 * (and the login page goes to the dashboard) once the person's language is shown: the
 * dashboard's first paint speaks it on a new device too (docs/decisions/061).
 */
export function signIn(input: SignInInput): Promise<AuthUser> {
  return signInWithPassword(input, adoptUserLanguage);
}
