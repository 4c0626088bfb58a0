const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A date in the record server's stored layout, `YYYY-MM-DD HH:MM:SS.mmmZ` (UTC). */
export function recordDate(date: Date): string {
  return date.toISOString().replace('T', ' ');
}

/** `date` moved by a number of days and hours (either may be negative or fractional). */
export function shiftDate(
  date: Date,
  { days = 0, hours = 0 }: { days?: number; hours?: number },
): Date {
  return new Date(date.getTime() + days * DAY_MS + hours * HOUR_MS);
}

/** Midnight UTC of the day `date` falls on, so membership periods read as whole days. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
