import type { MilestoneNotification } from '@rumbo/domain';
import type { CollectionStore } from '../../core/collections/collection-store.ts';
import type { Db } from '../../core/db/db.ts';
import { decodeRow } from '../../core/records/record-codec.ts';
import type { ChangeEvent } from '../../core/records/record-hooks.ts';
import { nextVersion } from '../../core/records/record-version.ts';
import { formatDateTime } from '../../tools/dates.ts';
import { marks } from './notification-rows.ts';

type Deps = { db: Db; collections: CollectionStore };

/**
 * Every user's open or seen state of notifications that just resolved becomes `resolved`, as
 * the browser engine stores it when it sees one resolve (resolved-with-stale-state.ts): if the
 * same condition comes back (the actual date is cleared again), the new notification starts
 * open for everyone instead of inheriting an old "seen". Returns the updates to announce, which
 * reach each user's other devices.
 */
export async function resolveStates(
  { db, collections }: Deps,
  resolved: readonly MilestoneNotification[],
  now: Date,
): Promise<ChangeEvent[]> {
  const states = collections.find('notification_states');
  if (!states || resolved.length === 0) return [];
  const keys = resolved.map((notification) => notification.dedupKey);
  const rows = await db.all(
    `SELECT * FROM "notification_states" WHERE "dedupKey" IN (${marks(keys)}) AND "status" != 'resolved'`,
    keys,
  );
  const changes: ChangeEvent[] = [];
  for (const row of rows) {
    const record = decodeRow(states, row);
    const resolvedAt = resolved.find((n) => n.dedupKey === record.dedupKey)!.updatedAtISO;
    const next = {
      ...record,
      status: 'resolved',
      statusChangedAt: formatDateTime(new Date(resolvedAt)),
      updated: nextVersion(record.updated, now),
    };
    await db.run(
      'UPDATE "notification_states" SET "status" = ?, "statusChangedAt" = ?, "updated" = ? WHERE "id" = ?',
      [next.status, next.statusChangedAt, next.updated, record.id],
    );
    changes.push({ action: 'update', collection: states, record: next });
  }
  return changes;
}
