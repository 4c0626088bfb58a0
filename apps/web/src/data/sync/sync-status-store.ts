import type { SyncStatus } from '../repository/repository-types.ts';

const listeners = new Set<() => void>();
let status: SyncStatus = { isOnline: true, pendingCount: 0, failedCount: 0, isDemo: false };

/**
 * The data layer's connection and queue state, for `useSyncStatus` (an external store, so every
 * component reads the same value without a provider).
 */
export const syncStatusStore = {
  getSnapshot: (): SyncStatus => status,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  update(patch: Partial<SyncStatus>): void {
    const next = { ...status, ...patch };
    const keys = Object.keys(next) as (keyof SyncStatus)[];
    if (keys.every((key) => next[key] === status[key])) return;
    status = next;
    listeners.forEach((listener) => listener());
  },
};
