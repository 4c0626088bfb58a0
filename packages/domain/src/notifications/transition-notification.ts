import { requireDate } from '../time/require-date.ts';
import type { DateInput } from '../time/to-date.ts';
import type { MilestoneNotification, NotificationStatus } from './milestone-notification.ts';

/**
 * Allowed status changes. `resolved` is final: if the condition comes back, reconciliation
 * creates a fresh notification instead of reviving the old one. `ack → resolved` is allowed
 * so that an acknowledged notification does not outlive the actual date being entered.
 */
export const NOTIFICATION_TRANSITIONS: Readonly<
  Record<NotificationStatus, readonly NotificationStatus[]>
> = {
  open: ['ack', 'resolved'],
  ack: ['open', 'resolved'],
  resolved: [],
};

export type TransitionNotificationInput = {
  notification: MilestoneNotification;
  to: NotificationStatus;
  now: DateInput;
};

export type TransitionNotificationResult =
  | { ok: true; value: MilestoneNotification }
  | { ok: false; code: 'notification_invalid_transition'; message: string };

/** True when a notification may go from status `from` to status `to`. */
export function canTransitionNotification(
  from: NotificationStatus,
  to: NotificationStatus,
): boolean {
  return (
    Object.hasOwn(NOTIFICATION_TRANSITIONS, from) && NOTIFICATION_TRANSITIONS[from].includes(to)
  );
}

/**
 * Moves a notification to a new status, stamping `updatedAtISO` (and `lastNotifiedAt` on a
 * reopen, since the user is told again). An invalid change is returned as a failure, not thrown.
 *
 * @example transitionNotification({ notification, to: 'ack', now }) // mark as seen
 */
export function transitionNotification({
  notification,
  to,
  now,
}: TransitionNotificationInput): TransitionNotificationResult {
  const from = notification.status;
  if (!canTransitionNotification(from, to)) {
    const message = `Cannot change a notification from ${from} to ${to}.`;
    return { ok: false, code: 'notification_invalid_transition', message };
  }
  const nowIso = requireDate(now, 'now').toISOString();
  const lastNotifiedAt = to === 'open' ? nowIso : notification.lastNotifiedAt;
  return { ok: true, value: { ...notification, status: to, updatedAtISO: nowIso, lastNotifiedAt } };
}
