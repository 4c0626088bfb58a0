import { milestoneDueAt } from '../milestones/milestone-due-at.ts';
import { MODE_MILESTONES } from '../milestones/mode-milestones.ts';
import {
  MIN_DUE_DELAY_MS,
  notificationClock,
  type NotificationClock,
} from '../notifications/notification-clock.ts';
import {
  collectOverdueMilestones,
  type OverdueMilestone,
} from '../notifications/overdue-milestones.ts';
import { readInstant } from '../time/read-instant.ts';
import type { ShipmentRecord } from '../shipments/shipment-record.ts';
import type { ReportFact } from './report-types.ts';

/** Reused between calls: a report reads thousands of shipments at one `now`. */
let clock: NotificationClock | null = null;
const overdue: OverdueMilestone[] = [];

/**
 * How a shipment kept its milestones with an estimate: done on time (actual date at or before
 * the due time, estimate + 24 working hours, `milestoneDueAt`), done late, and still open past
 * the due time at `now` (overdue exactly as notifications count it, `collectOverdueMilestones`:
 * none for a cancelled or closed shipment). Unreadable dates count as missing.
 */
export function milestonePerformance(record: ShipmentRecord, now: Date): ReportFact['milestones'] {
  const nowMs = now.getTime();
  let onTime = 0;
  let late = 0;
  let mayBeOverdue = false;
  for (const fields of MODE_MILESTONES[record.mode] ?? []) {
    const estimated = readInstant(record[fields.estimated]);
    if (estimated === null) continue;
    const actual = readInstant(record[fields.actual]);
    if (actual === null) {
      // Never due before 24 clock hours: only then is the notifications' rule worth asking.
      if (estimated + MIN_DUE_DELAY_MS <= nowMs) mayBeOverdue = true;
    } else if (isOnTime(actual, estimated)) onTime++;
    else late++;
  }
  return { onTime, late, overdue: mayBeOverdue ? overdueCount(record, now) : 0 };
}

function isOnTime(actual: number, estimated: number): boolean {
  // The due time is at least 24 clock hours after the estimate: most milestones are decided here.
  if (actual <= estimated + MIN_DUE_DELAY_MS) return true;
  const due = milestoneDueAt(new Date(estimated));
  return due !== null && actual <= due.getTime();
}

function overdueCount(record: ShipmentRecord, now: Date): number {
  if (clock?.ms !== now.getTime()) clock = notificationClock(now);
  overdue.length = 0;
  collectOverdueMilestones(record, clock, overdue);
  const count = overdue.length;
  overdue.length = 0;
  return count;
}
