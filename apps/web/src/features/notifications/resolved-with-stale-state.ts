import type { MilestoneNotification } from '@rumbo/domain';
import type { NotificationState } from '#data/notification-states/notification-state.ts';

/**
 * Resolved notifications whose key still has an open or ack state stored, and no live
 * successor here. Their state is then stored as resolved, so that if the same condition comes
 * back (the actual date is cleared again) the new notification starts open instead of
 * inheriting the old "seen". States of shipments that are simply absent are left alone: an
 * incomplete list must never rewrite what the user did. One notification per key.
 */
export function resolvedWithStaleState(
  notifications: readonly MilestoneNotification[],
  states: readonly NotificationState[],
): MilestoneNotification[] {
  const live = new Set<string>();
  const resolved = new Map<string, MilestoneNotification>();
  for (const notification of notifications) {
    if (notification.status === 'resolved') resolved.set(notification.dedupKey, notification);
    else live.add(notification.dedupKey);
  }
  return states.flatMap((state) => {
    const notification = resolved.get(state.dedupKey);
    const isStale = state.status !== 'resolved' && !live.has(state.dedupKey);
    return notification && isStale ? [notification] : [];
  });
}
