import { toDate, transitionNotification, type MilestoneNotification } from '@rumbo/domain';
import type { NotificationState } from '#data/notification-states/notification-state.ts';

/**
 * The local notification set with the user's stored states applied, so marking as seen or
 * reopening on one device shows on the others: a live (open or ack) notification takes the
 * status stored for its dedup key when that is open or ack, through the domain's transition
 * (a reopen notifies again). Resolved is never taken from the server: each device resolves from
 * the shipments it sees, and a stored `resolved` only keeps an old ack from silencing a
 * notification that comes back. Unchanged notifications are returned as the same objects.
 */
export function mergeNotificationStates(
  notifications: readonly MilestoneNotification[],
  states: readonly NotificationState[],
): MilestoneNotification[] {
  if (states.length === 0) return [...notifications];
  const byKey = new Map(states.map((state) => [state.dedupKey, state]));
  return notifications.map((notification) => {
    const state = byKey.get(notification.dedupKey);
    if (!state || state.status === 'resolved' || state.status === notification.status)
      return notification;
    const now = toDate(state.statusChangedAt) ?? toDate(notification.updatedAtISO) ?? new Date(0);
    const result = transitionNotification({ notification, to: state.status, now });
    return result.ok ? result.value : notification;
  });
}
