import { addWorkingHours } from '../time/add-working-hours.ts';
import { toDate } from '../time/to-date.ts';

/** Working hours after a milestone's estimated date before its missing actual date is overdue. */
export const MILESTONE_DUE_WORKING_HOURS = 24;

/**
 * When a milestone's actual date becomes overdue: the estimated date plus 24 working hours,
 * Monday to Friday in the UTC−6 business zone (SPEC §5). Accepts a `Date` or a date string
 * (see `toDate`) and returns a `Date`, or `null` when the estimate is missing or malformed.
 *
 * @example milestoneDueAt('2026-01-09T10:00:00-06:00') // Monday 2026-01-12T16:00:00.000Z
 */
export function milestoneDueAt(estimated: unknown): Date | null {
  const from = toDate(estimated);
  return from ? addWorkingHours({ from, hours: MILESTONE_DUE_WORKING_HOURS }) : null;
}
