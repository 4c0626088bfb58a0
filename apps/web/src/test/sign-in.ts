import { ROLE_PLATFORM_ADMIN, ROLE_STAFF, type ROLE_COMPANY_SUPERUSER } from '@rumbo/domain';
import type { AuthUser } from '#lib/auth-session.ts';
import { pb } from '#lib/pocketbase.ts';

/** The product's roles (SPEC §6): company staff, company superuser, platform admin. */
export type TestRole =
  typeof ROLE_STAFF | typeof ROLE_COMPANY_SUPERUSER | typeof ROLE_PLATFORM_ADMIN;

/** The company most tests sign in to; its id appears in the filters the lists send. */
export const TEST_COMPANY = 'company00000001';

/** The user most tests sign in as. */
export const TEST_USER_ID = 'user00000000001';

export type TestUserOptions = Partial<Omit<AuthUser, 'role' | 'company'>> & {
  /** Staff unless said otherwise; '' is a user with no role, as some stored users are. */
  role?: TestRole | '';
  /** TEST_COMPANY unless said otherwise; platform admins belong to none (''). */
  company?: string;
};

/**
 * A token the SDK takes as a valid product user's: `type: 'authRecord'` of the users
 * collection, expiring long after any test (the signature is never checked by the client).
 */
export function recordToken(userId: string): string {
  const encode = (value: object) => btoa(JSON.stringify(value));
  const payload = { id: userId, type: 'authRecord', collectionId: '_pb_users_auth_', exp: 4e9 };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

/** The users record the app reads as the signed-in user, with the given role and company. */
export function testUser({
  role = ROLE_STAFF,
  company = role === ROLE_PLATFORM_ADMIN ? '' : TEST_COMPANY,
  ...fields
}: TestUserOptions = {}): AuthUser {
  return {
    id: TEST_USER_ID,
    collectionId: '_pb_users_auth_',
    collectionName: 'users',
    email: 'staff@golfo.test',
    role,
    company,
    ...fields,
  } as AuthUser;
}

/**
 * Signs a user in the way the app finds one: a record token and the user's record in the SDK's
 * auth store (lib/auth-session.ts reads both). Answers the user held.
 */
export function signInAs(options: TestUserOptions = {}): AuthUser {
  const user = testUser(options);
  pb.authStore.save(recordToken(user.id), user);
  return user;
}

/** Nobody signed in. */
export function signOut(): void {
  pb.authStore.clear();
}
