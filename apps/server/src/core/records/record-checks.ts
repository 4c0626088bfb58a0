import type { CollectionModel } from '@rumbo/domain';
import type { Db } from '../db/db.ts';
import type { CollectionStore } from '../collections/collection-store.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { fieldError, validationError, type ErrorData } from '../../tools/errors.ts';
import { randomString } from '../../tools/ids.ts';
import type { Passwords } from '../../tools/passwords.ts';
import type { RecordValues } from './record-codec.ts';
import type { FormResult } from './record-form.ts';
import { matchesRule, toRequestInfo } from './record-access.ts';
import { missingRelations } from './record-references.ts';
import type { RecordReader } from './record-reader.ts';
import type { RequestContext } from './identity.ts';
import type { RecordHooks } from './record-hooks.ts';

/** What the record writes need: the database, the schema, the rules, files and passwords. */
export type WriteDeps = {
  db: Db;
  collections: CollectionStore;
  reader: RecordReader;
  hooks: RecordHooks;
  storage: FileStorage;
  passwords: Passwords;
};

/** Whether record `id` (as stored now) satisfies the rule for this request and its data. */
export function ruleAllows(
  deps: WriteDeps,
  collection: CollectionModel,
  id: string,
  expression: string,
  ctx: RequestContext,
  data: Record<string, unknown>,
): Promise<boolean> {
  return matchesRule({
    db: deps.db,
    collections: deps.collections,
    collection,
    id,
    expression,
    request: toRequestInfo(ctx, data),
  });
}

/** Field errors of the form, missing relations and taken auth identifiers, thrown as one 400. */
export async function collectErrors(
  deps: WriteDeps,
  collection: CollectionModel,
  form: FormResult,
  existing: RecordValues | null,
  message?: string,
): Promise<void> {
  const changed = new Set(Object.keys(form.values).filter((k) => existing?.[k] !== form.values[k]));
  const errors: ErrorData = {
    ...(await missingRelations(deps.db, deps.collections, collection, form.values, changed)),
    ...form.errors,
  };
  if (collection.type === 'auth')
    Object.assign(errors, await authUniqueness(deps.db, collection, form.values, existing));
  if (Object.keys(errors).length > 0) throw validationError(errors, message);
}

async function authUniqueness(
  db: Db,
  collection: CollectionModel,
  values: RecordValues,
  existing: RecordValues | null,
): Promise<ErrorData> {
  const errors: ErrorData = {};
  const taken = async (column: string, value: unknown) =>
    value !== '' &&
    value !== undefined &&
    (await db.get(
      `SELECT 1 FROM "${collection.name}" WHERE ${db.dialect.equalsIgnoreCase(`"${column}"`)} AND "id" != ?`,
      [value, existing?.id ?? ''],
    )) !== undefined;
  if (await taken('email', values.email))
    errors.email = fieldError(
      'validation_invalid_email',
      'The email is invalid or already in use.',
    );
  if (await taken('username', values.username))
    errors.username = fieldError(
      'validation_invalid_username',
      'The username is invalid or already in use.',
    );
  return errors;
}

/**
 * The refusal of a wrong (or, once a concurrent change landed, outdated) old password: only an
 * update asks for one, so PocketBase's update message.
 */
export function invalidOldPassword() {
  return validationError(
    {
      oldPassword: fieldError(
        'validation_invalid_old_password',
        'Missing or invalid old password.',
      ),
    },
    'Failed to update record.',
  );
}

/**
 * Password hash and token key: a new password always gets a new token key (reference §3.1).
 * The slow part of a write (bcrypt), so it runs before the write's transaction, from what the
 * request brings alone.
 */
export async function authColumns(
  passwords: Passwords,
  collection: CollectionModel,
  form: FormResult,
  existing: RecordValues | null,
): Promise<RecordValues> {
  if (collection.type !== 'auth' || !form.password) return {};
  const { password, oldPassword, requireOld } = form.password;
  if (
    requireOld &&
    !(await passwords.verify(String(oldPassword ?? ''), String(existing?.passwordHash ?? '')))
  )
    throw invalidOldPassword();
  return { passwordHash: await passwords.hash(password), tokenKey: randomString(50) };
}
