import { BUSINESS_TIME_ZONE, BUSINESS_UTC_OFFSET_MINUTES, toDate } from '../time/index.ts';
import { cachedDateTimeFormat, formatLocale } from './format-locale.ts';

// Every date and time the app shows (docs/decisions/037). Two kinds of value:
// - instants (milestones, comments, sign-ins, the clock) are shown in the business zone, UTC−6
//   all year (SPEC §5, ADR 006), whatever the zone of the machine that shows them;
// - calendar days (membership and module windows, tariff validity) are stored as UTC days
//   (`2026-01-01 00:00:00.000Z` for a start, `… 23:59:59.999Z` for an end) and shown as that
//   day: read in UTC−6, 1 January would show as 31 December.

/** The patterns, named by what they show; the examples are today's (en-GB) texts. */
const PATTERNS = {
  /** 3 Mar 2026 */
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  /** Tue 3 Mar */
  weekdayDay: { weekday: 'short', day: 'numeric', month: 'short' },
  /** 3 Mar, 09:00 */
  shortDateTime: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  /** 3 Mar 2026, 09:00 */
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  /** Tue 3 Mar, 09:00 */
  weekdayDateTime: {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  },
  /** Tue, 3 Mar 2026, 09:00 */
  weekdayDateTimeYear: {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  },
  /** Tue, 3 Mar 2026, 09:00:07 */
  exactDateTime: {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  },
  /** 09:00 */
  time: { hour: '2-digit', minute: '2-digit' },
  /** Mar 2026 */
  month: { month: 'short', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DatePattern = keyof typeof PATTERNS;

/**
 * A stored time: a Date, ISO 8601 or PocketBase's `YYYY-MM-DD HH:MM:SS.mmmZ`. Anything else
 * (a blank, a number, what a JSON field held) formats as ''.
 */
export type DateValue = unknown;

export type DateFormatOptions = {
  /** BCP 47 locale; the app's (format-locale.ts) when left out. */
  locale?: string;
  /** IANA zone; the business zone (UTC−6) when left out. */
  timeZone?: string;
};

/**
 * An instant in one of the patterns, in the business zone unless another is named. Strings
 * without an offset are wall time in the business zone (ADR 006). '' when missing or unreadable.
 */
export function formatInstant(
  value: DateValue,
  pattern: DatePattern,
  { locale = formatLocale(), timeZone = BUSINESS_TIME_ZONE }: DateFormatOptions = {},
): string {
  const date = toDate(value);
  if (!date) return '';
  return cachedDateTimeFormat(locale, timeZone, pattern, PATTERNS[pattern]).format(date);
}

/**
 * A calendar-day field (stored as a UTC day) as that day, e.g. `1 Jan 2026` for
 * `2026-01-01 00:00:00.000Z`; a bare `2026-01-01` is that day too. '' when missing or unreadable.
 */
export function formatDay(
  value: DateValue,
  options: Pick<DateFormatOptions, 'locale'> = {},
): string {
  const date = toDate(value, 0);
  return date ? formatInstant(date, 'day', { ...options, timeZone: 'UTC' }) : '';
}

/** The business day an instant falls on, e.g. `2 Mar 2026` for 2026-03-03T05:59Z. */
export function formatBusinessDay(value: DateValue): string {
  return formatInstant(value, 'day');
}

/** e.g. `Tue 3 Mar`, in business time. */
export function formatWeekdayDay(value: DateValue): string {
  return formatInstant(value, 'weekdayDay');
}

/** e.g. `3 Mar, 09:00`, in business time: a list cell. */
export function formatShortDateTime(value: DateValue): string {
  return formatInstant(value, 'shortDateTime');
}

/** e.g. `3 Mar 2026, 09:00`, in business time. */
export function formatDateTime(value: DateValue): string {
  return formatInstant(value, 'dateTime');
}

/** e.g. `Tue 3 Mar, 09:00`, in business time: the clock and the home page's week. */
export function formatWeekdayDateTime(value: DateValue): string {
  return formatInstant(value, 'weekdayDateTime');
}

/** e.g. `Tue, 3 Mar 2026, 09:00:07`, in business time: a hover title or a screen reader. */
export function formatExactDateTime(value: DateValue): string {
  return formatInstant(value, 'exactDateTime');
}

/** e.g. `09:00`, in business time. */
export function formatTime(value: DateValue): string {
  return formatInstant(value, 'time');
}

/** A `YYYY-MM` month key as `Mar 2026`; any other text as it is. */
export function formatMonth(key: string, options: Pick<DateFormatOptions, 'locale'> = {}): string {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  if (!match) return key;
  const first = toDate(`${match[1]}-${match[2]}-01`, 0);
  return first ? formatInstant(first, 'month', { ...options, timeZone: 'UTC' }) : key;
}

/** The business zone as people read it next to a time: `UTC−6` (with a true minus sign). */
export const BUSINESS_ZONE_LABEL = utcOffsetLabel(BUSINESS_UTC_OFFSET_MINUTES);

function utcOffsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest === 0 ? '' : `:${String(rest).padStart(2, '0')}`}`;
}
