import { requireDate } from '../time/require-date.ts';
import { toDate, type DateInput } from '../time/to-date.ts';
import { membershipState, type MembershipState } from './membership-state.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Which date the day count measures against, and in which direction. */
export type MembershipDayCount =
  | { kind: 'daysLeft'; days: number }
  | { kind: 'daysSince'; days: number }
  | { kind: 'daysUntilStart'; days: number };

export type MembershipDaysInput = {
  plan?: string | null;
  startAt?: DateInput | null;
  endAt?: DateInput | null;
  now: DateInput;
};

/**
 * The membership's state (SPEC §4) with the days that matter for it: days left until the end
 * while active (null without an end), whole days since the end once expired, days until the
 * start while upcoming; null without a plan. Days left and until start round up (a part of a day
 * still to come counts as a day); days since round down (the first day after the end is day 0).
 *
 * @example membershipDays({ plan: 'gold', endAt: '2026-05-15T12:00:00Z', now: '2026-06-15T12:00:00Z' })
 * // { state: 'expired', count: { kind: 'daysSince', days: 31 } }
 */
export function membershipDays(input: MembershipDaysInput): {
  state: MembershipState;
  count: MembershipDayCount | null;
} {
  const state = membershipState(input);
  const nowMs = requireDate(input.now, 'now').getTime();
  const end = toDate(input.endAt);
  const start = toDate(input.startAt);
  if (state === 'expired' && end)
    return {
      state,
      count: { kind: 'daysSince', days: Math.floor((nowMs - end.getTime()) / DAY_MS) },
    };
  if (state === 'upcoming' && start)
    return { state, count: { kind: 'daysUntilStart', days: daysAhead(start, nowMs) } };
  if (state === 'active' && end)
    return { state, count: { kind: 'daysLeft', days: daysAhead(end, nowMs) } };
  return { state, count: null };
}

function daysAhead(date: Date, nowMs: number): number {
  return Math.max(0, Math.ceil((date.getTime() - nowMs) / DAY_MS));
}
