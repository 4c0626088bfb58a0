import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { notificationPageQuery } from '#data/notifications/notification-feed-queries.ts';
import { filterNotifications } from './filter-notifications.ts';
import type { NotificationFilters } from './notification-filters.ts';
import type { NotificationEntry, NotificationsStatus } from './notifications-context.ts';
import { useNotifications } from './use-notifications.ts';

// SPEC §9: default page size 30.
export const NOTIFICATIONS_PAGE_SIZE = 30;

export type NotificationsPageState = {
  status: NotificationsStatus | 'error';
  items: readonly NotificationEntry[];
  /** How many notifications the filters match, on every page. */
  totalItems: number;
  pageCount: number;
};

const EMPTY: readonly NotificationEntry[] = [];

/**
 * One page of the notifications page: asked of the server with the filters (it counts, orders
 * and cuts), or cut from the browser's own set when that is what the app shows.
 */
export function useNotificationsPage(
  filters: NotificationFilters,
  page: number,
): NotificationsPageState {
  const { status, source, userId, localSet } = useNotifications();
  const isServer = source === 'server' && status !== 'disabled' && userId !== null;
  const answer = useQuery({
    ...notificationPageQuery(userId ?? '', filters, page, NOTIFICATIONS_PAGE_SIZE),
    enabled: isServer,
    placeholderData: keepPreviousData,
  });
  if (status === 'disabled') return { status, items: EMPTY, totalItems: 0, pageCount: 1 };
  if (source === 'local') {
    const shown = filterNotifications(localSet ?? [], filters);
    const start = (page - 1) * NOTIFICATIONS_PAGE_SIZE;
    return {
      status,
      items: shown.slice(start, start + NOTIFICATIONS_PAGE_SIZE),
      totalItems: shown.length,
      pageCount: pageCountOf(shown.length),
    };
  }
  if (!answer.data)
    return {
      status: answer.isError ? 'error' : 'loading',
      items: EMPTY,
      totalItems: 0,
      pageCount: 1,
    };
  const { items, totalItems } = answer.data;
  return { status: 'ready', items, totalItems, pageCount: pageCountOf(totalItems) };
}

function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE));
}
