import { BUSINESS_UTC_OFFSET_MINUTES } from './business-time-zone.ts';
import { toDate } from './to-date.ts';

/**
 * A moment as the wall time of the zone to the minute, the way a `datetime-local` input holds
 * it (`2026-03-10T09:00`); `toDate` reads such a value back in the same zone. Seconds are cut,
 * not rounded, so the minute shown is the one the moment falls in. '' when missing or unreadable.
 *
 * @example toWallTimeInput('2026-03-10 15:00:00.000Z') // '2026-03-10T09:00' (UTC−6)
 */
export function toWallTimeInput(
  input: unknown,
  utcOffsetMinutes = BUSINESS_UTC_OFFSET_MINUTES,
): string {
  const date = toDate(input);
  if (!date) return '';
  return new Date(date.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 16);
}
