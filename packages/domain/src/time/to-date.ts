import { BUSINESS_UTC_OFFSET_MINUTES } from './business-time-zone.ts';

/** A point in time as the rules accept it: a `Date` or an ISO 8601 / PocketBase date string. */
export type DateInput = Date | string;

const DATE_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

type DateParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

/**
 * Reads a date without ever falling back to `Date.parse`, whose handling of zone-less strings
 * depends on the machine. Accepts `Date`, ISO 8601 and PocketBase's `YYYY-MM-DD HH:MM:SS.mmmZ`.
 * Strings without an offset (`2026-03-10`, `2026-03-10T08:00`, the value of a datetime-local
 * input) are read as wall time in the zone given (default: the UTC−6 business zone).
 * Anything else, including impossible dates such as `2026-02-30`, gives `null`.
 *
 * @example toDate('2026-03-10T08:00') // 2026-03-10T14:00:00.000Z
 */
export function toDate(
  input: unknown,
  utcOffsetMinutes = BUSINESS_UTC_OFFSET_MINUTES,
): Date | null {
  if (input instanceof Date) {
    return Number.isNaN(input.getTime()) ? null : new Date(input.getTime());
  }
  if (typeof input !== 'string') return null;
  const match = DATE_PATTERN.exec(input.trim());
  if (!match) return null;
  const [, year = '', month = '', day = '', hour = '0', minute = '0', second = '0'] = match;
  const parts = {
    year: +year,
    month: +month,
    day: +day,
    hour: +hour,
    minute: +minute,
    second: +second,
  };
  const offset = match[8] === undefined ? utcOffsetMinutes : parseOffsetMinutes(match[8]);
  if (!isValidParts(parts) || offset === null) return null;
  const date = new Date(0);
  date.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  date.setUTCHours(
    parts.hour,
    parts.minute,
    parts.second,
    Math.floor(Number(`0${match[7] ?? ''}`) * 1000),
  );
  return new Date(date.getTime() - offset * 60_000);
}

function isValidParts({ year, month, day, hour, minute, second }: DateParts): boolean {
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return false;
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year, month, 0);
  return day <= lastDay.getUTCDate();
}

function parseOffsetMinutes(zone: string): number | null {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || '0');
  if (hours > 23 || minutes > 59) return null;
  return sign * (hours * 60 + minutes);
}
