import type { ShipmentRecord } from '../shipments/shipment-record.ts';
import { shipmentReference } from '../shipments/shipment-record.ts';
import type { MilestoneNotification } from './milestone-notification.ts';
import type { NotificationClock } from './notification-clock.ts';
import { overduePriority, type OverdueMilestone } from './overdue-milestones.ts';

export type KeepExistingNotificationsInput = {
  existing: readonly MilestoneNotification[];
  shipments: readonly ShipmentRecord[];
  /** The overdue milestones at `clock`, by dedup key. */
  overdue: ReadonlyMap<string, OverdueMilestone>;
  clock: NotificationClock;
};

/**
 * The existing notifications whose shipment is still present, refreshed (see
 * `reconcileNotifications`), keeping only the first live (open or ack) one per key since stored
 * data may hold duplicates; and the keys still live afterwards.
 */
export function keepExistingNotifications({
  existing,
  shipments,
  overdue,
  clock,
}: KeepExistingNotificationsInput): { kept: MilestoneNotification[]; liveKeys: Set<string> } {
  const seen = new Set<string>();
  const liveKeys = new Set<string>();
  const kept: MilestoneNotification[] = [];
  for (const notification of presentOnly(existing, shipments, overdue)) {
    const { status, dedupKey } = notification;
    if (status !== 'resolved' && seen.has(dedupKey)) continue;
    if (status !== 'resolved') seen.add(dedupKey);
    const refreshed = refreshNotification(notification, overdue.get(dedupKey), clock);
    if (refreshed.status !== 'resolved') liveKeys.add(dedupKey);
    kept.push(refreshed);
  }
  return { kept, liveKeys };
}

function refreshNotification(
  notification: MilestoneNotification,
  overdue: OverdueMilestone | undefined,
  clock: NotificationClock,
): MilestoneNotification {
  if (notification.status === 'resolved') return notification;
  if (!overdue) return { ...notification, status: 'resolved', updatedAtISO: clock.iso };
  const priority = overduePriority(overdue, clock);
  const reference = shipmentReference(overdue.shipment);
  if (priority === notification.priority && reference === notification.reference)
    return notification;
  const isEscalation = notification.status === 'open' && priority !== notification.priority;
  const lastNotifiedAt = isEscalation ? clock.iso : notification.lastNotifiedAt;
  return { ...notification, priority, reference, lastNotifiedAt, updatedAtISO: clock.iso };
}

/**
 * The notifications whose shipment (same mode and id) is among `shipments`. One that is still
 * overdue obviously is; only the others are looked up.
 */
function presentOnly(
  notifications: readonly MilestoneNotification[],
  shipments: readonly ShipmentRecord[],
  overdue: ReadonlyMap<string, OverdueMilestone>,
): readonly MilestoneNotification[] {
  const unmatched = notifications.filter((n) => !overdue.has(n.dedupKey));
  if (unmatched.length === 0) return notifications;
  const wanted = idsByMode(unmatched.map((n) => ({ mode: n.mode, id: n.shipmentId })));
  const found = idsByMode(shipments.filter((s) => wanted.get(s.mode)?.has(s.id) === true));
  return notifications.filter(
    (n) => overdue.has(n.dedupKey) || found.get(n.mode)?.has(n.shipmentId) === true,
  );
}

function idsByMode(items: readonly { mode: string; id: string }[]): Map<string, Set<string>> {
  const byMode = new Map<string, Set<string>>();
  for (const { mode, id } of items) {
    const ids = byMode.get(mode) ?? new Set<string>();
    ids.add(id);
    byMode.set(mode, ids);
  }
  return byMode;
}
