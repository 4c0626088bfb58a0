import { milestoneDueAt } from '../milestones/milestone-due-at.ts';
import { MODE_MILESTONES, type MilestoneFields } from '../milestones/mode-milestones.ts';
import { isShipmentClosed } from '../shipments/is-shipment-closed.ts';
import { isShipmentMode } from '../shipments/shipment-mode.ts';
import { shipmentReference, type ShipmentRecord } from '../shipments/shipment-record.ts';
import { requireDate } from '../time/require-date.ts';
import { toDate, type DateInput } from '../time/to-date.ts';
import type { NotificationDraft } from './milestone-notification.ts';
import { notificationDedupKey } from './notification-dedup-key.ts';
import { notificationPriority } from './notification-priority.ts';

const HOUR_MS = 3_600_000;

export type DeriveShipmentNotificationsInput = { shipment: ShipmentRecord; now: DateInput };

/**
 * The open notifications a shipment calls for at `now`: one per milestone of its mode that has
 * an estimated date, no (valid) actual date, and whose due time (estimate + 24 working hours)
 * is at or before `now`. Cancelled or closed shipments (status containing `cancel` or
 * `cerrad`) call for none. Throws a RangeError when `now` is malformed.
 */
export function deriveShipmentNotifications({
  shipment,
  now,
}: DeriveShipmentNotificationsInput): NotificationDraft[] {
  const nowDate = requireDate(now, 'now');
  if (isShipmentClosed(shipment) || !isShipmentMode(shipment.mode)) return [];
  return MODE_MILESTONES[shipment.mode].flatMap((fields) => {
    const draft = overdueMilestone(shipment, fields, nowDate);
    return draft ? [draft] : [];
  });
}

function overdueMilestone(
  shipment: ShipmentRecord,
  fields: MilestoneFields,
  now: Date,
): NotificationDraft | null {
  // An unreadable actual date does not tell us the milestone happened, so it still counts as missing.
  if (toDate(shipment[fields.actual])) return null;
  const estimated = toDate(shipment[fields.estimated]);
  const due = milestoneDueAt(estimated);
  if (!estimated || !due || due.getTime() > now.getTime()) return null;
  const nowIso = now.toISOString();
  const estimatedAt = estimated.toISOString();
  const identity = {
    mode: shipment.mode,
    shipmentId: shipment.id,
    milestone: fields.key,
    estimatedAt,
  };
  return {
    type: 'missing_actual_date',
    status: 'open',
    ...identity,
    reference: shipmentReference(shipment),
    dueAt: due.toISOString(),
    priority: notificationPriority((now.getTime() - due.getTime()) / HOUR_MS),
    lastNotifiedAt: nowIso,
    createdAtISO: nowIso,
    updatedAtISO: nowIso,
    dedupKey: notificationDedupKey(identity),
  };
}
