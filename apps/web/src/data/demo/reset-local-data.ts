import { openLocalStore } from '../local/local-store.ts';
import { refreshSyncStatus } from '../sync/sync-engine.ts';

/**
 * `?reset` (SPEC §9): forgets the browser's copy (demo data included), so everything is read
 * from the server again. Queued offline writes stay queued. Throws when there is no local copy.
 */
export async function resetLocalData(): Promise<void> {
  const store = await openLocalStore();
  if (!store) throw new Error('The local copy is unavailable in this browser.');
  await store.clearRecords();
  await refreshSyncStatus(store);
}
