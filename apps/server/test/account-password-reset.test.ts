import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTokenPayload } from 'pocketbase';
import { client, signedIn, startTestServer, statusOf, type TestServer } from './test-server.ts';
import { failureOf } from './api-failure.ts';
import { startMailCatcher, tokenFrom, useMailCatcher, type MailCatcher } from './mail-catcher.ts';
import { NEW_PASSWORD, USER_PASSWORD, newUser, userById } from './account-fixtures.ts';

// Password reset of users by mail, followed through a real SMTP server (reference §5.2).
let server: TestServer;
let mail: MailCatcher;
const RESET_LINK = '/_/#/auth/confirm-password-reset';

beforeAll(async () => {
  [server, mail] = await Promise.all([startTestServer(), startMailCatcher()]);
  await useMailCatcher(server, mail);
});

afterAll(async () => {
  await Promise.all([server.close(), mail.close()]);
});

async function requestReset(email: string): Promise<string> {
  await client(server.url).collection('users').requestPasswordReset(email);
  return tokenFrom(await mail.next(email), RESET_LINK);
}

describe('request-password-reset', () => {
  it('mails a reset link carrying a reset token for the account', async () => {
    const user = await newUser(server.url);
    await client(server.url).collection('users').requestPasswordReset(user.email);
    const received = await mail.next(user.email);
    expect(received.subject).toBe('Restablece tu contraseña en Rumbo');
    expect(received.from).toBe('no-reply@rumbo.test');
    expect(received.body).toContain(`${server.core.settings.get().meta.appUrl}${RESET_LINK}/`);
    const token = tokenFrom(received, RESET_LINK);
    expect(getTokenPayload(token)).toMatchObject({
      id: user.id,
      type: 'authRecord',
      collectionId: '_pb_users_auth_',
      email: user.email,
    });
  });

  it('answers 204 for an unknown address and sends nothing', async () => {
    const users = server.core.collections.find('users')!;
    await client(server.url).collection('users').requestPasswordReset('nadie@golfo.test');
    expect(await server.core.account.sendPasswordReset(users, 'nadie@golfo.test')).toBe('unknown');
  });

  it('sends at most one mail per account every 120 s, still answering 204', async () => {
    const user = await newUser(server.url);
    const users = server.core.collections.find('users')!;
    await requestReset(user.email);
    expect(await server.core.account.sendPasswordReset(users, user.email)).toBe('throttled');
    // Once the window has passed, a new mail goes out.
    const twoMinutesAgo = new Date(Date.now() - 121_000).toISOString().replace('T', ' ');
    await server.core.db.run('UPDATE "users" SET "lastResetSentAt" = ? WHERE "id" = ?', [
      twoMinutesAgo,
      user.id,
    ]);
    expect(await server.core.account.sendPasswordReset(users, user.email)).toBe('sent');
    await mail.next(user.email);
    // A request inside the window still answers 204. Asked last: its send runs after the
    // answer, and asked before the clock was moved back it could land after that and take
    // the window the line above expects to find free.
    await expect(
      client(server.url).collection('users').requestPasswordReset(user.email),
    ).resolves.toBe(true);
  });

  it.each([
    ['a missing email', '', 'validation_required'],
    ['a malformed email', 'not-an-email', 'validation_is_email'],
  ])('refuses %s with 400 and data.email', async (_label, email, code) => {
    const failure = await failureOf(
      client(server.url).collection('users').requestPasswordReset(email),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.message).toBe('An error occurred while validating the form.');
    expect(failure.body.data.email?.code).toBe(code);
  });
});

