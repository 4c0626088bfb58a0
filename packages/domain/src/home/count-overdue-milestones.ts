import type { NotificationPriority } from '../collections/notification-priority.ts';
import { deriveShipmentNotifications } from '../notifications/derive-shipment-notifications.ts';
import type { DateInput } from '../time/to-date.ts';
import type { HomeShipment } from './home-shipment.ts';

export type OverdueCounts = Record<NotificationPriority, number>;

export type CountOverdueMilestonesInput = { shipments: readonly HomeShipment[]; now: DateInput };

/**
 * Overdue milestones (an estimate 24 working hours past with no actual date) by priority, as
 * the notifications rules derive them. Seen (acknowledged) ones still count: the date is still
 * missing until someone enters it.
 */
export function countOverdueMilestones({
  shipments,
  now,
}: CountOverdueMilestonesInput): OverdueCounts {
  const counts: OverdueCounts = { urgent: 0, high: 0, normal: 0, low: 0 };
  for (const shipment of shipments)
    for (const draft of deriveShipmentNotifications({ shipment, now })) counts[draft.priority] += 1;
  return counts;
}
