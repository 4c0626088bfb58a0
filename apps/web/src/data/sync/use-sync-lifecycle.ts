import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  flushQueue,
  followRealtimeLink,
  probeServer,
  refreshSyncStatus,
  stopProbing,
} from './sync-engine.ts';
import { useSyncStatus } from './use-sync-status.ts';

/**
 * Runs the sync engine while `userId` is signed in: loads the queue counts of their copy, replays
 * what a previous visit left queued, probes the server when the browser says it is online again
 * or the realtime link drops (and takes the link's return for the server's),
 * and refetches every query once the server is back or the queue has drained (what is on screen
 * may have come from the local copy).
 */
export function useSyncLifecycle(userId: string | null): void {
  const queryClient = useQueryClient();
  const { isOnline, pendingCount } = useSyncStatus();
  const previous = useRef({ isOnline, pendingCount });

  useEffect(() => {
    if (!userId) return;
    void refreshSyncStatus().then(() => flushQueue());
    window.addEventListener('online', probeServer);
    const stopFollowing = followRealtimeLink();
    return () => {
      window.removeEventListener('online', probeServer);
      stopFollowing();
      stopProbing();
    };
  }, [userId]);

  useEffect(() => {
    const before = previous.current;
    previous.current = { isOnline, pendingCount };
    const isBack = !before.isOnline && isOnline;
    const hasDrained = before.pendingCount > 0 && pendingCount === 0;
    if (isBack || hasDrained) void queryClient.invalidateQueries();
  }, [isOnline, pendingCount, queryClient]);
}
