import { requireDate } from '../time/require-date.ts';
import { toDate, type DateInput } from '../time/to-date.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type FormatRelativeTimeInput = { at: unknown; now: DateInput };

/**
 * How long ago `at` was, as the notifications show it: 'just now' under a minute (and for
 * times slightly in the future, from clock skew), 'N min ago' under an hour, 'N h ago' under a
 * day, else 'N d ago'; always rounded down. An unreadable `at` gives ''.
 *
 * @example formatRelativeTime({ at: '2026-01-05T10:00:00Z', now: '2026-01-05T12:30:00Z' }) // '2 h ago'
 */
export function formatRelativeTime({ at, now }: FormatRelativeTimeInput): string {
  const time = toDate(at);
  if (!time) return '';
  const elapsed = requireDate(now, 'now').getTime() - time.getTime();
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} min ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} h ago`;
  return `${Math.floor(elapsed / DAY_MS)} d ago`;
}
