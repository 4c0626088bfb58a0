import type { CollectionModel } from '@rumbo/domain';
import type { Db } from '../db/db.ts';
import { quoteIdentifier } from '../collections/collection-ddl.ts';
import { decodeRow, type RecordValues } from '../records/record-codec.ts';

/** An auth record by email, ignoring case as sign-in does; no rule applies (internal use). */
export async function findAuthRecordByEmail(
  db: Db,
  collection: CollectionModel,
  email: string,
): Promise<RecordValues | null> {
  const row = await db.get(
    `SELECT * FROM ${quoteIdentifier(collection.name)} WHERE ${db.dialect.equalsIgnoreCase('"email"')}`,
    [email],
  );
  return row ? decodeRow(collection, row) : null;
}

/** Whether a username is taken, ignoring case as the create form's uniqueness check does. */
export async function isUsernameTaken(
  db: Db,
  collection: CollectionModel,
  username: string,
): Promise<boolean> {
  return Boolean(
    await db.get(
      `SELECT 1 FROM ${quoteIdentifier(collection.name)} WHERE ${db.dialect.equalsIgnoreCase('"username"')}`,
      [username],
    ),
  );
}
