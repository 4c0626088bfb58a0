import { ClientResponseError } from 'pocketbase';

export type SignInErrorCode =
  'auth/invalid-credential' | 'auth/network-request-failed' | `auth/pb-${number}` | 'auth/unknown';

export type SignInMessageKey =
  'auth.errors.invalidCredential' | 'auth.errors.networkRequestFailed' | 'auth.errors.signInFailed';

export type SignInError = { code: SignInErrorCode; message: string };

/**
 * SPEC §8 sign-in error table. `translate` resolves catalogue keys, keeping this pure.
 * Status 0 is the SDK's "no HTTP answer" (network down, server unreachable, aborted).
 */
export function describeSignInError(
  error: unknown,
  translate: (key: SignInMessageKey) => string,
): SignInError {
  if (!(error instanceof ClientResponseError)) {
    return { code: 'auth/unknown', message: translate('auth.errors.signInFailed') };
  }
  const { status } = error;
  if (status === 400 || status === 401) {
    return { code: 'auth/invalid-credential', message: translate('auth.errors.invalidCredential') };
  }
  if (status === 0) {
    return {
      code: 'auth/network-request-failed',
      message: translate('auth.errors.networkRequestFailed'),
    };
  }
  const message = serverMessage(error) || translate('auth.errors.signInFailed');
  return { code: `auth/pb-${status}`, message };
}

// The server's own text; `error.message` would be the SDK's generic English fallback.
function serverMessage(error: ClientResponseError): string {
  const message: unknown = error.response?.message;
  return typeof message === 'string' ? message.trim() : '';
}
