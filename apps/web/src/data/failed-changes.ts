import { openLocalStore } from './local/local-store.ts';
import type { FailedChange } from './repository-types.ts';
import { refreshSyncStatus } from './sync-engine.ts';

/** The offline writes the server refused on replay, oldest first (for the sync indicator). */
export async function listFailedChanges(): Promise<FailedChange[]> {
  return (await (await openLocalStore())?.queue.failed()) ?? [];
}

/** Forgets one refused write once the user has seen it. */
export async function dismissFailedChange(id: number): Promise<void> {
  const store = await openLocalStore();
  await store?.queue.dismissFailed(id);
  await refreshSyncStatus(store);
}
