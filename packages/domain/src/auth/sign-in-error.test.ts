import { describe, expect, it } from 'vitest';
import { signInError } from './sign-in-error.ts';

const INVALID = 'Credenciales invalidas. Verifica email y contrasena.';

describe('signInError', () => {
  it.each([
    ['400', { status: 400 }, 'auth/invalid-credential', INVALID],
    ['401', { status: 401, response: { message: 'x' } }, 'auth/invalid-credential', INVALID],
    [
      'no connection',
      { status: 0 },
      'auth/network-request-failed',
      'No hay conexion con el servidor de autenticacion.',
    ],
    [
      'server message',
      { status: 403, response: { message: 'Please verify your account first.' } },
      'auth/pb-403',
      'Please verify your account first.',
    ],
    [
      'no server message',
      { status: 500, response: {} },
      'auth/pb-500',
      'No se pudo iniciar sesion.',
    ],
    [
      'blank server message',
      { status: 429, response: { message: '  ' } },
      'auth/pb-429',
      'No se pudo iniciar sesion.',
    ],
    ['plain Error', new Error('boom'), 'auth/unknown', 'No se pudo iniciar sesion.'],
    ['non-integer status', { status: '400' }, 'auth/unknown', 'No se pudo iniciar sesion.'],
    ['null', null, 'auth/unknown', 'No se pudo iniciar sesion.'],
    ['string', 'oops', 'auth/unknown', 'No se pudo iniciar sesion.'],
  ])('%s → %s', (_name, error, code, message) => {
    expect(signInError(error)).toEqual({ code, message });
  });
});
