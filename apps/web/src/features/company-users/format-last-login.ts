import { toDate } from '@rumbo/domain';

// ADR 006: business time is UTC−6 without daylight saving; 'Etc/GMT+6' is that zone (POSIX sign).
const LAST_LOGIN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Etc/GMT+6',
});

/** A last sign-in as the table shows it, e.g. "25 Nov 2025, 14:00"; '' when never or unreadable. */
export function formatLastLogin(value: string | null | undefined): string {
  const date = toDate(value ?? '');
  return date ? LAST_LOGIN.format(date) : '';
}
