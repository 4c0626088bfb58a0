import { BUSINESS_UTC_OFFSET_MINUTES } from './business-time-zone.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type AddWorkingHoursInput = {
  from: Date;
  hours: number;
  /** Zone whose calendar decides what a weekend is; defaults to the UTC−6 business zone. */
  utcOffsetMinutes?: number;
};

/**
 * Adds hours that fall Monday to Friday in the given zone; Saturday and Sunday hours do not
 * count (no holidays). A start on a weekend therefore counts from Monday 00:00. The result is
 * the earliest instant at which the hours are complete, so a count that ends exactly at
 * Friday midnight returns Saturday 00:00 rather than Monday 00:00.
 *
 * @example addWorkingHours({ from: new Date('2026-01-02T16:00:00Z'), hours: 24 })
 * // Friday 10:00 in UTC−6 → Monday 10:00 → 2026-01-05T16:00:00.000Z
 */
export function addWorkingHours({
  from,
  hours,
  utcOffsetMinutes = BUSINESS_UTC_OFFSET_MINUTES,
}: AddWorkingHoursInput): Date {
  if (!Number.isFinite(hours) || hours < 0) throw new RangeError(`Invalid working hours: ${hours}`);
  if (Number.isNaN(from.getTime())) throw new RangeError('Invalid start date');
  const shift = utcOffsetMinutes * 60_000;
  // Wall-clock milliseconds in the zone, read with the UTC getters.
  let cursor = from.getTime() + shift;
  let remaining = hours * HOUR_MS;
  for (;;) {
    const dayEnd = cursor - positiveModulo(cursor, DAY_MS) + DAY_MS;
    if (!isWeekend(cursor)) {
      if (remaining <= dayEnd - cursor) return new Date(cursor + remaining - shift);
      remaining -= dayEnd - cursor;
    }
    cursor = dayEnd;
  }
}

function isWeekend(wallClockMs: number): boolean {
  const weekday = new Date(wallClockMs).getUTCDay();
  return weekday === 0 || weekday === 6;
}

function positiveModulo(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}
