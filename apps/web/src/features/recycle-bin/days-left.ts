import { toDate } from '@rumbo/domain';

const DAY_MS = 86_400_000;

/**
 * Whole days until a bin item is gone for good, counted up as a calendar does: a record deleted
 * a minute ago with 30 days' keeping has 30, one with an hour left has 1, and one whose time ran
 * out (it goes at the server's next hourly clean-up) has 0. Null when `expires` is unreadable.
 */
export function daysLeft(expires: string, now: Date): number | null {
  const end = toDate(expires);
  if (!end) return null;
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

/** Few days left: the bin shows them in a warning colour. */
export const FEW_DAYS_LEFT = 3;
