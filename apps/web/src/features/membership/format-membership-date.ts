import { toDate } from '@rumbo/domain';

// ADR 006: business time is UTC−6 without daylight saving; 'Etc/GMT+6' is that zone (POSIX sign).
const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Etc/GMT+6',
});

/** A membership or module date, e.g. "15 Jun 2026" (business day); '' when missing or unreadable. */
export function formatMembershipDate(value: string | null | undefined): string {
  const date = toDate(value ?? '');
  return date ? DAY.format(date) : '';
}
