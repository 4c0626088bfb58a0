import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTokenPayload } from 'pocketbase';
import { client, signedIn, startTestServer, statusOf, type TestServer } from './test-server.ts';
import { failureOf } from './api-failure.ts';
import { startMailCatcher, tokenFrom, useMailCatcher, type MailCatcher } from './mail-catcher.ts';
import { NEW_PASSWORD, USER_PASSWORD, newUser, userById } from './account-fixtures.ts';

// Account verification and email change by mail (reference §5.2).
let server: TestServer;
let mail: MailCatcher;
const VERIFY_LINK = '/_/#/auth/confirm-verification';
const CHANGE_LINK = '/_/#/auth/confirm-email-change';

beforeAll(async () => {
  [server, mail] = await Promise.all([startTestServer(), startMailCatcher()]);
  await useMailCatcher(server, mail);
});

afterAll(async () => {
  await Promise.all([server.close(), mail.close()]);
});

const users = () => server.core.collections.find('users')!;

async function verificationToken(email: string): Promise<string> {
  await client(server.url).collection('users').requestVerification(email);
  return tokenFrom(await mail.next(email), VERIFY_LINK);
}

describe('verification', () => {
  it('verifies the account and updates the signed-in auth store', async () => {
    const user = await newUser(server.url, { verified: false });
    const session = await signedIn(server.url, user.email, USER_PASSWORD);
    expect(session.authStore.model?.verified).toBe(false);
    const token = await verificationToken(user.email);
    expect(getTokenPayload(token)).toMatchObject({ id: user.id, email: user.email });
    await session.collection('users').confirmVerification(token);
    expect(session.authStore.model?.verified).toBe(true);
    expect((await userById(server.url, user.id)).verified).toBe(true);
    // Verifying keeps the sessions: nothing about the credentials changed.
    await session.collection('users').authRefresh();
  });

  it('mails nothing to a verified account or an unknown address, answering 204', async () => {
    const user = await newUser(server.url, { verified: true });
    await client(server.url).collection('users').requestVerification(user.email);
    expect(await server.core.account.sendVerification(users(), user.email)).toBe('verified');
    expect(await server.core.account.sendVerification(users(), 'nadie@golfo.test')).toBe('unknown');
  });

  it('throttles repeated requests for 120 s', async () => {
    const user = await newUser(server.url, { verified: false });
    await verificationToken(user.email);
    expect(await server.core.account.sendVerification(users(), user.email)).toBe('throttled');
  });

  it('refuses a token for an address the account no longer has', async () => {
    const user = await newUser(server.url, { verified: false });
    const token = await verificationToken(user.email);
    await server.core.db.run('UPDATE "users" SET "email" = ? WHERE "id" = ?', [
      `otro.${user.email}`,
      user.id,
    ]);
    const failure = await failureOf(
      client(server.url).collection('users').confirmVerification(token),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.data.token?.code).toBe('validation_token_email_mismatch');
    expect((await userById(server.url, user.id)).verified).toBe(false);
  });

  it('refuses a token without an email claim and a forged token', async () => {
    const user = await newUser(server.url, { verified: false });
    const session = await signedIn(server.url, user.email, USER_PASSWORD);
    const noClaim = await failureOf(
      client(server.url).collection('users').confirmVerification(session.authStore.token),
    );
    expect(noClaim.body.data.token?.code).toBe('validation_invalid_token_claims');
    const token = await verificationToken(user.email);
    const forged = `${token.slice(0, -4)}AAAA`;
    const bad = await failureOf(client(server.url).collection('users').confirmVerification(forged));
    expect(bad.body.data.token?.code).toBe('validation_invalid_token');
  });
});

