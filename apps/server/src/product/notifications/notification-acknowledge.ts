import type { CollectionModel } from '@rumbo/domain';
import type { Db } from '../../core/db/db.ts';
import { encodeValues, insertSql } from '../../core/records/record-codec.ts';
import type { ChangeEvent } from '../../core/records/record-hooks.ts';
import { nextVersion } from '../../core/records/record-version.ts';
import { formatDateTime } from '../../tools/dates.ts';
import { newId } from '../../tools/ids.ts';

/** A notification open for the user, with their state of it when they have one. */
export type AcknowledgedRow = {
  company: string;
  dedupKey: string;
  mode: string;
  shipmentId: string;
  milestone: string;
  stateId: string | null;
  stateUpdated: string | null;
};

/**
 * Stores `ack` as the user's state of each notification (SPEC §4 "Mark all as seen"): their
 * existing state is updated, or a state is created in the notification's company, as the web
 * app writes them one by one. Runs inside the caller's transaction; returns the changes.
 */
export async function acknowledgeRows(input: {
  db: Db;
  states: CollectionModel;
  user: string;
  rows: readonly AcknowledgedRow[];
  now: Date;
}): Promise<ChangeEvent[]> {
  const { db, states, user, rows, now } = input;
  const changedAt = formatDateTime(now);
  const changes: ChangeEvent[] = [];
  for (const row of rows) {
    if (row.stateId) {
      const updated = nextVersion(row.stateUpdated, now);
      await db.run(
        'UPDATE "notification_states" SET "status" = ?, "statusChangedAt" = ?, "updated" = ? WHERE "id" = ?',
        ['ack', changedAt, updated, row.stateId],
      );
      changes.push({ action: 'update', collection: states, record: { id: row.stateId } });
      continue;
    }
    const record = {
      id: newId(),
      company: row.company,
      user,
      dedupKey: row.dedupKey,
      status: 'ack',
      mode: row.mode,
      shipmentId: row.shipmentId,
      milestone: row.milestone,
      statusChangedAt: changedAt,
      created: changedAt,
      updated: changedAt,
    };
    const columns = Object.keys(record);
    await db.run(insertSql(states, columns), encodeValues(states, record, columns));
    changes.push({ action: 'create', collection: states, record });
  }
  return changes;
}
