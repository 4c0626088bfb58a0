import { requireDate } from '../time/require-date.ts';
import type { DateInput } from '../time/to-date.ts';
import type { MilestoneNotification } from './milestone-notification.ts';

/**
 * "Mark all as seen": every open notification becomes `ack`, stamped with `now`; the others are
 * returned unchanged (same objects), so callers can tell what changed by identity.
 */
export function acknowledgeAllNotifications({
  notifications,
  now,
}: {
  notifications: readonly MilestoneNotification[];
  now: DateInput;
}): MilestoneNotification[] {
  const nowIso = requireDate(now, 'now').toISOString();
  return notifications.map((notification) =>
    notification.status === 'open'
      ? { ...notification, status: 'ack', updatedAtISO: nowIso }
      : notification,
  );
}
