import { ClientResponseError } from 'pocketbase';
import {
  buildUserUpdate,
  generateUserId,
  USER_ID_ATTEMPTS,
  type UserUpdateInput,
  type UsersRecord,
} from '@rumbo/domain';
import { pb } from '#lib/pocketbase.ts';
import { sendVersioned } from '../conflicts/versioned-send.ts';
import type { VersionedSave } from '../repository/repository-types.ts';

// User writes go straight to the server, never through the offline queue: a queued create or
// password change would keep the password in the browser's storage, and only the server can
// say whether an id or email is free.
const SEND = { requestKey: null } as const;

export type NewCompanyUser = {
  company: string;
  email: string;
  nombreCompleto: string;
  telefono: string;
  role: string;
  password: string;
  passwordConfirm: string;
};

/**
 * Creates a user with an id of SPEC §5, trying a new id up to USER_ID_ATTEMPTS times while the
 * server rejects the id itself (taken); any other rejection is thrown at once for the form.
 */
export async function createCompanyUser(
  user: NewCompanyUser,
  random: () => number = Math.random,
): Promise<UsersRecord> {
  for (let attempt = 1; ; attempt += 1) {
    const id = generateUserId({ nameOrEmail: user.nombreCompleto || user.email, random });
    try {
      return await pb
        .collection('users')
        .create<UsersRecord>({ ...user, id, emailVisibility: false }, SEND);
    } catch (error) {
      if (attempt >= USER_ID_ATTEMPTS || !isIdRejection(error)) throw error;
    }
  }
}

/**
 * Updates a user; the password goes along only when one was typed (SPEC §5). With `versioned`
 * (the user as the form opened it), a colleague's save meanwhile is merged, not overwritten
 * (docs/decisions/033).
 */
export async function updateCompanyUser(
  id: string,
  input: UserUpdateInput,
  versioned?: VersionedSave,
): Promise<UsersRecord> {
  const body = buildUserUpdate(input);
  if (!versioned) return pb.collection('users').update<UsersRecord>(id, body, SEND);
  return (await sendVersioned('users', id, body, versioned)) as unknown as UsersRecord;
}

export async function deleteCompanyUser(id: string): Promise<void> {
  await pb.collection('users').delete(id, SEND);
}

/** A 400 whose field errors name the id: the id was taken or malformed, so another may pass. */
export function isIdRejection(error: unknown): boolean {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return false;
  const data: unknown = error.response?.data;
  return typeof data === 'object' && data !== null && 'id' in data;
}
