import {
  MODE_MILESTONES,
  notificationPriorityRank,
  type CollectionModel,
  type MilestoneNotification,
  type ShipmentMode,
} from '@rumbo/domain';
import type { Db } from '../../core/db/db.ts';
import {
  decodeRow,
  encodeValues,
  insertSql,
  updateSql,
  type RecordValues,
} from '../../core/records/record-codec.ts';
import type { ChangeEvent, RecordHooks } from '../../core/records/record-hooks.ts';
import { formatDateTime } from '../../tools/dates.ts';
import { newId } from '../../tools/ids.ts';

/** The shipment a notification row belongs to, as the rows need it. */
export type RowShipment = { company: string; created: string };

/** A stored `notifications` row as the domain's notification (server status open or resolved). */
export function toNotification(row: RecordValues): MilestoneNotification {
  return {
    id: String(row.id),
    type: 'missing_actual_date',
    status: row.status === 'resolved' ? 'resolved' : 'open',
    mode: row.mode as ShipmentMode,
    shipmentId: String(row.shipmentId),
    reference: String(row.reference ?? ''),
    milestone: row.milestone as MilestoneNotification['milestone'],
    estimatedAt: isoOf(row.estimatedAt),
    dueAt: isoOf(row.dueAt),
    priority: row.priority as MilestoneNotification['priority'],
    lastNotifiedAt: isoOf(row.lastNotifiedAt),
    createdAtISO: isoOf(row.created),
    updatedAtISO: isoOf(row.updated),
    dedupKey: String(row.dedupKey),
  };
}

/** The stored values of a notification of `shipment` (the server never stores `ack`). */
export function toRow(notification: MilestoneNotification, shipment: RowShipment): RecordValues {
  const { mode, milestone } = notification;
  return {
    company: shipment.company,
    dedupKey: notification.dedupKey,
    type: notification.type,
    status: notification.status === 'resolved' ? 'resolved' : 'open',
    mode,
    shipmentId: notification.shipmentId,
    reference: notification.reference,
    milestone,
    estimatedAt: stored(notification.estimatedAt),
    dueAt: stored(notification.dueAt),
    priority: notification.priority,
    priorityRank: notificationPriorityRank(notification.priority),
    lastNotifiedAt: stored(notification.lastNotifiedAt),
    resolvedAt: notification.status === 'resolved' ? stored(notification.updatedAtISO) : '',
    shipmentCreated: shipment.created,
    milestoneRank: MODE_MILESTONES[mode].findIndex((fields) => fields.key === milestone),
    created: stored(notification.createdAtISO),
    updated: stored(notification.updatedAtISO),
  };
}

/** Writes of the notifications collection, each returned as the change to announce. */
export class NotificationRows {
  constructor(
    private readonly db: Db,
    private readonly hooks: RecordHooks,
    private readonly collection: CollectionModel,
  ) {}

  /** The rows of these shipments (any mode: ids are matched with their mode by the caller). */
  async ofShipments(ids: readonly string[]): Promise<RecordValues[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.all(
      `SELECT * FROM "notifications" WHERE "shipmentId" IN (${marks(ids)})`,
      [...ids],
    );
    return rows.map((row) => decodeRow(this.collection, row));
  }

  async insert(values: RecordValues): Promise<ChangeEvent> {
    const record = { id: newId(), ...values };
    const columns = Object.keys(record);
    await this.db.run(
      insertSql(this.collection, columns),
      encodeValues(this.collection, record, columns),
    );
    return { action: 'create', collection: this.collection, record };
  }

  /** Writes the columns of `next` that differ from `current`; null when none does. */
  async update(current: RecordValues, next: RecordValues): Promise<ChangeEvent | null> {
    const columns = Object.keys(next).filter(
      (column) => column !== 'created' && next[column] !== current[column],
    );
    if (columns.length === 0) return null;
    const record = { ...current, ...next };
    await this.db.run(updateSql(this.collection, columns), [
      ...encodeValues(this.collection, record, columns),
      current.id,
    ]);
    return { action: 'update', collection: this.collection, record };
  }

  async delete(record: RecordValues): Promise<ChangeEvent> {
    // Realtime prepares a delete's messages while the row still exists.
    await this.hooks.beforeDelete({ collection: this.collection, record });
    await this.db.run('DELETE FROM "notifications" WHERE "id" = ?', [record.id]);
    return { action: 'delete', collection: this.collection, record };
  }
}

/** `?, ?, …` for an IN list. */
export function marks(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}

function isoOf(value: unknown): string {
  return typeof value === 'string' ? value.replace(' ', 'T') : '';
}

function stored(iso: string): string {
  return iso ? formatDateTime(new Date(iso)) : '';
}
