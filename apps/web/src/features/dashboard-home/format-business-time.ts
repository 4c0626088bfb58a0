// ADR 006: business time is UTC−6 without daylight saving; 'Etc/GMT+6' is that zone (POSIX sign).
const BUSINESS_TIME_ZONE = 'Etc/GMT+6';

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
});

const DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: BUSINESS_TIME_ZONE,
});

/** A time as the home page lists it, e.g. "Tue 25 Nov, 14:00", in the business time zone. */
export function formatBusinessDateTime(time: Date | string): string {
  return DATE_TIME.format(new Date(time));
}

/** A day, e.g. "Mon 24 Nov", in the business time zone. */
export function formatBusinessDay(time: Date | string): string {
  return DAY.format(new Date(time));
}
