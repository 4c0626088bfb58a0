import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { i18n } from '#i18n/i18n.ts';
import { describeSignInError, type SignInMessageKey } from './sign-in-error.ts';

const translate = (key: SignInMessageKey) => i18n.t(key);

function responseError(status: number, message?: string): ClientResponseError {
  return new ClientResponseError({ status, response: message ? { message, data: {} } : {} });
}

describe('describeSignInError (SPEC §8 sign-in table)', () => {
  it.each([
    {
      condition: 'status 400',
      error: responseError(400, 'Failed to authenticate.'),
      code: 'auth/invalid-credential',
      message: 'Credenciales invalidas. Verifica email y contrasena.',
    },
    {
      condition: 'status 401',
      error: responseError(401),
      code: 'auth/invalid-credential',
      message: 'Credenciales invalidas. Verifica email y contrasena.',
    },
    {
      condition: 'status 0 (fetch failed)',
      error: new ClientResponseError(new TypeError('Failed to fetch')),
      code: 'auth/network-request-failed',
      message: 'No hay conexion con el servidor de autenticacion.',
    },
    {
      condition: 'status 0 (aborted)',
      error: new ClientResponseError({ isAbort: true }),
      code: 'auth/network-request-failed',
      message: 'No hay conexion con el servidor de autenticacion.',
    },
    {
      condition: 'other status with a server message',
      error: responseError(429, 'Too many requests.'),
      code: 'auth/pb-429',
      message: 'Too many requests.',
    },
    {
      condition: 'other status without a server message',
      error: responseError(500),
      code: 'auth/pb-500',
      message: 'No se pudo iniciar sesion.',
    },
    {
      condition: 'other status with a blank server message',
      error: responseError(503, '   '),
      code: 'auth/pb-503',
      message: 'No se pudo iniciar sesion.',
    },
    {
      condition: 'an unknown Error',
      error: new Error('boom'),
      code: 'auth/unknown',
      message: 'No se pudo iniciar sesion.',
    },
    {
      condition: 'a thrown non-error',
      error: 'nope',
      code: 'auth/unknown',
      message: 'No se pudo iniciar sesion.',
    },
  ])('maps $condition to $code', ({ error, code, message }) => {
    expect(describeSignInError(error, translate)).toEqual({ code, message });
  });
});
