import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS, DEMO_IDS, DEMO_PASSWORD } from '@rumbo/domain';
import {
  client,
  operator,
  signedIn,
  startTestServer,
  statusOf,
  type TestServer,
} from './test-server.ts';
import { failureOf } from './api-failure.ts';
import { startOidcProvider, type OidcProfile, type OidcProvider } from './oidc-provider.ts';
import { USER_PASSWORD, newUser, userById } from './account-fixtures.ts';

// OAuth2 sign-in with an OpenID Connect provider, and the external auths API (reference §5.2).
let server: TestServer;
let idp: OidcProvider;
let redirectUrl: string;

beforeAll(async () => {
  [server, idp] = await Promise.all([startTestServer(), startOidcProvider()]);
  redirectUrl = `${server.url}/api/oauth2-redirect`;
  const settings = server.core.settings.get();
  await server.core.settings.replace({
    ...settings,
    oidcAuth: {
      enabled: true,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      authUrl: `${idp.url}/authorize`,
      tokenUrl: `${idp.url}/token`,
      userApiUrl: `${idp.url}/userinfo`,
      displayName: 'Acceso corporativo',
      pkce: null,
    },
  });
});

afterAll(async () => {
  await Promise.all([server.close(), idp.close()]);
});

const FAILED = { code: 400, message: 'Failed to authenticate.', data: {} };
let subjects = 0;
const profileFor = (email: string, extra: Partial<OidcProfile> = {}): OidcProfile => ({
  sub: `sub-${++subjects}`,
  email,
  email_verified: true,
  name: 'Persona de Prueba',
  ...extra,
});

/** The SDK's code flow: auth-methods, the provider's authorize step, then auth-with-oauth2. */
async function signInWith(
  pb: PocketBase,
  profile: OidcProfile,
  createData?: Record<string, unknown>,
  verifier?: string,
) {
  const { authProviders } = await pb.collection('users').listAuthMethods();
  const oidc = authProviders.find((p) => p.name === 'oidc')!;
  const code = idp.issueCode(profile, oidc.codeChallenge, redirectUrl);
  return pb
    .collection('users')
    .authWithOAuth2Code('oidc', code, verifier ?? oidc.codeVerifier, redirectUrl, createData);
}

async function findUserByEmail(email: string) {
  const list = await (
    await operator(server.url)
  )
    .collection('users')
    .getList(1, 1, { filter: `email = "${email}"` });
  return list.items[0];
}

describe('auth-methods', () => {
  it('lists the enabled OIDC provider with a fresh state and PKCE pair', async () => {
    const pb = client(server.url);
    const [first, second] = await Promise.all([
      pb.collection('users').listAuthMethods(),
      pb.collection('users').listAuthMethods(),
    ]);
    expect(first.authProviders).toHaveLength(1);
    const oidc = first.authProviders[0]!;
    expect(oidc).toMatchObject({
      name: 'oidc',
      displayName: 'Acceso corporativo',
      codeChallengeMethod: 'S256',
    });
    expect(oidc.state).toMatch(/^[A-Za-z0-9]{30}$/);
    expect(oidc.codeVerifier).toMatch(/^[A-Za-z0-9]{43}$/);
    expect(oidc.codeChallenge).toBe(
      createHash('sha256').update(oidc.codeVerifier).digest('base64url'),
    );
    expect(second.authProviders[0]!.state).not.toBe(oidc.state);
    expect(oidc.authUrl.startsWith(`${idp.url}/authorize?`)).toBe(true);
    expect(oidc.authUrl.endsWith('&redirect_uri=')).toBe(true);
    const params = new URL(oidc.authUrl).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      client_id: idp.clientId,
      code_challenge: oidc.codeChallenge,
      code_challenge_method: 'S256',
      response_type: 'code',
      scope: 'openid email profile',
      state: oidc.state,
      redirect_uri: '',
    });
  });
});

