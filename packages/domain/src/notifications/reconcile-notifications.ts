import { highestLocalCounter } from '../counters/next-local-counter.ts';
import { formatLocalCounter } from '../counters/format-local-counter.ts';
import type { ShipmentRecord } from '../shipments/shipment-record.ts';
import { requireDate } from '../time/require-date.ts';
import type { DateInput } from '../time/to-date.ts';
import { deriveShipmentNotifications } from './derive-shipment-notifications.ts';
import type { MilestoneNotification, NotificationDraft } from './milestone-notification.ts';

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
  const nowDate = requireDate(now, 'now');
  const present = new Set(shipments.map((s) => shipmentKey(s.mode, s.id)));
  const drafts = new Map(
    shipments
      .flatMap((shipment) => deriveShipmentNotifications({ shipment, now: nowDate }))
      .map((draft) => [draft.dedupKey, draft]),
  );
  const kept = dropDuplicateLiveKeys(
    existing.filter((n) => present.has(shipmentKey(n.mode, n.shipmentId))),
  ).map((n) => refreshNotification(n, drafts.get(n.dedupKey), nowDate.toISOString()));
  const liveKeys = new Set(kept.filter((n) => n.status !== 'resolved').map((n) => n.dedupKey));
  const created = createNotifications(
    [...drafts.values()].filter((draft) => !liveKeys.has(draft.dedupKey)),
    existing,
  );
  const replaced = new Set(created.map((n) => n.dedupKey));
  const survivors = kept.filter((n) => !(n.status === 'resolved' && replaced.has(n.dedupKey)));
  return [...survivors, ...created];
}

/** Gives drafts ids after the highest `N-00001`-style id among the existing notifications. */
function createNotifications(
  drafts: NotificationDraft[],
  existing: readonly MilestoneNotification[],
): MilestoneNotification[] {
  let counter = highestLocalCounter(
    'notification',
    existing.map((n) => n.id),
  );
  return drafts.map((draft) => ({ id: formatLocalCounter('notification', ++counter), ...draft }));
}

function refreshNotification(
  notification: MilestoneNotification,
  draft: NotificationDraft | undefined,
  nowIso: string,
): MilestoneNotification {
  if (notification.status === 'resolved') return notification;
  if (!draft) return { ...notification, status: 'resolved', updatedAtISO: nowIso };
  const { priority, reference } = draft;
  if (priority === notification.priority && reference === notification.reference)
    return notification;
  const isEscalation = notification.status === 'open' && priority !== notification.priority;
  const lastNotifiedAt = isEscalation ? nowIso : notification.lastNotifiedAt;
  return { ...notification, priority, reference, lastNotifiedAt, updatedAtISO: nowIso };
}

/** Keeps the first live (open or ack) notification per key; stored data may hold duplicates. */
function dropDuplicateLiveKeys(notifications: MilestoneNotification[]): MilestoneNotification[] {
  const seen = new Set<string>();
  return notifications.filter((n) => {
    if (n.status === 'resolved') return true;
    if (seen.has(n.dedupKey)) return false;
    seen.add(n.dedupKey);
    return true;
  });
}

function shipmentKey(mode: string, id: string): string {
  return `${mode}:${id}`;
}
