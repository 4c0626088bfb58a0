import type { ShipmentRecord } from '../shipments/shipment-record.ts';
import { HOUR_MS, notificationClock } from './notification-clock.ts';
import { collectOverdueMilestones, type OverdueMilestone } from './overdue-milestones.ts';
import {
  notificationPriority,
  type NotificationPriority,
} from '../collections/notification-priority.ts';

/** A clock after every estimate a record can hold: each open milestone is overdue by then. */
const END_OF_TIME = notificationClock(new Date('9999-12-31T23:59:59.999Z'));

/**
 * The due times (epoch ms, earliest first) of the shipment's milestones that have an estimate
 * and no actual date, none for a cancelled or closed shipment: at any `now` its overdue
 * milestones (`collectOverdueMilestones`) are exactly those whose due time is at or before
 * `now`. A count kept per shipment can thus follow time passing without reading the record
 * again. Read with the notifications' own rule, at a time after every estimate.
 */
export function overdueDueTimes(shipment: ShipmentRecord): number[] {
  const overdue: OverdueMilestone[] = [];
  collectOverdueMilestones(shipment, END_OF_TIME, overdue);
  return overdue.map((milestone) => milestone.dueMs).sort((a, b) => a - b);
}

/** How many of `dueTimes` (as `overdueDueTimes` gives them) are overdue at `nowMs`. */
export function overdueCountAt(dueTimes: readonly number[], nowMs: number): number {
  let count = 0;
  while (count < dueTimes.length && dueTimes[count]! <= nowMs) count++;
  return count;
}

/**
 * Adds the milestones of `dueTimes` overdue at `nowMs` to `counts`, each under its priority
 * (hours since its due time, `notificationPriority`), as `overduePriority` ranks a notification.
 */
export function addOverdueByPriority(
  counts: Record<NotificationPriority, number>,
  dueTimes: readonly number[],
  nowMs: number,
): void {
  for (const dueMs of dueTimes) {
    if (dueMs > nowMs) return;
    counts[notificationPriority((nowMs - dueMs) / HOUR_MS)] += 1;
  }
}
