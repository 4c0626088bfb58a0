import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { operator, startTestServer, type TestServer } from './test-server.ts';
import { failureOf } from './api-failure.ts';
import { catcherSmtp, startMailCatcher, type MailCatcher } from './mail-catcher.ts';

// `POST /api/settings/test/email` (reference §5.6) against a real SMTP server on loopback.
let server: TestServer;
let ops: PocketBase;
let catcher: MailCatcher;

beforeAll(async () => {
  [server, catcher] = await Promise.all([startTestServer({ seed: true }), startMailCatcher()]);
  ops = await operator(server.url);
});

afterAll(async () => {
  await Promise.all([server.close(), catcher.close()]);
});

/** Points SMTP at the catcher through the settings API, as an operator would. */
async function useCatcher(smtp: Record<string, unknown> = {}) {
  await ops.settings.update({
    meta: { appName: 'Rumbo Pruebas' },
    smtp: {
      ...catcherSmtp(catcher),
      ...smtp,
    },
  });
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('sending a test email', () => {
  it.each([
    ['verification', 'Verifica tu correo en Rumbo Pruebas', '/_/#/auth/confirm-verification/'],
    [
      'password-reset',
      'Restablece tu contraseña en Rumbo Pruebas',
      '/_/#/auth/confirm-password-reset/',
    ],
    [
      'email-change',
      'Confirma tu nuevo correo en Rumbo Pruebas',
      '/_/#/auth/confirm-email-change/',
    ],
  ])('sends the %s mail to the given address', async (template, subject, path) => {
    await useCatcher();
    const to = `prueba-${template}@rumbo.test`;
    expect(await ops.settings.testEmail(to, template)).toBe(true);
    const mail = await catcher.next(to);
    expect(mail.to).toEqual([to]);
    expect(mail.subject).toBe(subject);
    expect(mail.from).toBe(server.core.settings.get().meta.senderAddress);
    expect(mail.body).toMatch(
      new RegExp(`${path.replace(/[/#]/g, '\\$&')}[\\w-]+\\.[\\w-]+\\.[\\w-]+`),
    );
  });

  it('uses the operator’s edited template', async () => {
    await useCatcher();
    await ops.settings.update({
      meta: {
        verificationTemplate: { subject: 'Hola desde {APP_NAME}', body: '<p>{ACTION_URL}</p>' },
      },
    });
    await ops.settings.testEmail('plantilla@rumbo.test', 'verification');
    expect((await catcher.next('plantilla@rumbo.test')).subject).toBe('Hola desde Rumbo Pruebas');
  });

  it('answers 400 with the SMTP error when the server refuses the credentials', async () => {
    await useCatcher({ password: 'equivocada' });
    const failure = await failureOf(ops.settings.testEmail('nadie@rumbo.test', 'verification'));
    expect(failure.status).toBe(400);
    expect(failure.body.message).toMatch(
      /^Failed to send the test email\. Raw error: .*(auth|credentials)/i,
    );
  });

  it('answers 400 when the SMTP server cannot be reached', async () => {
    await useCatcher({ port: await closedPort() });
    const failure = await failureOf(ops.settings.testEmail('nadie@rumbo.test', 'verification'));
    expect(failure.status).toBe(400);
    expect(failure.body.message).toMatch(/^Failed to send the test email\. Raw error: /);
  });

  it('answers 400 while SMTP is disabled', async () => {
    await ops.settings.update({ smtp: { enabled: false } });
    const before = catcher.mails.length;
    const failure = await failureOf(ops.settings.testEmail('nadie@rumbo.test', 'verification'));
    expect(failure.body.message).toMatch(/^Failed to send the test email\. Raw error: .*disabled/);
    expect(catcher.mails.length).toBe(before);
  });

  it.each([
    ['no-es-correo', 'verification', 'email', 'validation_is_email'],
    ['', 'verification', 'email', 'validation_required'],
    ['a@rumbo.test', 'bienvenida', 'template', 'validation_in_invalid'],
  ])('validates the request: %s / %s → data.%s', async (email, template, field, code) => {
    const failure = await failureOf(ops.settings.testEmail(email, template));
    expect(failure.body.message).toBe('Failed to send the test email.');
    expect(failure.body.data[field]?.code).toBe(code);
  });
});
