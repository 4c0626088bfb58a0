import { requireDate } from '../time/require-date.ts';
import { toDate, type DateInput } from '../time/to-date.ts';

/** Where a company's membership stands at a moment (SPEC §4). */
export type MembershipState = 'none' | 'expired' | 'upcoming' | 'active';

export type MembershipStateInput = {
  plan?: string | null;
  /** Missing or unreadable: the membership has always been running. */
  startAt?: DateInput | null;
  /** Missing or unreadable: the membership never ends. */
  endAt?: DateInput | null;
  now: DateInput;
};

/**
 * `none` without a plan, `expired` once the end is in the past, `upcoming` while the start is
 * in the future, otherwise `active`. Checked in that order, so a period whose end precedes its
 * start reads as expired. The end instant itself still counts as active.
 *
 * @example membershipState({ plan: 'gold', endAt: '2026-01-01', now: '2026-02-01T00:00:00Z' }) // 'expired'
 */
export function membershipState({
  plan,
  startAt,
  endAt,
  now,
}: MembershipStateInput): MembershipState {
  const nowMs = requireDate(now, 'now').getTime();
  if (typeof plan !== 'string' || plan.trim() === '') return 'none';
  const end = toDate(endAt);
  if (end && end.getTime() < nowMs) return 'expired';
  const start = toDate(startAt);
  if (start && start.getTime() > nowMs) return 'upcoming';
  return 'active';
}
