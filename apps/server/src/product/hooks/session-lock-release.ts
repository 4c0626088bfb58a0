import type { CollectionStore } from '../../core/collections/collection-store.ts';
import type { Db } from '../../core/db/db.ts';
import { decodeRow, type RecordValues } from '../../core/records/record-codec.ts';
import type { ChangeEvent, RecordHooks } from '../../core/records/record-hooks.ts';
import { deleteWithReferences } from '../../core/records/record-references.ts';
import { PRODUCT_SESSION } from './product-sessions.ts';

const LOCKS = 'shipment_locks';

type Deps = { db: Db; collections: CollectionStore; hooks: RecordHooks };

/**
 * Locks follow the person (docs/decisions/036): when a user's session ends — their nonce is
 * cleared (sign-out) or replaced (a sign-in elsewhere) — the shipment locks they hold are
 * deleted in the same transaction as the nonce change, pending changes or not, and colleagues
 * hear each delete. The web app keeps the user's unsaved edits in its own queue, replayed with
 * the usual conflict check at their next sign-in. Who may change a nonce at all is the users
 * collection's rule: the user (clear only), a sign-in, platform admins and operators.
 */
export function registerSessionLockRelease(deps: Deps): void {
  deps.hooks.onUpdateWritten(({ collection, before, after }) => {
    if (collection.name !== PRODUCT_SESSION.collection) return [];
    const ended = text(before[PRODUCT_SESSION.nonceField]);
    if (!ended || ended === text(after[PRODUCT_SESSION.nonceField])) return [];
    return releaseLocksOf(deps, text(after.id));
  });
}

/** Deletes every lock `userId` holds; the deletes to announce once committed. */
async function releaseLocksOf(
  { db, collections, hooks }: Deps,
  userId: string,
): Promise<ChangeEvent[]> {
  const locks = collections.find(LOCKS);
  if (!locks || !userId) return [];
  const rows = await db.all(`SELECT * FROM "${LOCKS}" WHERE "userId" = ?`, [userId]);
  const held = rows.map((row) => decodeRow(locks, row));
  const changes: ChangeEvent[] = [];
  for (const record of held) {
    // Realtime prepares each delete event while the row still exists (who may see it).
    await hooks.beforeDelete({ collection: locks, record });
    const effects = await deleteWithReferences({
      db,
      collections,
      target: locks,
      id: text(record.id),
      beforeCascade: (target, cascaded) =>
        hooks.beforeDelete({ collection: target, record: cascaded }),
    });
    changes.push({ action: 'delete', collection: locks, record });
    for (const deleted of effects.deleted) changes.push({ action: 'delete', ...deleted });
  }
  return changes;
}

function text(value: RecordValues[string]): string {
  return typeof value === 'string' ? value : '';
}
