import { useSyncStatus } from '#data/sync/use-sync-status.ts';

/**
 * Which engine gives the user's notifications: the server's while it answers, else the
 * browser's own computation over the shipments it holds (offline, or demo data kept in this
 * browser only).
 */
export function useNotificationSource(): { source: 'server' | 'local'; isOffline: boolean } {
  const { isOnline, isDemo } = useSyncStatus();
  if (isDemo) return { source: 'local', isOffline: false };
  return isOnline ? { source: 'server', isOffline: false } : { source: 'local', isOffline: true };
}
