import type { CollectionModel } from '@rumbo/domain';
import type { Db } from '../db/db.ts';
import type { RecordHooks } from '../records/record-hooks.ts';
import type { ExternalAuthStore } from '../oauth2/external-auth-store.ts';
import { decodeRow, encodeValues, updateSql, type RecordValues } from '../records/record-codec.ts';
import { randomString } from '../../tools/ids.ts';
import { nextVersion } from '../records/record-version.ts';

export type AuthSaveDeps = { db: Db; hooks: RecordHooks; externalAuths: ExternalAuthStore };

/**
 * The columns the account flows change: auth columns, and the session fields a sign-in stamps
 * (start-session.ts). Written as given, so no form is involved.
 */
export type AuthChanges = RecordValues &
  Partial<{
    email: string;
    verified: boolean;
    passwordHash: string;
    tokenKey: string;
    lastResetSentAt: string;
    lastVerificationSentAt: string;
  }>;

/**
 * Writes account-flow changes to an auth record and announces the update (realtime listens).
 * When an unverified account becomes verified, OAuth2 links made before are dropped and its
 * sessions ended: nothing proves the mailbox owner made them (PocketBase v0.22.52 does the same
 * against account pre-hijacking).
 */
export async function saveAuthRecord(
  deps: AuthSaveDeps,
  collection: CollectionModel,
  record: RecordValues,
  changes: AuthChanges,
): Promise<RecordValues> {
  const next: RecordValues = { ...record, ...changes, updated: nextVersion(record.updated) };
  // Only the changed columns are written; what is announced is the row as it now is, with any
  // change another request made meanwhile (docs/decisions/028).
  const { saved, followUps } = await deps.db.transaction(async (tx) => {
    const before = (await readRow(tx, collection, record.id)) ?? record;
    const becomesVerified = changes.verified === true && !record.verified;
    const unlinked = becomesVerified
      ? await deps.externalAuths.unlinkAll(collection.id, String(record.id))
      : 0;
    if (unlinked > 0 && !changes.tokenKey) next.tokenKey = randomString(50);
    const columns = [...Object.keys(changes), 'updated'];
    if (next.tokenKey !== record.tokenKey && !columns.includes('tokenKey'))
      columns.push('tokenKey');
    await tx.run(updateSql(collection, columns), [
      ...encodeValues(collection, next, columns),
      record.id,
    ]);
    const after = (await readRow(tx, collection, record.id)) ?? next;
    const changed = await deps.hooks.updateWritten({ collection, before, after });
    await deps.hooks.committing([{ action: 'update', collection, record: after }, ...changed]);
    return { saved: after, followUps: changed };
  });
  await deps.hooks.afterChange({ action: 'update', collection, record: saved });
  for (const change of followUps) await deps.hooks.afterChange(change);
  return saved;
}

async function readRow(
  db: Db,
  collection: CollectionModel,
  id: unknown,
): Promise<RecordValues | null> {
  const row = await db.get(`SELECT * FROM "${collection.name}" WHERE "id" = ?`, [id]);
  return row ? decodeRow(collection, row) : null;
}
