import type { MilestoneNotification } from './milestone-notification.ts';
import { notificationPriorityRank } from '../collections/notification-priority.ts';
import { readInstant } from '../time/read-instant.ts';

/** How many notifications the top bar's popover shows. */
export const NOTIFICATION_POPOVER_LIMIT = 7;

/**
 * The notifications to list: only open ones, by due time (earliest first), then priority
 * (urgent first), then last update (newest first). Unreadable times sort last. Does not
 * modify its input.
 */
export function listOpenNotifications(
  notifications: readonly MilestoneNotification[],
): MilestoneNotification[] {
  // Each sort key is read once per notification, not once per comparison.
  return notifications
    .filter((n) => n.status === 'open')
    .map(sortKeys)
    .sort(compareSortKeys)
    .map((keys) => keys.notification);
}

type SortKeys = {
  notification: MilestoneNotification;
  due: number;
  rank: number;
  updated: number;
};

function sortKeys(notification: MilestoneNotification): SortKeys {
  return {
    notification,
    due: readInstant(notification.dueAt) ?? Infinity,
    rank: notificationPriorityRank(notification.priority),
    updated: readInstant(notification.updatedAtISO) ?? -Infinity,
  };
}

// Infinity − Infinity is NaN, which `||` treats as a tie and moves on to the next criterion.
function compareSortKeys(a: SortKeys, b: SortKeys): number {
  return a.due - b.due || a.rank - b.rank || b.updated - a.updated || 0;
}
