import type { CollectionModel } from '@rumbo/domain';
import type { Db } from '../../core/db/db.ts';
import type { RecordValues } from '../../core/records/record-codec.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { newId } from '../../tools/ids.ts';
import { nowDateTime } from '../../tools/dates.ts';
import { historyOrigin } from './history-actor.ts';

/** One deleted record as the bin keeps it. */
export type BinRow = {
  id: string;
  collectionId: string;
  recordId: string;
  company: string;
  label: string;
  record: RecordValues;
  deleted: string;
  deletedById: string;
  deletedByName: string;
};

/** How a person knows a deleted record: its code, its name, or its lane and charge. */
export function binLabel(record: RecordValues): string {
  const parts = [record.shipmentCode, record.displayName, record.razonSocial]
    .map((value) => (typeof value === 'string' ? value.trim() : ''))
    .filter(Boolean);
  if (parts[0]) return parts[0];
  const lane = [
    record.carrier,
    record.origin && `${record.origin} → ${record.destination}`,
    record.charge,
  ]
    .filter((value) => typeof value === 'string' && value !== '')
    .join(' · ');
  return lane || String(record.id);
}

/** Puts a record being deleted into the bin, on `db` (the delete's transaction). */
export async function putInBin(
  db: Db,
  collection: CollectionModel,
  record: RecordValues,
  ctx: RequestContext | undefined,
): Promise<void> {
  const { actor } = historyOrigin(ctx);
  // A record deleted, restored and deleted again is in the bin once: as it was the last time.
  await db.run(`DELETE FROM "_recycleBin" WHERE "collectionId" = ? AND "recordId" = ?`, [
    collection.id,
    String(record.id),
  ]);
  await db.run(
    `INSERT INTO "_recycleBin" ("id", "collectionId", "recordId", "company", "label", "record",
      "deleted", "deletedById", "deletedByName") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      newId(),
      collection.id,
      String(record.id),
      typeof record.company === 'string' ? record.company : '',
      binLabel(record),
      JSON.stringify(record),
      nowDateTime(),
      actor.id,
      actor.name,
    ],
  );
}

export function binRowFrom(row: Record<string, unknown>): BinRow {
  const record = typeof row.record === 'string' ? JSON.parse(row.record) : row.record;
  return { ...(row as unknown as BinRow), record: record as RecordValues };
}
