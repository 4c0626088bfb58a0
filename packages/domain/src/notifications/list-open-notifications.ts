import { toDate } from '../time/to-date.ts';
import type { MilestoneNotification } from './milestone-notification.ts';
import { notificationPriorityRank } from './notification-priority.ts';

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
  return notifications.filter((n) => n.status === 'open').sort(compareOpenNotifications);
}

function compareOpenNotifications(a: MilestoneNotification, b: MilestoneNotification): number {
  return (
    timeOf(a.dueAt, Infinity) - timeOf(b.dueAt, Infinity) ||
    notificationPriorityRank(a.priority) - notificationPriorityRank(b.priority) ||
    timeOf(b.updatedAtISO, -Infinity) - timeOf(a.updatedAtISO, -Infinity) ||
    0
  );
}

// Infinity − Infinity is NaN, which `||` treats as a tie and moves on to the next criterion.
function timeOf(iso: string, fallback: number): number {
  return toDate(iso)?.getTime() ?? fallback;
}
