import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTokenPayload } from 'pocketbase';
import { DEMO_EMAILS, DEMO_IDS, DEMO_PASSWORD } from '@rumbo/domain';
import { signToken } from '../src/tools/tokens.ts';
import { client, operator, signedIn, startTestServer, type TestServer } from './test-server.ts';
import { failureOf, rawRequest } from './api-failure.ts';

// Sign-in, refresh and token validity for users and operators (reference §1.3, §3, §5.2, §5.4).
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const NO_RECORD_TOKEN = 'The request requires valid record authorization token to be set.';
const NO_ADMIN_TOKEN = 'The request requires valid admin authorization token to be set.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('users auth-with-password', () => {
  it('returns a token and the full auth record, and fills the auth store', async () => {
    const pb = client(server.url);
    const auth = await pb
      .collection('users')
      .authWithPassword(DEMO_EMAILS.staffGolfo, DEMO_PASSWORD);
    expect(auth.token.split('.')).toHaveLength(3);
    expect(auth.record).toMatchObject({
      id: DEMO_IDS.staffGolfo,
      email: DEMO_EMAILS.staffGolfo,
      collectionId: '_pb_users_auth_',
      collectionName: 'users',
      company: DEMO_IDS.golfo,
      role: 'staff',
      verified: true,
      emailVisibility: false,
    });
    expect(auth.record).not.toHaveProperty('passwordHash');
    expect(auth.record).not.toHaveProperty('tokenKey');
    expect(pb.authStore.isValid).toBe(true);
    expect(pb.authStore.isAuthRecord).toBe(true);
    expect(pb.authStore.isAdmin).toBe(false);
    expect(pb.authStore.model?.id).toBe(DEMO_IDS.staffGolfo);
    expect(getTokenPayload(auth.token)).toMatchObject({
      id: DEMO_IDS.staffGolfo,
      type: 'authRecord',
      collectionId: '_pb_users_auth_',
    });
  });

  it.each([
    ['a wrong password', DEMO_EMAILS.staffGolfo, 'not-the-password'],
    ['an unknown email', 'nobody@golfo.test', DEMO_PASSWORD],
  ])('refuses %s with 400 "Failed to authenticate."', async (_label, identity, password) => {
    const pb = client(server.url);
    const failure = await failureOf(pb.collection('users').authWithPassword(identity, password));
    expect(failure).toEqual({
      status: 400,
      body: { code: 400, message: 'Failed to authenticate.', data: {} },
    });
    expect(pb.authStore.isValid).toBe(false);
  });

  it('reports blank identity and password per field', async () => {
    const failure = await failureOf(
      client(server.url).collection('users').authWithPassword('', ''),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.data.identity?.code).toBe('validation_required');
    expect(failure.body.data.password?.code).toBe('validation_required');
  });

  it('refuses username sign-in, which the users collection does not allow', async () => {
    const failure = await failureOf(
      client(server.url).collection('users').authWithPassword('staff_golfo', DEMO_PASSWORD),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.message).toBe('Failed to authenticate.');
  });

  it('is refused on a collection that is not an auth collection', async () => {
    const failure = await failureOf(
      client(server.url).collection('partners').authWithPassword('a@b.test', DEMO_PASSWORD),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.message).toBe('Unsupported collection type.');
  });
});

describe('users auth-refresh and auth-methods', () => {
  it('issues a fresh token for the same record', async () => {
    const pb = await signedIn(server.url, DEMO_EMAILS.superGolfo);
    const before = getTokenPayload(pb.authStore.token);
    await sleep(1100); // `exp` has one-second resolution
    const refreshed = await pb.collection('users').authRefresh();
    const after = getTokenPayload(refreshed.token);
    expect(refreshed.record.id).toBe(DEMO_IDS.superGolfo);
    expect(refreshed.record.email).toBe(DEMO_EMAILS.superGolfo);
    expect(after.id).toBe(DEMO_IDS.superGolfo);
    expect(after.exp).toBeGreaterThan(before.exp);
    expect(pb.authStore.token).toBe(refreshed.token);
  });

  it('answers 401 without a record token, also for an operator token', async () => {
    for (const pb of [client(server.url), await operator(server.url)]) {
      const failure = await failureOf(pb.collection('users').authRefresh());
      expect(failure.status).toBe(401);
      expect(failure.body.message).toBe(NO_RECORD_TOKEN);
    }
  });

  it('lists the sign-in methods', async () => {
    const methods = await client(server.url).collection('users').listAuthMethods();
    expect(methods).toEqual({
      usernamePassword: false,
      emailPassword: true,
      onlyVerified: false,
      authProviders: [],
    });
  });
});

