import { highestLocalCounter } from '../counters/next-local-counter.ts';
import { formatLocalCounter } from '../counters/format-local-counter.ts';
import type { ShipmentRecord } from '../shipments/shipment-record.ts';
import { requireDate } from '../time/require-date.ts';
import type { DateInput } from '../time/to-date.ts';
import { keepExistingNotifications } from './keep-existing-notifications.ts';
import type { MilestoneNotification } from './milestone-notification.ts';
import { notificationClock, type NotificationClock } from './notification-clock.ts';
import {
  collectOverdueMilestones,
  overdueNotification,
  type OverdueMilestone,
} from './overdue-milestones.ts';

export type ReconcileNotificationsInput = {
  existing: readonly MilestoneNotification[];
  shipments: readonly ShipmentRecord[];
  now: DateInput;
};

/**
 * The notification set after looking at the current shipments at `now`:
 * - notifications of shipments no longer present are removed;
 * - open and ack ones whose milestone is still overdue keep their status (ack stays ack) and
 *   take the current priority and reference; an open one escalating in priority is notified
 *   again (`lastNotifiedAt`);
 * - open and ack ones no longer overdue are resolved: the actual date was entered, the due time
 *   is not reached, the estimate changed (new dedup key) or the shipment was cancelled/closed;
 * - overdue milestones without a live notification get a new open one with the next `N-00001`
 *   id; it replaces a resolved notification with the same key, since resolved is final.
 * Existing order is kept; new notifications are appended in shipment and milestone order.
 */
export function reconcileNotifications({
  existing,
  shipments,
  now,
}: ReconcileNotificationsInput): MilestoneNotification[] {
  const clock = notificationClock(requireDate(now, 'now'));
  const overdueList: OverdueMilestone[] = [];
  for (const shipment of shipments) collectOverdueMilestones(shipment, clock, overdueList);
  const overdue = new Map(overdueList.map((milestone) => [milestone.dedupKey, milestone]));
  const { kept, liveKeys } = keepExistingNotifications({ existing, shipments, overdue, clock });
  const created = createNotifications({
    overdue: [...overdue.values()].filter((milestone) => !liveKeys.has(milestone.dedupKey)),
    existing,
    clock,
  });
  if (created.length === 0) return kept;
  const replaced = new Set(created.map((n) => n.dedupKey));
  const survivors = kept.filter((n) => !(n.status === 'resolved' && replaced.has(n.dedupKey)));
  return [...survivors, ...created];
}

/** New open notifications, numbered after the highest `N-00001`-style id among the existing. */
function createNotifications({
  overdue,
  existing,
  clock,
}: {
  overdue: readonly OverdueMilestone[];
  existing: readonly MilestoneNotification[];
  clock: NotificationClock;
}): MilestoneNotification[] {
  if (overdue.length === 0) return [];
  let counter = highestLocalCounter(
    'notification',
    existing.map((n) => n.id),
  );
  return overdue.map((milestone) =>
    overdueNotification(milestone, clock, formatLocalCounter('notification', ++counter)),
  );
}