describe('confirm-password-reset', () => {
  it('sets the new password and ends every session of the account', async () => {
    const user = await newUser(server.url);
    const session = await signedIn(server.url, user.email, USER_PASSWORD);
    const token = await requestReset(user.email);
    await client(server.url)
      .collection('users')
      .confirmPasswordReset(token, NEW_PASSWORD, NEW_PASSWORD);
    expect(await statusOf(session.collection('users').authRefresh())).toBe(401);
    expect(
      await statusOf(
        client(server.url).collection('users').authWithPassword(user.email, USER_PASSWORD),
      ),
    ).toBe(400);
    const fresh = await signedIn(server.url, user.email, NEW_PASSWORD);
    expect(fresh.authStore.model?.id).toBe(user.id);
  });

  it('verifies an unverified account: the mail reached its address', async () => {
    const user = await newUser(server.url, { verified: false });
    const token = await requestReset(user.email);
    await client(server.url)
      .collection('users')
      .confirmPasswordReset(token, NEW_PASSWORD, NEW_PASSWORD);
    expect((await userById(server.url, user.id)).verified).toBe(true);
  });

  it('refuses a token that was already used (the account has a new token key)', async () => {
    const user = await newUser(server.url);
    const token = await requestReset(user.email);
    const users = client(server.url).collection('users');
    await users.confirmPasswordReset(token, NEW_PASSWORD, NEW_PASSWORD);
    const failure = await failureOf(
      users.confirmPasswordReset(token, 'OtraClave2026', 'OtraClave2026'),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.data.token?.code).toBe('validation_invalid_token');
  });

  it('refuses a sign-in token in place of a reset token', async () => {
    const user = await newUser(server.url);
    const session = await signedIn(server.url, user.email, USER_PASSWORD);
    const failure = await failureOf(
      client(server.url)
        .collection('users')
        .confirmPasswordReset(session.authStore.token, NEW_PASSWORD, NEW_PASSWORD),
    );
    expect(failure.body.data.token?.code).toBe('validation_invalid_token');
  });

  it('reports every invalid field at once', async () => {
    const failure = await failureOf(
      client(server.url).collection('users').confirmPasswordReset('', 'corta', 'distinta'),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.data).toEqual({
      token: { code: 'validation_required', message: 'Cannot be blank.' },
      password: {
        code: 'validation_length_out_of_range',
        message: 'The length must be between 8 and 100.',
      },
      passwordConfirm: { code: 'validation_values_mismatch', message: "Values don't match." },
    });
  });
});

describe('mail failures', () => {
  it('keeps answering 204 while SMTP is disabled, and lets a later request send at once', async () => {
    const user = await newUser(server.url);
    const users = server.core.collections.find('users')!;
    const settings = server.core.settings.get();
    await server.core.settings.replace({ ...settings, smtp: { ...settings.smtp, enabled: false } });
    const stamp = async () =>
      (
        await server.core.db.get<{ at: string }>(
          'SELECT "lastResetSentAt" AS "at" FROM "users" WHERE "id" = ?',
          [user.id],
        )
      )?.at;
    try {
      await client(server.url).collection('users').requestPasswordReset(user.email);
      // The request answers before its background send; while that send holds the resend stamp
      // a direct attempt is throttled. Once it has failed and taken the stamp back, or before it
      // has started, a direct attempt fails on SMTP too, and takes its own stamp back as well.
      const attempt = () =>
        server.core.account.sendPasswordReset(users, user.email).then(
          (outcome) => outcome,
          (error: Error) => error.message,
        );
      await expect.poll(attempt).toMatch(/SMTP/);
      // On a busy machine the background send may start only after that attempt: it holds the
      // stamp until its own failure, then takes it back too.
      await expect.poll(stamp).toBe('');
    } finally {
      await server.core.settings.replace(settings);
    }
    // The failed attempt left no resend stamp behind.
    expect(await server.core.account.sendPasswordReset(users, user.email)).toBe('sent');
    await mail.next(user.email);
  });

  it('does not deliver when the SMTP credentials are wrong', async () => {
    const user = await newUser(server.url);
    const users = server.core.collections.find('users')!;
    const settings = server.core.settings.get();
    await useMailCatcher(server, mail, { password: 'wrong' });
    try {
      await expect(server.core.account.sendPasswordReset(users, user.email)).rejects.toThrow(
        /Failed to send the mail/,
      );
    } finally {
      await server.core.settings.replace(settings);
    }
    expect(mail.mails.some((m) => m.to.includes(user.email))).toBe(false);
  });
});
