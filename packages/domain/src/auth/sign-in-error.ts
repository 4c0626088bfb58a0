/** A sign-in failure as the login page shows it (SPEC §8). */
export type SignInError = { code: string; message: string };

const INVALID_CREDENTIALS = 'Credenciales invalidas. Verifica email y contrasena.';
const NO_CONNECTION = 'No hay conexion con el servidor de autenticacion.';
const GENERIC_FAILURE = 'No se pudo iniciar sesion.';

/**
 * Maps what the sign-in call threw to a code and message: 400/401 are bad credentials, status 0
 * is no connection (the SDK's status for network failures), any other status shows the server's
 * message or a generic one as `auth/pb-{status}`, and anything without a status is
 * `auth/unknown`. Reads `status` and `response.message` as the pocketbase SDK's
 * ClientResponseError carries them.
 */
export function signInError(error: unknown): SignInError {
  const status = readStatus(error);
  if (status === null) return { code: 'auth/unknown', message: GENERIC_FAILURE };
  if (status === 400 || status === 401) {
    return { code: 'auth/invalid-credential', message: INVALID_CREDENTIALS };
  }
  if (status === 0) return { code: 'auth/network-request-failed', message: NO_CONNECTION };
  return { code: `auth/pb-${status}`, message: readServerMessage(error) ?? GENERIC_FAILURE };
}

function readStatus(error: unknown): number | null {
  if (!error || typeof error !== 'object' || !('status' in error)) return null;
  return Number.isInteger(error.status) ? (error.status as number) : null;
}

function readServerMessage(error: unknown): string | null {
  const response = (error as { response?: unknown }).response;
  if (!response || typeof response !== 'object' || !('message' in response)) return null;
  const { message } = response;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}