describe('email change', () => {
  it('mails the new address and, once confirmed, changes the email and ends sessions', async () => {
    const user = await newUser(server.url, { verified: false });
    const session = await signedIn(server.url, user.email, USER_PASSWORD);
    const newEmail = `nuevo.${user.email}`;
    await session.collection('users').requestEmailChange(newEmail);
    const received = await mail.next(newEmail);
    expect(received.subject).toBe('Confirma tu nuevo correo en Rumbo');
    const token = tokenFrom(received, CHANGE_LINK);
    expect(getTokenPayload(token)).toMatchObject({ id: user.id, email: user.email, newEmail });

    await session.collection('users').confirmEmailChange(token, USER_PASSWORD);
    // The SDK clears its store: the old token was signed with the replaced token key.
    expect(session.authStore.token).toBe('');
    const stored = await userById(server.url, user.id);
    expect(stored.email).toBe(newEmail);
    expect(stored.verified).toBe(true);
    const again = await signedIn(server.url, newEmail, USER_PASSWORD);
    expect(again.authStore.model?.id).toBe(user.id);
  });

  it('invalidates the previous auth token', async () => {
    const user = await newUser(server.url);
    const session = await signedIn(server.url, user.email, USER_PASSWORD);
    const oldToken = session.authStore.token;
    const newEmail = `cambio.${user.email}`;
    await session.collection('users').requestEmailChange(newEmail);
    const token = tokenFrom(await mail.next(newEmail), CHANGE_LINK);
    await client(server.url).collection('users').confirmEmailChange(token, USER_PASSWORD);
    const stale = client(server.url);
    stale.authStore.save(oldToken, session.authStore.model);
    expect(await statusOf(stale.collection('users').authRefresh())).toBe(401);
  });

  it('requires the current password and refuses a reused token', async () => {
    const user = await newUser(server.url);
    const session = await signedIn(server.url, user.email, USER_PASSWORD);
    const newEmail = `clave.${user.email}`;
    await session.collection('users').requestEmailChange(newEmail);
    const token = tokenFrom(await mail.next(newEmail), CHANGE_LINK);
    const wrong = await failureOf(
      client(server.url).collection('users').confirmEmailChange(token, NEW_PASSWORD),
    );
    expect(wrong.body.data).toEqual({
      password: {
        code: 'validation_invalid_password',
        message: 'Missing or invalid auth record password.',
      },
    });
    await client(server.url).collection('users').confirmEmailChange(token, USER_PASSWORD);
    const reused = await failureOf(
      client(server.url).collection('users').confirmEmailChange(token, USER_PASSWORD),
    );
    // The new address is now registered (to this very account).
    expect(reused.body.data.token?.code).toBe('validation_existing_token_email');
  });

  it('refuses an address already in use, and guests', async () => {
    const [user, other] = await Promise.all([newUser(server.url), newUser(server.url)]);
    const session = await signedIn(server.url, user.email, USER_PASSWORD);
    const taken = await failureOf(session.collection('users').requestEmailChange(other.email));
    expect(taken.status).toBe(400);
    expect(taken.body.data.newEmail?.code).toBe('validation_record_email_invalid');
    const malformed = await failureOf(session.collection('users').requestEmailChange('nope'));
    expect(malformed.body.data.newEmail?.code).toBe('validation_is_email');
    const guest = await failureOf(
      client(server.url).collection('users').requestEmailChange('x@golfo.test'),
    );
    expect(guest.status).toBe(401);
  });

  it('says so when the confirmation mail cannot be sent', async () => {
    const user = await newUser(server.url);
    const session = await signedIn(server.url, user.email, USER_PASSWORD);
    const settings = server.core.settings.get();
    await server.core.settings.replace({ ...settings, smtp: { ...settings.smtp, enabled: false } });
    try {
      const failure = await failureOf(
        session.collection('users').requestEmailChange(`sin.correo.${user.email}`),
      );
      expect(failure).toEqual({
        status: 400,
        body: { code: 400, message: 'Failed to request email change.', data: {} },
      });
    } finally {
      await server.core.settings.replace(settings);
    }
  });
});
