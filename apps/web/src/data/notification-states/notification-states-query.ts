import type { NotificationStatesRecord } from '@rumbo/domain';
import { queryOptions } from '@tanstack/react-query';
import { repository } from '../repository/repository.ts';
import type { NotificationState } from './notification-state.ts';

/**
 * The signed-in user's stored notification states. Scoped to the user explicitly: a platform
 * admin's list rule would otherwise return everybody's.
 */
export function notificationStatesQuery(userId: string) {
  return queryOptions({
    queryKey: ['notification_states', userId] as const,
    queryFn: async ({ signal }): Promise<NotificationState[]> => {
      const { items } = await repository<NotificationStatesRecord>('notification_states').list({
        scope: { user: userId },
        signal,
      });
      return items;
    },
  });
}
