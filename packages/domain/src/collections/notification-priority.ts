/** How urgently a missing actual date must be provided. */
export type NotificationPriority = 'urgent' | 'high' | 'normal' | 'low';

/** All priorities, most urgent first; the index is the sort rank. */
export const NOTIFICATION_PRIORITIES: readonly NotificationPriority[] = [
  'urgent',
  'high',
  'normal',
  'low',
];

/**
 * Priority from the hours elapsed since the due time (clock hours, not working hours):
 * ≥ 72 urgent, ≥ 48 high, ≥ 24 normal, otherwise low (SPEC §9). A non-number counts as low.
 */
export function notificationPriority(hoursOverdue: number): NotificationPriority {
  if (hoursOverdue >= 72) return 'urgent';
  if (hoursOverdue >= 48) return 'high';
  if (hoursOverdue >= 24) return 'normal';
  return 'low';
}

/** Sort rank of a priority: 0 for urgent up to 3 for low; unknown values sort last. */
export function notificationPriorityRank(priority: string): number {
  const rank = NOTIFICATION_PRIORITIES.indexOf(priority as NotificationPriority);
  return rank === -1 ? NOTIFICATION_PRIORITIES.length : rank;
}
