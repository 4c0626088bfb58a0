import { MILESTONE_DUE_WORKING_HOURS } from '../milestones/milestone-due-at.ts';
import { canonicalInstant, type CanonicalInstant } from '../time/canonical-date-text.ts';

export const HOUR_MS = 3_600_000;
/** 24 working hours take at least 24 clock hours. */
export const MIN_DUE_DELAY_MS = MILESTONE_DUE_WORKING_HOURS * HOUR_MS;

/**
 * `now` read once for a whole reconciliation: epoch ms, the ISO text stamped on notifications,
 * and the latest estimate that can already be overdue.
 */
export type NotificationClock = {
  ms: number;
  iso: string;
  latestOverdueEstimate: CanonicalInstant;
};

export function notificationClock(now: Date): NotificationClock {
  const ms = now.getTime();
  return {
    ms,
    iso: now.toISOString(),
    latestOverdueEstimate: canonicalInstant(ms - MIN_DUE_DELAY_MS),
  };
}
