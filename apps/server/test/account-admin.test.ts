import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTokenPayload } from 'pocketbase';
import { DEMO_PASSWORD } from '@rumbo/domain';
import { client, operator, startTestServer, statusOf, type TestServer } from './test-server.ts';
import { failureOf } from './api-failure.ts';
import { startMailCatcher, tokenFrom, useMailCatcher, type MailCatcher } from './mail-catcher.ts';

// Operators' password reset by mail (reference §5.4).
let server: TestServer;
let mail: MailCatcher;
const OPS = 'ops@rumbo.test';
const RESET_LINK = '/_/#/confirm-password-reset';
const NEW_PASSWORD = 'OperadorNuevo2026';

beforeAll(async () => {
  [server, mail] = await Promise.all([startTestServer(), startMailCatcher()]);
  await useMailCatcher(server, mail);
});

afterAll(async () => {
  await Promise.all([server.close(), mail.close()]);
});

describe('operator password reset', () => {
  it('mails a reset link and, once confirmed, replaces the password and ends sessions', async () => {
    const session = await operator(server.url);
    await client(server.url).admins.requestPasswordReset(OPS);
    const received = await mail.next(OPS);
    expect(received.subject).toBe('Restablece tu contraseña de operador en Rumbo');
    const token = tokenFrom(received, RESET_LINK);
    expect(getTokenPayload(token)).toMatchObject({ type: 'admin', email: OPS });

    await client(server.url).admins.confirmPasswordReset(token, NEW_PASSWORD, NEW_PASSWORD);
    expect(await statusOf(session.admins.authRefresh())).toBe(401);
    expect(await statusOf(client(server.url).admins.authWithPassword(OPS, DEMO_PASSWORD))).toBe(
      400,
    );
    const fresh = client(server.url);
    await fresh.admins.authWithPassword(OPS, NEW_PASSWORD);
    expect(fresh.authStore.isAdmin).toBe(true);

    // The token is single-use: the password change gave the operator a new token key.
    const reused = await failureOf(
      client(server.url).admins.confirmPasswordReset(token, NEW_PASSWORD, NEW_PASSWORD),
    );
    expect(reused.body.data.token?.code).toBe('validation_invalid_token');
  });

  it('answers 204 for an unknown address, and throttles a second request', async () => {
    await client(server.url).admins.requestPasswordReset('nadie@rumbo.test');
    expect(await server.core.adminAccount.sendPasswordReset('nadie@rumbo.test')).toBe('unknown');
    // The first test's request stamped the operator less than 120 s ago.
    expect(await server.core.adminAccount.sendPasswordReset(OPS)).toBe('throttled');
  });

  it('refuses a record reset token and short passwords', async () => {
    const failure = await failureOf(
      client(server.url).admins.confirmPasswordReset('not.a.token', 'corta', 'corta'),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.data).toEqual({
      token: { code: 'validation_invalid_token', message: 'Invalid or expired token.' },
      password: {
        code: 'validation_length_out_of_range',
        message: 'The length must be between 10 and 72.',
      },
    });
    const malformed = await failureOf(client(server.url).admins.requestPasswordReset('ops'));
    expect(malformed.body.data.email?.code).toBe('validation_is_email');
  });
});
