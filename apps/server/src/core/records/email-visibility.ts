import type { CollectionModel } from '@rumbo/domain';
import type { Db } from '../db/db.ts';
import type { CollectionStore } from '../collections/collection-store.ts';
import type { RecordValues } from './record-codec.ts';
import { canManageRecord } from './record-access.ts';
import type { RequestContext } from './identity.ts';

/**
 * Whether the caller sees an auth record's email: admins, the record itself, a record that
 * shows it (`emailVisibility`), and whoever may manage the record.
 */
export async function showsEmail(input: {
  db: Db;
  collections: CollectionStore;
  collection: CollectionModel;
  row: RecordValues;
  ctx: RequestContext;
}): Promise<boolean> {
  const { db, collections, collection, row, ctx } = input;
  if (collection.type !== 'auth') return false;
  const { identity } = ctx;
  if (identity.kind === 'admin') return true;
  if (
    identity.kind === 'record' &&
    identity.record.id === row.id &&
    identity.collection.id === collection.id
  )
    return true;
  if (row.emailVisibility) return true;
  return canManageRecord({ db, collections, collection, id: String(row.id), ctx });
}
