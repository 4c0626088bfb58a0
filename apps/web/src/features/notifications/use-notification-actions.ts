import { acknowledgeAllNotifications, type MilestoneNotification } from '@rumbo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '#ui/toast.ts';
import { storeNotificationStates } from './api/store-notification-states.ts';
import {
  changeNotificationStatus,
  type NotificationStatusChange,
} from './change-notification-status.ts';
import type { NotificationEntry, NotificationsValue } from './notifications-context.ts';
import { matchesFilters } from './filter-notifications.ts';
import type { NotificationSetHandle } from './use-notification-set.ts';

export type NotificationActions = Pick<
  NotificationsValue,
  'acknowledge' | 'acknowledgeMatching' | 'reopen'
>;

export type NotificationActionsInput = {
  userId: string;
  set: NotificationSetHandle;
  companyOf: (notification: MilestoneNotification) => string;
};

/**
 * Mark as seen (some, or all matching the page's filters) and reopen, on the browser's own set
 * (docs/decisions/047: offline and demo data): the local set changes at once, then the states are
 * stored. If the server refuses, the change is undone here too and a toast says so; an
 * unreachable server is not a failure (the data layer queues the write).
 */
export function useNotificationActions({
  userId,
  set,
  companyOf,
}: NotificationActionsInput): NotificationActions {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const { latest, replace } = set;
  return useMemo(() => {
    const apply = async (
      change: (current: MilestoneNotification[]) => NotificationStatusChange,
    ) => {
      const before = latest.current;
      if (!before) return;
      const { notifications, changed } = change(before);
      if (changed.length === 0) return;
      replace(notifications);
      try {
        await storeNotificationStates({ queryClient, userId, companyOf, notifications: changed });
      } catch (error) {
        console.warn('Could not store notification states.', error);
        showToast({ message: t('notifications.saveFailed'), tone: 'error' });
        replace(undoChanges(latest.current ?? [], changed, before));
      }
    };
    const idsOf = (entries: readonly NotificationEntry[]) => entries.map((n) => n.id);
    return {
      acknowledge: (entries) =>
        void apply((current) =>
          changeNotificationStatus({
            notifications: current,
            ids: idsOf(entries),
            to: 'ack',
            now: new Date(),
          }),
        ),
      acknowledgeMatching: (filters) =>
        void apply((current) => {
          const next = acknowledgeAllNotifications({
            notifications: current.filter((n) => !filters || matchesFilters(n, filters)),
            now: new Date(),
          });
          const byId = new Map(next.map((n) => [n.id, n]));
          const notifications = current.map((n) => byId.get(n.id) ?? n);
          return { notifications, changed: notifications.filter((n, i) => n !== current[i]) };
        }),
      reopen: (entries) =>
        void apply((current) =>
          changeNotificationStatus({
            notifications: current,
            ids: idsOf(entries),
            to: 'open',
            now: new Date(),
          }),
        ),
    };
  }, [queryClient, userId, latest, replace, companyOf, t]);
}

/** Puts back the notifications as they were before `changed`, unless they moved on since. */
function undoChanges(
  current: readonly MilestoneNotification[],
  changed: readonly MilestoneNotification[],
  before: readonly MilestoneNotification[],
): MilestoneNotification[] {
  const undone = new Set(changed);
  const previous = new Map(before.map((n) => [n.id, n]));
  return current.map((n) => (undone.has(n) ? (previous.get(n.id) ?? n) : n));
}
