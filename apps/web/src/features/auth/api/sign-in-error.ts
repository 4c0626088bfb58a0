import { signInError, type SignInError } from '@rumbo/domain';
import { serverMessageText } from '#i18n/server-errors.ts';

export type SignInMessageKey =
  'auth.errors.invalidCredential' | 'auth.errors.networkRequestFailed' | 'auth.errors.signInFailed';

export type { SignInError };

// The catalogue entry for each code of SPEC §8; a server message (auth/pb-{status}) is shown as
// sent, in the person's language when it is one the app knows (the 429 of repeated failures).
const MESSAGE_KEYS: Record<string, SignInMessageKey> = {
  'auth/invalid-credential': 'auth.errors.invalidCredential',
  'auth/network-request-failed': 'auth.errors.networkRequestFailed',
  'auth/unknown': 'auth.errors.signInFailed',
};

/**
 * The SPEC §8 sign-in error table: the domain rule classifies the failure, the catalogue words it.
 * Status 0 is the SDK's "no HTTP answer" (network down, server unreachable, aborted).
 */
export function describeSignInError(
  error: unknown,
  translate: (key: SignInMessageKey) => string,
): SignInError {
  const { code, message } = signInError(error);
  const key = MESSAGE_KEYS[code];
  if (key) return { code, message: translate(key) };
  const isGeneric = message === signInError(null).message;
  return {
    code,
    message: isGeneric ? translate('auth.errors.signInFailed') : serverMessageText(message),
  };
}
