import type { CollectionModel } from '@rumbo/domain';
import type { Db } from '../db/db.ts';
import { quoteIdentifier } from '../collections/collection-ddl.ts';
import { decodeRow, type RecordValues } from '../records/record-codec.ts';

/** An auth record by email, ignoring case as sign-in does; no rule applies (internal use). */
export function findAuthRecordByEmail(
  db: Db,
  collection: CollectionModel,
  email: string,
): RecordValues | null {
  const row = db.get(
    `SELECT * FROM ${quoteIdentifier(collection.name)} WHERE "email" = ? COLLATE NOCASE`,
    [email],
  );
  return row ? decodeRow(collection, row) : null;
}

/** Whether a username is taken, ignoring case as the create form's uniqueness check does. */
export function isUsernameTaken(db: Db, collection: CollectionModel, username: string): boolean {
  return Boolean(
    db.get(
      `SELECT 1 FROM ${quoteIdentifier(collection.name)} WHERE "username" = ? COLLATE NOCASE`,
      [username],
    ),
  );
}
