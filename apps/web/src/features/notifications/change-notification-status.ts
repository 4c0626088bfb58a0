import {
  transitionNotification,
  type DateInput,
  type MilestoneNotification,
  type NotificationStatus,
} from '@rumbo/domain';

export type ChangeNotificationStatusInput = {
  notifications: readonly MilestoneNotification[];
  ids: readonly string[];
  to: NotificationStatus;
  now: DateInput;
};

export type NotificationStatusChange = {
  notifications: MilestoneNotification[];
  /** The notifications that did change, in their new state. */
  changed: MilestoneNotification[];
};

/**
 * Moves the notifications with the given ids to `to` (mark as seen, reopen) through the domain's
 * transitions; ones that cannot make that move (already seen, resolved) stay as they are.
 */
export function changeNotificationStatus({
  notifications,
  ids,
  to,
  now,
}: ChangeNotificationStatusInput): NotificationStatusChange {
  const targets = new Set(ids);
  const changed: MilestoneNotification[] = [];
  const next = notifications.map((notification) => {
    if (!targets.has(notification.id)) return notification;
    const result = transitionNotification({ notification, to, now });
    if (!result.ok) return notification;
    changed.push(result.value);
    return result.value;
  });
  return { notifications: next, changed };
}
