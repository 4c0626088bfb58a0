import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_IDS } from '@rumbo/domain';
import { findAuthRecordByEmail } from '../src/core/account/find-auth-record.ts';
import { client, operator, startTestServer, type TestServer } from './test-server.ts';
import { failureOf, rawRequest } from './api-failure.ts';

// New passwords: well-known weak ones are refused (zxcvbn), bcrypt's 72-byte limit is counted
// in bytes, and an empty sign-up names both password fields (issue 15 §3 and §6, decision 022).
let server: TestServer;
let ops: PocketBase;

const STRONG = 'Faro-Nublado-Pértiga-73';
const WEAK_USERS = ['password', '12345678', '        ', 'qwertyuiop', 'Passw0rd!'];
/** Operators need 10 characters; these are as well known. */
const WEAK_OPERATORS = ['1234567890', 'password123', '          ', 'qwertyuiop'];
/** 40 × ñ: 40 characters but 80 bytes, beyond what bcrypt reads. */
const MULTIBYTE = 'ñ'.repeat(40);
let counter = 0;
const newEmail = () => `reglas${++counter}.${Date.now()}@golfo.test`;

beforeAll(async () => {
  server = await startTestServer();
  ops = await operator(server.url);
});

afterAll(async () => {
  await server.close();
});

function createUser(password: string, email = newEmail()) {
  return ops.collection('users').create({
    email,
    password,
    passwordConfirm: password,
    company: DEMO_IDS.golfo,
    role: 'staff',
    nombreCompleto: 'Reglas',
    verified: true,
  });
}

function createAdmin(password: string) {
  return ops.admins.create({ email: newEmail(), password, passwordConfirm: password });
}

describe('an empty sign-up', () => {
  it('answers validation_required for both password and passwordConfirm, as PocketBase', async () => {
    const response = await rawRequest(`${server.url}/api/collections/users/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    const data = (response.json as { data: Record<string, unknown> }).data;
    expect(data.password).toEqual({ code: 'validation_required', message: 'Cannot be blank.' });
    expect(data.passwordConfirm).toEqual({
      code: 'validation_required',
      message: 'Cannot be blank.',
    });
  });

  it('answers validation_required for a missing confirmation next to a password', async () => {
    const failure = await failureOf(
      ops.collection('users').create({ email: newEmail(), password: STRONG }),
    );
    expect(failure.body.data.passwordConfirm?.code).toBe('validation_required');
  });
});

describe.each([
  { who: 'users', create: createUser, weak: WEAK_USERS },
  { who: 'operators', create: createAdmin, weak: WEAK_OPERATORS },
])('new passwords of $who', ({ create, weak }) => {
  it.each(weak)('refuses the well-known weak password %j', async (password) => {
    const failure = await failureOf(create(password));
    expect(failure.status).toBe(400);
    expect(failure.body.data.password).toEqual({
      code: 'validation_weak_password',
      message: expect.stringMatching(/^The password is too easy to guess/),
    });
  });

  it('counts the 72-byte limit of bcrypt in bytes', async () => {
    const failure = await failureOf(create(MULTIBYTE));
    expect(failure.status).toBe(400);
    expect(failure.body.data.password?.code).toBe('validation_password_too_many_bytes');
  });

  it('accepts a strong password', async () => {
    await expect(create(STRONG)).resolves.toHaveProperty('id');
  });
});

describe('multi-byte passwords', () => {
  it('accepts 72 bytes and signs in only with the whole password', async () => {
    // 62 characters, 72 bytes: bcrypt reads every one of them.
    const password = 'Añoranza-Pingüino-Cigüeña-Ñandú-Océano-Jabalí-Ñu-Búho-Kz7qñxy';
    expect(Buffer.byteLength(password)).toBe(72);
    const email = newEmail();
    await createUser(password, email);
    const pb = client(server.url);
    await expect(pb.collection('users').authWithPassword(email, password)).resolves.toHaveProperty(
      'token',
    );
    const failure = await failureOf(
      pb.collection('users').authWithPassword(email, password.replace(/y$/, 'z')),
    );
    expect(failure.status).toBe(400);
  });

  it('refuses a password whose end bcrypt would ignore', async () => {
    const failure = await failureOf(
      createUser('Añoranza-Pingüino-Cigüeña-Ñandú-Océano-Jabalí-Ñu-Búho-Kz7qñxyñ'),
    );
    expect(failure.body.data.password?.code).toBe('validation_password_too_many_bytes');
  });
});

describe('a user changing their own password', () => {
  it('is refused a weak one, with the old password given', async () => {
    const email = newEmail();
    const user = await createUser(STRONG, email);
    const pb = client(server.url);
    await pb.collection('users').authWithPassword(email, STRONG);
    const failure = await failureOf(
      pb.collection('users').update(user.id, {
        oldPassword: STRONG,
        password: '12345678',
        passwordConfirm: '12345678',
      }),
    );
    expect(failure.body.data.password?.code).toBe('validation_weak_password');
  });

  it('cannot use their own email as the password', async () => {
    const email = `marinero.gaviota${Date.now()}@golfo.test`;
    const failure = await failureOf(createUser(email, email));
    expect(failure.body.data.password?.code).toBe('validation_weak_password');
  });
});

describe('confirm-password-reset', () => {
  it('refuses a weak new password for users and operators', async () => {
    const email = newEmail();
    await createUser(STRONG, email);
    const users = server.core.collections.find('users')!;
    const record = (await findAuthRecordByEmail(server.core.db, users, email))!;
    const token = server.core.tokens.recordToken(users, record, 'recordPasswordResetToken', {
      email,
    });
    const failure = await failureOf(
      client(server.url)
        .collection('users')
        .confirmPasswordReset(await token, 'password', 'password'),
    );
    expect(failure.body.data.password?.code).toBe('validation_weak_password');

    const admin = await createAdmin(STRONG);
    const stored = (await server.core.admins.findById(admin.id))!;
    const adminToken = server.core.tokens.adminToken(stored, 'adminPasswordResetToken', {
      email: stored.email,
    });
    const adminFailure = await failureOf(
      client(server.url).admins.confirmPasswordReset(await adminToken, '1234567890', '1234567890'),
    );
    expect(adminFailure.body.data.password?.code).toBe('validation_weak_password');
  });
});
