import type { ShipmentRecord } from '../shipments/shipment-record.ts';
import { requireDate } from '../time/require-date.ts';
import type { DateInput } from '../time/to-date.ts';
import type { NotificationDraft } from './milestone-notification.ts';
import { notificationClock } from './notification-clock.ts';
import {
  collectOverdueMilestones,
  overdueDraft,
  type OverdueMilestone,
} from './overdue-milestones.ts';

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
  const clock = notificationClock(requireDate(now, 'now'));
  const overdue: OverdueMilestone[] = [];
  collectOverdueMilestones(shipment, clock, overdue);
  return overdue.map((milestone) => overdueDraft(milestone, clock));
}
