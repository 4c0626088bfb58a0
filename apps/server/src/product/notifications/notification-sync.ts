import {
  nextNotificationChange,
  reconcileNotifications,
  type MilestoneNotification,
  type ShipmentMode,
  type ShipmentRecord,
} from '@rumbo/domain';
import type { CollectionStore } from '../../core/collections/collection-store.ts';
import type { Db } from '../../core/db/db.ts';
import type { RecordValues } from '../../core/records/record-codec.ts';
import type { ChangeEvent, RecordHooks } from '../../core/records/record-hooks.ts';
import { NotificationRows, toNotification, toRow } from './notification-rows.ts';
import { NotificationSchedule } from './notification-schedule.ts';
import { resolveStates } from './notification-state-resolution.ts';

export type NotificationSyncDeps = {
  db: Db;
  collections: CollectionStore;
  hooks: RecordHooks;
  /** Told of each check the schedule now holds, so a timer can wake for it. */
  onScheduled?: (checkAtMs: number) => void;
};

/** A shipment as stored now; `record` null once it is deleted. */
export type StoredShipment = { mode: ShipmentMode; id: string; record: RecordValues | null };

/**
 * Brings the notifications of these shipments in line with the shipments as stored, at `now`,
 * with the domain's own reconciliation (the rules the browser applies, SPEC §4): new overdue
 * milestones get an open notification, open ones take the current priority and reference,
 * ones no longer overdue are resolved (and every user's open or seen state of them with them,
 * so that if the condition comes back it starts open), and a deleted shipment's are removed.
 * Also stores when time alone next changes each shipment's notifications. Runs inside the
 * caller's transaction; returns the changes to announce once it has committed.
 */
export async function syncShipmentNotifications(
  deps: NotificationSyncDeps,
  shipments: readonly StoredShipment[],
  now: Date,
): Promise<ChangeEvent[]> {
  const notifications = deps.collections.find('notifications');
  const scheduleModel = deps.collections.find('notification_schedule');
  if (!notifications || !scheduleModel || shipments.length === 0) return [];
  const rows = new NotificationRows(deps.db, deps.hooks, notifications);
  const schedule = new NotificationSchedule(deps.db, scheduleModel);
  const ids = shipments.map((shipment) => shipment.id);
  const stored = await rows.ofShipments(ids);
  const checks = await schedule.ofShipments(ids);
  const changes: ChangeEvent[] = [];
  for (const shipment of shipments) {
    const own = stored.filter(
      (row) => row.mode === shipment.mode && row.shipmentId === shipment.id,
    );
    changes.push(...(await syncOne(deps, rows, shipment, own, now)));
    const check = checks.find(
      (row) => row.mode === shipment.mode && row.shipmentId === shipment.id,
    );
    const next = shipment.record
      ? nextNotificationChange({ shipment: asShipment(shipment), now })
      : null;
    await schedule.put(shipment, check ?? null, next);
    if (next) deps.onScheduled?.(next.getTime());
  }
  return changes;
}

async function syncOne(
  deps: NotificationSyncDeps,
  rows: NotificationRows,
  shipment: StoredShipment,
  stored: RecordValues[],
  now: Date,
): Promise<ChangeEvent[]> {
  const changes: ChangeEvent[] = [];
  if (!shipment.record) {
    // SPEC §4: notifications of shipments no longer present are removed.
    for (const row of stored) changes.push(await rows.delete(row));
    return changes;
  }
  const owner = {
    company: String(shipment.record.company ?? ''),
    created: String(shipment.record.created ?? ''),
  };
  const existing = stored.map(toNotification);
  const next = reconcileNotifications({ existing, shipments: [asShipment(shipment)], now });
  const byId = new Map(stored.map((row) => [String(row.id), row]));
  const kept = new Set(next.map((notification) => notification.id));
  // A resolved notification whose condition came back is replaced (resolved is final): the old
  // row goes first, as the new one takes its key.
  for (const row of stored) if (!kept.has(String(row.id))) changes.push(await rows.delete(row));
  const resolved: MilestoneNotification[] = [];
  for (const notification of next) {
    const current = byId.get(notification.id);
    if (!current) {
      changes.push(await rows.insert(toRow(notification, owner)));
      continue;
    }
    if (current.status !== 'resolved' && notification.status === 'resolved')
      resolved.push(notification);
    const change = await rows.update(current, toRow(notification, owner));
    if (change) changes.push(change);
  }
  changes.push(...(await resolveStates(deps, resolved, now)));
  return changes;
}

function asShipment({ mode, record }: StoredShipment): ShipmentRecord {
  return { ...record, id: String(record?.id), mode };
}