describe('auth-with-oauth2', () => {
  it('refuses a brand-new account: guests may not create users', async () => {
    const email = 'desconocido@gmail.test';
    const failure = await failureOf(signInWith(client(server.url), profileFor(email)));
    expect(failure).toEqual({ status: 400, body: FAILED });
    expect(await findUserByEmail(email)).toBeUndefined();
  });

  it('signs in the existing account with the same email and links the provider account', async () => {
    const pb = client(server.url);
    const profile = profileFor(DEMO_EMAILS.superGolfo);
    const auth = await signInWith(pb, profile);
    expect(auth.record.id).toBe(DEMO_IDS.superGolfo);
    expect(auth.record.email).toBe(DEMO_EMAILS.superGolfo);
    expect(auth.meta).toMatchObject({
      id: profile.sub,
      email: DEMO_EMAILS.superGolfo,
      name: 'Persona de Prueba',
      accessToken: expect.any(String),
      refreshToken: 'r1',
      isNew: false,
      rawUser: profile,
    });
    expect(pb.authStore.model?.id).toBe(DEMO_IDS.superGolfo);
    await pb.collection('users').authRefresh();
    const links = await pb.collection('users').listExternalAuths(DEMO_IDS.superGolfo);
    expect(links).toEqual([
      {
        id: expect.stringMatching(/^[a-z0-9]{15}$/),
        created: expect.any(String),
        updated: expect.any(String),
        collectionId: '_pb_users_auth_',
        recordId: DEMO_IDS.superGolfo,
        provider: 'oidc',
        providerId: profile.sub,
      },
    ]);
    // From now on the provider account itself leads to the user, whatever email it reports.
    const again = await signInWith(client(server.url), { ...profile, email: 'otra@gmail.test' });
    expect(again.record.id).toBe(DEMO_IDS.superGolfo);
  });

  it('sends the PKCE verifier, and fails plainly when the provider refuses the code', async () => {
    const failure = await failureOf(
      signInWith(client(server.url), profileFor(DEMO_EMAILS.staffGolfo), undefined, 'x'.repeat(43)),
    );
    expect(failure).toEqual({
      status: 400,
      body: { code: 400, message: 'Something went wrong while processing your request.', data: {} },
    });
    expect(idp.tokenRequests.at(-1)).toMatchObject({
      code_verifier: 'x'.repeat(43),
      redirect_uri: redirectUrl,
      client_id: idp.clientId,
    });
  });

  it('ignores an email the provider has not verified', async () => {
    const profile = profileFor(DEMO_EMAILS.staffGolfo, { email_verified: false });
    const failure = await failureOf(signInWith(client(server.url), profile));
    // No email means no account to link by email, and a new account would need one.
    expect(failure.status).toBe(400);
    expect(failure.body.message).toBe('Failed to authenticate.');
    expect(failure.body.data.email?.code).toBe('validation_required');
    const staff = await signedIn(server.url, DEMO_EMAILS.staffGolfo);
    expect(await staff.collection('users').listExternalAuths(DEMO_IDS.staffGolfo)).toEqual([]);
  });

  it('links the provider account to the signed-in user, whatever email it has', async () => {
    const pb = await signedIn(server.url, DEMO_EMAILS.staffPlata);
    const profile = profileFor('personal.plata@gmail.test');
    const auth = await signInWith(pb, profile);
    expect(auth.record.id).toBe(DEMO_IDS.staffPlata);
    const links = await pb.collection('users').listExternalAuths(DEMO_IDS.staffPlata);
    expect(links.map((l) => l.providerId)).toEqual([profile.sub]);
    const guest = await signInWith(client(server.url), profile);
    expect(guest.record.id).toBe(DEMO_IDS.staffPlata);
  });

  it('takes over an unverified account only with a fresh password, and verifies it', async () => {
    const user = await newUser(server.url, { verified: false });
    const auth = await signInWith(client(server.url), profileFor(user.email));
    expect(auth.record.id).toBe(user.id);
    expect((await userById(server.url, user.id)).verified).toBe(true);
    // Whoever registered the address before cannot sign in with the password they chose.
    expect(
      await statusOf(
        client(server.url).collection('users').authWithPassword(user.email, USER_PASSWORD),
      ),
    ).toBe(400);
  });

  it('lets an operator create the account, verified, with the createData', async () => {
    const email = 'nuevo.oauth@golfo.test';
    const auth = await signInWith(await operator(server.url), profileFor(email), {
      company: DEMO_IDS.golfo,
      role: 'staff',
      nombreCompleto: 'Nueva Cuenta',
      verified: false,
    });
    expect(auth.meta?.isNew).toBe(true);
    expect(auth.record).toMatchObject({ email, verified: true, nombreCompleto: 'Nueva Cuenta' });
    const links = await (
      await operator(server.url)
    )
      .collection('users')
      .listExternalAuths(auth.record.id);
    expect(links).toHaveLength(1);
    // Deleting the account removes its link, so the provider account is free again.
    await (await operator(server.url)).collection('users').delete(auth.record.id);
    expect(await server.core.externalAuths.listByRecord('_pb_users_auth_', auth.record.id)).toEqual(
      [],
    );
  });

  it('validates provider, code and redirectUrl', async () => {
    const users = client(server.url).collection('users');
    const disabled = await failureOf(users.authWithOAuth2Code('github', 'c', 'v', redirectUrl));
    expect(disabled.body.data).toEqual({
      provider: {
        code: 'validation_invalid_provider',
        message: '"github" is missing or is not enabled.',
      },
    });
    const blank = await failureOf(users.authWithOAuth2Code('oidc', '', '', ''));
    expect(Object.keys(blank.body.data).sort()).toEqual(['code', 'redirectUrl']);
  });

  it('refuses collections that do not allow OAuth2', async () => {
    const users = server.core.collections.find('users')!;
    const closed = { ...users, options: { ...users.options, allowOAuth2Auth: false } };
    const ctx = { identity: { kind: 'guest' as const }, method: 'POST', query: {}, headers: {} };
    await expect(server.core.oauth2.login(closed, ctx, {})).rejects.toThrow(
      'The collection is not configured to allow OAuth2 authentication.',
    );
  });
});

describe('external auths', () => {
  it('lists and unlinks for the owner; guards others', async () => {
    const user = await newUser(server.url);
    const owner = await signedIn(server.url, user.email, USER_PASSWORD);
    await signInWith(owner, profileFor('vinculo@gmail.test'));
    const users = owner.collection('users');
    expect(await users.listExternalAuths(user.id)).toHaveLength(1);

    expect(await statusOf(client(server.url).collection('users').listExternalAuths(user.id))).toBe(
      401,
    );
    const other = await signedIn(server.url, DEMO_EMAILS.staffGolfo, DEMO_PASSWORD);
    expect(await statusOf(other.collection('users').listExternalAuths(user.id))).toBe(403);
    expect(await statusOf(other.collection('users').unlinkExternalAuth(user.id, 'oidc'))).toBe(403);
    const ops = await operator(server.url);
    expect(await ops.collection('users').listExternalAuths(user.id)).toHaveLength(1);
    expect(await statusOf(ops.collection('users').listExternalAuths('nonexistent0000'))).toBe(404);

    await users.unlinkExternalAuth(user.id, 'oidc');
    expect(await users.listExternalAuths(user.id)).toEqual([]);
    const missing = await failureOf(users.unlinkExternalAuth(user.id, 'oidc'));
    expect(missing).toEqual({
      status: 404,
      body: { code: 404, message: 'Missing external auth provider relation.', data: {} },
    });
  });
});
