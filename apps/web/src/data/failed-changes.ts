import { openLocalStore } from './local/local-store.ts';
import type { FailedChange } from './repository-types.ts';
import { refreshSyncStatus } from './sync-engine.ts';

/** The query key of the failed changes list (refetched after a change is applied or dismissed). */
export const FAILED_CHANGES_KEY = ['sync', 'failed-changes'] as const;

/** The offline writes the server refused on replay and the conflicts parked there, oldest first (for the sync indicator). */
export async function listFailedChanges(): Promise<FailedChange[]> {
  return (await (await openLocalStore())?.queue.failed()) ?? [];
}

/** Forgets one refused write once the user has seen it. */
export async function dismissFailedChange(id: number): Promise<void> {
  const store = await openLocalStore();
  await store?.queue.dismissFailed(id);
  await refreshSyncStatus(store);
}
