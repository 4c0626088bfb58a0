import type { NotificationStatesRecord } from '@rumbo/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { repository } from '#data/repository/repository.ts';
import type { AuthUser } from '#lib/auth-session.ts';
import { useNow } from '#ui/use-now.ts';
import { notificationSummaryQuery } from '#data/notifications/notification-feed-queries.ts';
import { useServerNotificationsRealtime } from '#data/notifications/use-server-notifications-realtime.ts';
import type { NotificationsValue } from './notifications-context.ts';
import { useServerNotificationActions } from './use-server-notification-actions.ts';

// Relative times and overdue milestones move on while the app stays open: once a minute.
const MINUTE_MS = 60_000;

/**
 * The user's notifications as the server keeps them (docs/decisions/047): the bell's count,
 * colour and popover in one request, kept current by realtime. Nothing here grows with the
 * company's history.
 */
export function useServerNotifications(user: AuthUser): NotificationsValue {
  const summary = useQuery(notificationSummaryQuery(user.id));
  useServerNotificationsRealtime(user.id);
  useOfflineStatesCopy(user.id);
  const nowMs = useNow(MINUTE_MS).getTime();
  const actions = useServerNotificationActions(user.id);
  const { data } = summary;
  return useMemo(
    () => ({
      status: data ? 'ready' : 'loading',
      source: 'server',
      isOffline: false,
      userId: user.id,
      openCount: data?.open ?? 0,
      topPriority: data?.topPriority ?? null,
      firstOpen: data?.items ?? [],
      localSet: null,
      nowMs,
      ...actions,
    }),
    [data, user.id, nowMs, actions],
  );
}

/**
 * The user's "seen" states, read once into this browser's copy: should the server go away,
 * the browser's own computation still knows what they marked. Only live ones are `ack` (the
 * server resolves the states of notifications that resolve), so this stays as small as their
 * open notifications.
 */
function useOfflineStatesCopy(userId: string): void {
  useQuery({
    queryKey: ['notification_states', userId, 'ack'] as const,
    queryFn: async ({ signal }) => {
      const { items } = await repository<NotificationStatesRecord>('notification_states').list({
        scope: { user: userId, status: 'ack' },
        signal,
      });
      return items.length;
    },
    staleTime: Infinity,
  });
}
