import type { NotificationPage, NotificationQuery, NotificationSummary } from '@rumbo/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { newRecordId } from '#data/common/record-id.ts';
import { isServerUnreachable } from '#data/common/server-unreachable.ts';
import { showToast } from '#ui/toast.ts';
import { NOTIFICATION_ROUTES } from '@rumbo/domain';
import {
  sendToFeed,
  serverNotificationsKey,
} from '#data/notifications/notification-feed-queries.ts';
import { writeStatesThroughCache } from './api/store-notification-states.ts';
import type { NotificationEntry, NotificationsValue } from './notifications-context.ts';
import { matchesFilters } from './filter-notifications.ts';
import {
  pageWithout,
  summaryWithout,
  summaryWithoutMatching,
} from './server-notification-cache.ts';

export type ServerNotificationActions = Pick<
  NotificationsValue,
  'acknowledge' | 'acknowledgeMatching' | 'reopen'
>;

type CachedAnswer = NotificationSummary | NotificationPage;

/**
 * Mark as seen and reopen with the server's notifications: the screens change at once, each
 * state is stored as the user's `notification_states` record (through the data layer, so one
 * made offline is queued and replayed), and the server's answers are read again. "Mark all"
 * asks the server to mark every open one matching the filters in one request. A refusal puts
 * the screens back and says so.
 */
export function useServerNotificationActions(userId: string): ServerNotificationActions {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMemo(() => {
    const key = serverNotificationsKey(userId);
    const settle = async (work: () => Promise<void>) => {
      await queryClient.cancelQueries({ queryKey: key });
      try {
        await work();
      } catch (error) {
        if (!isServerUnreachable(error)) {
          console.warn('Could not store notification states.', error);
          showToast({ message: t('notifications.saveFailed'), tone: 'error' });
        }
      } finally {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    };
    const change = (entries: readonly NotificationEntry[], to: 'ack' | 'open') =>
      void settle(async () => {
        editCache(queryClient, userId, (answer, query) => {
          if ('open' in answer) return to === 'ack' ? summaryWithout(answer, entries) : answer;
          const leaves = query?.view === (to === 'ack' ? 'open' : 'ack');
          return leaves ? pageWithout(answer, entries) : answer;
        });
        const statusChangedAt = new Date().toISOString();
        // Through the states' cache too: if the server stops answering now, the browser's own
        // engine takes over from that cache and must already count this change.
        const writes = entries.map((entry) => ({
          state: stateOf(entry, userId, to, statusChangedAt),
          isNew: !entry.stateId,
        }));
        await writeStatesThroughCache(queryClient, userId, writes);
      });
    return {
      acknowledge: (entries) => change(entries, 'ack'),
      reopen: (entries) => change(entries, 'open'),
      acknowledgeMatching: (filters) =>
        void settle(async () => {
          editCache(queryClient, userId, (answer, query) => {
            if ('open' in answer) return summaryWithoutMatching(answer, filters);
            if (query?.view !== 'open') return answer;
            return pageWithout(
              answer,
              answer.items.filter((n) => !filters || matchesFilters(n, filters)),
            );
          });
          const body = {
            priority: filters?.priority,
            mode: filters?.mode,
            milestone: filters?.milestone,
          };
          await sendToFeed(NOTIFICATION_ROUTES.acknowledge, { method: 'POST', body });
        }),
    };
  }, [queryClient, userId, t]);
}

/** The user's state of a notification, as the web app has always stored it. */
function stateOf(
  entry: NotificationEntry,
  user: string,
  status: 'ack' | 'open',
  statusChangedAt: string,
) {
  const { dedupKey, mode, shipmentId, milestone } = entry;
  const id = entry.stateId || newRecordId();
  return {
    id,
    company: entry.company ?? '',
    user,
    dedupKey,
    status,
    mode,
    shipmentId,
    milestone,
    statusChangedAt,
  };
}

/** Applies `edit` to every cached answer (summary and pages) of the user's notifications. */
function editCache(
  queryClient: QueryClient,
  userId: string,
  edit: (answer: CachedAnswer, query: NotificationQuery | undefined) => CachedAnswer,
): void {
  for (const [queryKey, answer] of queryClient.getQueriesData<CachedAnswer>({
    queryKey: serverNotificationsKey(userId),
  })) {
    if (!answer) continue;
    const query = queryKey[3] as NotificationQuery | undefined;
    queryClient.setQueryData(queryKey, edit(answer, query));
  }
}
