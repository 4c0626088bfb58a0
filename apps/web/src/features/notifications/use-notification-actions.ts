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
import type { NotificationsValue } from './notifications-context.ts';
import type { NotificationSetHandle } from './use-notification-set.ts';

export type NotificationActions = Pick<
  NotificationsValue,
  'acknowledge' | 'acknowledgeAll' | 'reopen'
>;

export type NotificationActionsInput = {
  userId: string;
  set: NotificationSetHandle;
  companyOf: (notification: MilestoneNotification) => string;
};

/**
 * Mark as seen (some or all) and reopen: the local set changes at once, then the states are
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
    return {
      acknowledge: (ids) =>
        void apply((current) =>
          changeNotificationStatus({ notifications: current, ids, to: 'ack', now: new Date() }),
        ),
      acknowledgeAll: () =>
        void apply((current) => {
          const next = acknowledgeAllNotifications({ notifications: current, now: new Date() });
          return { notifications: next, changed: next.filter((n, i) => n !== current[i]) };
        }),
      reopen: (ids) =>
        void apply((current) =>
          changeNotificationStatus({ notifications: current, ids, to: 'open', now: new Date() }),
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
