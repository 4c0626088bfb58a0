import type { MilestoneNotification } from './milestone-notification.ts';
import {
  NOTIFICATION_PRIORITIES,
  notificationPriorityRank,
  type NotificationPriority,
} from '../collections/notification-priority.ts';

/**
 * The most urgent priority among open notifications, which colours the bell's count badge;
 * `null` when nothing is open.
 */
export function topNotificationPriority(
  notifications: readonly MilestoneNotification[],
): NotificationPriority | null {
  let best: number | null = null;
  for (const notification of notifications) {
    if (notification.status !== 'open') continue;
    const rank = notificationPriorityRank(notification.priority);
    if (rank < NOTIFICATION_PRIORITIES.length && (best === null || rank < best)) best = rank;
  }
  return best === null ? null : (NOTIFICATION_PRIORITIES[best] ?? null);
}
