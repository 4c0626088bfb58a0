import type { MilestoneKey } from '../milestones/milestone-key.ts';
import { MILESTONE_DUE_WORKING_HOURS } from '../milestones/milestone-due-at.ts';
import { MODE_MILESTONES, type MilestoneFields } from '../milestones/mode-milestones.ts';
import { isShipmentClosed } from '../shipments/is-shipment-closed.ts';
import { isShipmentMode } from '../collections/shipment-mode.ts';
import { shipmentReference, type ShipmentRecord } from '../shipments/shipment-record.ts';
import { addWorkingHours } from '../time/add-working-hours.ts';
import { isCanonicalTextAfter } from '../time/canonical-date-text.ts';
import type { MilestoneNotification, NotificationDraft } from './milestone-notification.ts';
import { HOUR_MS, MIN_DUE_DELAY_MS, type NotificationClock } from './notification-clock.ts';
import { notificationDedupKey } from './notification-dedup-key.ts';
import {
  notificationPriority,
  type NotificationPriority,
} from '../collections/notification-priority.ts';
import { instantIso, isReadableInstant, readInstant } from '../time/read-instant.ts';

/**
 * A milestone whose actual date is overdue, before it becomes a notification draft: enough to
 * match and refresh a stored notification, which is what most of them are each minute.
 */
export type OverdueMilestone = {
  shipment: ShipmentRecord;
  milestone: MilestoneKey;
  estimatedAt: string;
  dueMs: number;
  dedupKey: string;
};

/**
 * Appends the shipment's overdue milestones to `into`: those of its mode with an estimate, no
 * (valid) actual date, and a due time (estimate + 24 working hours) at or before `now`. None for
 * a shipment whose status contains `cancel` or `cerrad`.
 */
export function collectOverdueMilestones(
  shipment: ShipmentRecord,
  now: NotificationClock,
  into: OverdueMilestone[],
): void {
  if (!isShipmentMode(shipment.mode)) return;
  const start = into.length;
  const milestones = MODE_MILESTONES[shipment.mode];
  for (let i = 0; i < milestones.length; i++) {
    const overdue = overdueMilestone(shipment, milestones[i]!, now);
    if (overdue) into.push(overdue);
  }
  // Asked last: most shipments have nothing overdue, and reading fields is most of the cost.
  if (into.length > start && isShipmentClosed(shipment)) into.length = start;
}

/** The priority of an overdue milestone at `now` (hours since its due time). */
export function overduePriority(
  overdue: OverdueMilestone,
  now: NotificationClock,
): NotificationPriority {
  return notificationPriority((now.ms - overdue.dueMs) / HOUR_MS);
}

/** The open notification for an overdue milestone, with local id `id`. */
export function overdueNotification(
  overdue: OverdueMilestone,
  now: NotificationClock,
  id: string,
): MilestoneNotification {
  const { shipment, milestone, estimatedAt, dueMs, dedupKey } = overdue;
  return {
    id,
    type: 'missing_actual_date',
    status: 'open',
    mode: shipment.mode,
    shipmentId: shipment.id,
    reference: shipmentReference(shipment),
    milestone,
    estimatedAt,
    dueAt: new Date(dueMs).toISOString(),
    priority: overduePriority(overdue, now),
    lastNotifiedAt: now.iso,
    createdAtISO: now.iso,
    updatedAtISO: now.iso,
    dedupKey,
  };
}

/** The open notification draft (no id yet) for an overdue milestone. */
export function overdueDraft(overdue: OverdueMilestone, now: NotificationClock): NotificationDraft {
  const { id: _id, ...draft } = overdueNotification(overdue, now, '');
  return draft;
}

function overdueMilestone(
  shipment: ShipmentRecord,
  fields: MilestoneFields,
  now: NotificationClock,
): OverdueMilestone | null {
  // An unreadable actual date does not tell us the milestone happened, so it still counts as missing.
  if (isReadableInstant(shipment[fields.actual])) return null;
  const estimatedValue = shipment[fields.estimated];
  // Most estimates without an actual date lie ahead: tell those by their text, without reading it.
  if (isCanonicalTextAfter(estimatedValue, now.latestOverdueEstimate)) return null;
  const estimated = readInstant(estimatedValue);
  if (estimated === null || estimated + MIN_DUE_DELAY_MS > now.ms) return null;
  const due = addWorkingHours({ from: new Date(estimated), hours: MILESTONE_DUE_WORKING_HOURS });
  if (due.getTime() > now.ms) return null;
  const estimatedAt = instantIso(estimatedValue, estimated);
  const { mode, id: shipmentId } = shipment;
  const milestone = fields.key;
  const dedupKey = notificationDedupKey({ mode, shipmentId, milestone, estimatedAt });
  return { shipment, milestone, estimatedAt, dueMs: due.getTime(), dedupKey };
}
