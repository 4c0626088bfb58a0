import { useSyncExternalStore } from 'react';
import type { SyncStatus } from '../repository/repository-types.ts';
import { syncStatusStore } from './sync-status-store.ts';

/** Whether the server answers, how many offline writes wait, how many it refused, demo mode. */
export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(syncStatusStore.subscribe, syncStatusStore.getSnapshot);
}