describe('tokens that do not authenticate', () => {
  async function partnersSeenWith(token: string): Promise<number> {
    const pb = client(server.url);
    pb.authStore.save(token, null);
    const list = await pb.collection('partners').getList(1, 5);
    return list.totalItems;
  }

  async function signedRecordToken(id: string, seconds: number): Promise<string> {
    const row = await server.core.db.get<{ tokenKey: string }>(
      'SELECT "tokenKey" FROM "users" WHERE "id" = ?',
      [id],
    );
    const secret = server.core.settings.get().recordAuthToken.secret;
    return signToken(
      { id, type: 'authRecord', collectionId: '_pb_users_auth_' },
      row!.tokenKey + secret,
      seconds,
    );
  }

  it('a valid token sees the company partners (control)', async () => {
    expect(await partnersSeenWith(await signedRecordToken(DEMO_IDS.staffGolfo, 60))).toBe(50);
  });

  it.each([
    ['garbage', async () => 'not-a-jwt'],
    ['an expired but correctly signed token', () => signedRecordToken(DEMO_IDS.staffGolfo, -60)],
    [
      'a token with a forged signature',
      async () => {
        const token = await signedRecordToken(DEMO_IDS.staffGolfo, 60);
        return `${token.slice(0, token.lastIndexOf('.'))}.AAAA${token.slice(token.lastIndexOf('.') + 5)}`;
      },
    ],
  ])('%s is treated as a guest (200, nothing listed), never 401', async (_label, makeToken) => {
    expect(await partnersSeenWith(await makeToken())).toBe(0);
  });

  it('accepts the token with a "Bearer " prefix too', async () => {
    const pb = await signedIn(server.url, DEMO_EMAILS.staffGolfo);
    const response = await rawRequest(`${server.url}/api/collections/partners/records?perPage=1`, {
      headers: { Authorization: `Bearer ${pb.authStore.token}` },
    });
    expect(response.status).toBe(200);
    expect((response.json as { totalItems: number }).totalItems).toBe(50);
  });
});

describe('password change', () => {
  const email = 'rotating@golfo.test';
  let userId = '';

  beforeAll(async () => {
    const ops = await operator(server.url);
    const user = await ops.collection('users').create({
      email,
      password: DEMO_PASSWORD,
      passwordConfirm: DEMO_PASSWORD,
      company: DEMO_IDS.golfo,
      role: 'staff',
    });
    userId = user.id;
  });

  it('needs the right old password and leaves the password unchanged otherwise', async () => {
    const pb = await signedIn(server.url, email);
    const failure = await failureOf(
      pb.collection('users').update(userId, {
        oldPassword: 'wrong-old-password',
        password: 'NewSecret2026',
        passwordConfirm: 'NewSecret2026',
      }),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.data.oldPassword?.code).toBe('validation_invalid_old_password');
    expect((await signedIn(server.url, email)).authStore.isValid).toBe(true);
  });

  it('voids every earlier token and only the new password signs in', async () => {
    const pb = await signedIn(server.url, email);
    const oldToken = pb.authStore.token;
    await pb.collection('users').update(userId, {
      oldPassword: DEMO_PASSWORD,
      password: 'NewSecret2026',
      passwordConfirm: 'NewSecret2026',
    });
    const stale = client(server.url);
    stale.authStore.save(oldToken, null);
    expect((await failureOf(stale.collection('users').authRefresh())).status).toBe(401);
    expect((await stale.collection('users').getList(1, 5)).items).toEqual([]);
    const oldLogin = await failureOf(signedIn(server.url, email));
    expect(oldLogin.status).toBe(400);
    const fresh = await signedIn(server.url, email, 'NewSecret2026');
    expect((await fresh.collection('users').getOne(userId)).email).toBe(email);
  });
});

describe('operators (/api/admins)', () => {
  it('sign in with admin JSON that has no collectionId', async () => {
    const pb = client(server.url);
    const auth = await pb.admins.authWithPassword('ops@rumbo.test', DEMO_PASSWORD);
    expect(Object.keys(auth.admin).sort()).toEqual(['avatar', 'created', 'email', 'id', 'updated']);
    expect(auth.admin.email).toBe('ops@rumbo.test');
    expect(pb.authStore.isAdmin).toBe(true);
    expect(pb.authStore.isAuthRecord).toBe(false);
    expect(getTokenPayload(auth.token)).toMatchObject({ id: auth.admin.id, type: 'admin' });
  });

  it('refuses a wrong password and a non-email identity', async () => {
    const wrong = await failureOf(
      client(server.url).admins.authWithPassword('ops@rumbo.test', 'x'),
    );
    expect(wrong).toEqual({
      status: 400,
      body: { code: 400, message: 'Failed to authenticate.', data: {} },
    });
    const notEmail = await failureOf(
      client(server.url).admins.authWithPassword('ops', DEMO_PASSWORD),
    );
    expect(notEmail.status).toBe(400);
    expect(notEmail.body.data.identity?.code).toBe('validation_is_email');
  });

  it('refresh works for operators only', async () => {
    const ops = await operator(server.url);
    const refreshed = await ops.admins.authRefresh();
    expect(refreshed.admin.email).toBe('ops@rumbo.test');
    expect(refreshed).not.toHaveProperty('admin.collectionId');
    for (const pb of [client(server.url), await signedIn(server.url, DEMO_EMAILS.admin)]) {
      const failure = await failureOf(pb.admins.authRefresh());
      expect(failure.status).toBe(401);
      expect(failure.body.message).toBe(NO_ADMIN_TOKEN);
    }
  });

  it('see every record of every company, with emails', async () => {
    const ops = await operator(server.url);
    const users = await ops.collection('users').getFullList();
    expect(users.map((u) => u.email)).toEqual(expect.arrayContaining(Object.values(DEMO_EMAILS)));
    expect((await ops.collection('companies').getList(1, 10)).totalItems).toBe(3);
    expect((await ops.collection('partners').getList(1, 1)).totalItems).toBe(55);
    const ocean = await ops.collection('shipments_ocean').getFullList({ fields: 'company' });
    expect(new Set(ocean.map((s) => s.company))).toEqual(new Set([DEMO_IDS.golfo, DEMO_IDS.plata]));
    expect(ocean).toHaveLength(70);
  });
});
