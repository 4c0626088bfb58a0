import {
  NOTIFICATION_ROUTES,
  type NotificationPage,
  type NotificationQuery,
  type NotificationSummary,
} from '@rumbo/domain';
import { queryOptions } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';
import { isServerUnreachable } from '../common/server-unreachable.ts';
import { markOffline, markOnline } from '../sync/sync-engine.ts';

/** Every cached answer of the server's notifications for one user (summary and pages). */
export function serverNotificationsKey(userId: string) {
  return ['notifications', userId] as const;
}

/** The bell's count, its colour and the popover's items, from the server. */
export function notificationSummaryQuery(userId: string) {
  return queryOptions({
    queryKey: [...serverNotificationsKey(userId), 'summary'] as const,
    queryFn: ({ signal }) =>
      sendToFeed<NotificationSummary>(NOTIFICATION_ROUTES.summary, { method: 'GET', signal }),
  });
}

/** One page of the notifications page, filtered and ordered by the server. */
export function notificationPageQuery(
  userId: string,
  query: NotificationQuery,
  page: number,
  perPage: number,
) {
  return queryOptions({
    queryKey: [...serverNotificationsKey(userId), 'page', query, page, perPage] as const,
    queryFn: ({ signal }) =>
      sendToFeed<NotificationPage>(NOTIFICATION_ROUTES.page, {
        method: 'GET',
        signal,
        query: { ...withoutEmpty(query), page, perPage },
      }),
  });
}

/**
 * A call to the notifications routes through the SDK. A server that does not answer turns the
 * app offline (the notifications then come from the browser's own computation); one that
 * answers, online.
 */
export async function sendToFeed<T>(
  path: string,
  options: { method: 'GET' | 'POST'; signal?: AbortSignal; query?: object; body?: object },
): Promise<T> {
  try {
    const answer = await pb.send<T>(path, { ...options, requestKey: null });
    markOnline();
    return answer;
  } catch (error) {
    if (isServerUnreachable(error)) markOffline();
    throw error;
  }
}

function withoutEmpty(query: NotificationQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value) params[key] = value;
  return params;
}
