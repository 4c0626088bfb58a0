import { listOpenNotifications, toDate, type MilestoneNotification } from '@rumbo/domain';
import type { NotificationFilters } from './notification-filters.ts';

/**
 * The notifications the page shows for its filters. Open ones keep the SPEC §4 order (due time,
 * priority, update); acknowledged ones are listed by when they were marked, latest first.
 */
export function filterNotifications(
  notifications: readonly MilestoneNotification[],
  filters: NotificationFilters,
): MilestoneNotification[] {
  const matching = notifications.filter((n) => matchesFilters(n, filters));
  if (filters.view === 'open') return listOpenNotifications(matching);
  return matching
    .filter((n) => n.status === 'ack')
    .sort((a, b) => timeOf(b.updatedAtISO) - timeOf(a.updatedAtISO));
}

/** Whether a notification passes the priority, mode and milestone filters (unset: any). */
export function matchesFilters(
  n: Pick<MilestoneNotification, 'priority' | 'mode' | 'milestone'>,
  { priority, mode, milestone }: Omit<NotificationFilters, 'view'>,
): boolean {
  return (
    (!priority || n.priority === priority) &&
    (!mode || n.mode === mode) &&
    (!milestone || n.milestone === milestone)
  );
}

function timeOf(iso: string): number {
  return toDate(iso)?.getTime() ?? 0;
}
