import type { CollectionModel } from '@rumbo/domain';
import type { Db } from '../db/db.ts';
import type { CollectionStore } from '../collections/collection-store.ts';
import { fieldError, validationError } from '../../tools/errors.ts';
import { quoteIdentifier } from '../collections/collection-ddl.ts';

/**
 * Whether `id` is already the id of a record in another auth collection than `collection`.
 * PocketBase keeps auth ids unique across all auth collections so that `@request.auth.id` always
 * names one account; the collection's own table answers for itself (its primary key).
 */
export async function authIdTaken(
  db: Db,
  collections: CollectionStore,
  collection: CollectionModel,
  id: string,
): Promise<boolean> {
  if (collection.type !== 'auth') return false;
  for (const other of collections.list()) {
    if (other.type !== 'auth' || other.id === collection.id) continue;
    const sql = `SELECT 1 FROM ${quoteIdentifier(other.name)} WHERE "id" = ? LIMIT 1`;
    if ((await db.get(sql, [id])) !== undefined) return true;
  }
  return false;
}

/**
 * Refuses a new auth record whose id another auth collection already uses, with the error of an
 * id taken in the same collection (`validation_invalid_id`).
 */
export async function refuseTakenAuthId(
  deps: { db: Db; collections: CollectionStore },
  collection: CollectionModel,
  id: string,
  message?: string,
): Promise<void> {
  if (!(await authIdTaken(deps.db, deps.collections, collection, id))) return;
  throw validationError(
    { id: fieldError('validation_invalid_id', 'The model id is invalid or already exists.') },
    message,
  );
}
