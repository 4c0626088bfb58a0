// ADR 006: business time is UTC−6 without daylight saving; 'Etc/GMT+6' is that zone (POSIX sign).
const BUSINESS_TIME_ZONE = 'Etc/GMT+6';

const SHORT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
});

const FULL = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
});

/** A milestone date as a list cell shows it, e.g. "25 Nov, 14:00" (business time); '' if unreadable. */
export function formatListDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : SHORT.format(time);
}

/** The exact time for a hover or a screen reader, e.g. "Tue, 25 Nov 2025, 14:00:07". */
export function formatExactTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : FULL.format(time);
}
