import { MILESTONE_DUE_WORKING_HOURS } from '../milestones/milestone-due-at.ts';
import { MODE_MILESTONES } from '../milestones/mode-milestones.ts';
import { isShipmentClosed } from '../shipments/is-shipment-closed.ts';
import { isShipmentMode } from '../collections/shipment-mode.ts';
import type { ShipmentRecord } from '../shipments/shipment-record.ts';
import { addWorkingHours } from '../time/add-working-hours.ts';
import { requireDate } from '../time/require-date.ts';
import type { DateInput } from '../time/to-date.ts';
import { HOUR_MS } from './notification-clock.ts';
import { isReadableInstant, readInstant } from '../time/read-instant.ts';

/** Hours past the due time at which the priority steps up (SPEC §9: normal, high, urgent). */
const PRIORITY_STEPS_HOURS = [24, 48, 72];

export type NextNotificationChangeInput = { shipment: ShipmentRecord; now: DateInput };

/**
 * The first instant after `now` at which time alone changes the shipment's notifications: a
 * milestone without its actual date falls due (estimate + 24 working hours), or an overdue one
 * steps up in priority (24, 48 and 72 hours past due). Null when nothing will change until the
 * shipment itself does: no pending milestone, or the shipment is cancelled or closed. A server
 * that stores this per shipment needs to look again only at shipments whose instant has come,
 * instead of reading every shipment every minute.
 */
export function nextNotificationChange({
  shipment,
  now,
}: NextNotificationChangeInput): Date | null {
  const nowMs = requireDate(now, 'now').getTime();
  if (!isShipmentMode(shipment.mode) || isShipmentClosed(shipment)) return null;
  let next = Infinity;
  for (const { estimated, actual } of MODE_MILESTONES[shipment.mode]) {
    if (isReadableInstant(shipment[actual])) continue;
    const estimatedMs = readInstant(shipment[estimated]);
    if (estimatedMs === null) continue;
    next = Math.min(next, milestoneChange(estimatedMs, nowMs));
  }
  return Number.isFinite(next) ? new Date(next) : null;
}

/** When a milestone estimated at `estimatedMs`, still without its actual date, next changes. */
function milestoneChange(estimatedMs: number, nowMs: number): number {
  const due = addWorkingHours({
    from: new Date(estimatedMs),
    hours: MILESTONE_DUE_WORKING_HOURS,
  }).getTime();
  if (due > nowMs) return due;
  const step = PRIORITY_STEPS_HOURS.map((hours) => due + hours * HOUR_MS).find((at) => at > nowMs);
  return step ?? Infinity;
}
