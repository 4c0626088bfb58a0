import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pb } from '#lib/pocketbase.ts';
import { serverNotificationsKey } from './notification-feed-queries.ts';

// A timer run or a save may change many notifications at once: one refetch after the burst.
const SETTLE_MS = 250;

/**
 * Keeps the server's notifications on screen current: a change of any notification the user
 * may see (a colleague's save made a milestone overdue, time made one urgent) or of their own
 * states (another device marked one as seen) fetches the summary and the page shown again; so
 * does the realtime link coming back, since events may have been missed meanwhile.
 */
export function useServerNotificationsRealtime(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refetch = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ queryKey: serverNotificationsKey(userId) });
      }, SETTLE_MS);
    };
    let hasConnected = pb.realtime.isConnected;
    const subscriptions = [
      pb.collection('notifications').subscribe('*', refetch),
      pb.collection('notification_states').subscribe('*', (event) => {
        if (event.record.user === userId) refetch();
      }),
      // The first PB_CONNECT of a new link is the initial connection, not a reconnection.
      pb.realtime.subscribe('PB_CONNECT', () => {
        if (hasConnected) refetch();
        hasConnected = true;
      }),
    ];
    for (const subscription of subscriptions)
      subscription.catch((error: unknown) =>
        console.warn('Could not follow notification changes live.', error),
      );
    return () => {
      if (timer) clearTimeout(timer);
      for (const subscription of subscriptions)
        void subscription.then((unsubscribe) => unsubscribe()).catch(() => undefined);
    };
  }, [queryClient, userId]);
}
