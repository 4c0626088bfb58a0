import type { NotificationStatesRecord } from '@rumbo/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { RecordSubscription, UnsubscribeFunc } from 'pocketbase';
import { useEffect } from 'react';
import { pb } from '#lib/pocketbase.ts';
import { notificationStatesQuery } from '../notification-states/notification-states-query.ts';

/**
 * Keeps the user's stored notification states current while another device of theirs marks
 * notifications as seen or reopens them. The list is fetched again on any change of the user's
 * own states, and after the realtime link reconnects, since events may have been missed.
 */
export function useNotificationStatesRealtime(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { queryKey } = notificationStatesQuery(userId);
    const refetch = () => void queryClient.invalidateQueries({ queryKey });
    const subscriptions = [
      pb
        .collection('notification_states')
        .subscribe('*', (event: RecordSubscription<NotificationStatesRecord>) => {
          // A platform admin may see everybody's states; only their own matter here.
          if (event.record.user === userId) refetch();
        }),
      subscribeReconnects(refetch),
    ];
    for (const subscription of subscriptions) subscription.catch(warnSubscription);
    return () => {
      for (const subscription of subscriptions)
        void subscription.then((unsubscribe) => unsubscribe()).catch(() => undefined);
    };
  }, [queryClient, userId]);
}

function subscribeReconnects(onReconnect: () => void): Promise<UnsubscribeFunc> {
  // The first PB_CONNECT of a new link is the initial connection, not a reconnection.
  let hasConnected = pb.realtime.isConnected;
  return pb.realtime.subscribe('PB_CONNECT', () => {
    if (hasConnected) onReconnect();
    hasConnected = true;
  });
}

function warnSubscription(error: unknown): void {
  console.warn('Could not follow notification changes live.', error);
}
