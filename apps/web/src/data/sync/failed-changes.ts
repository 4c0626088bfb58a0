import { openLocalStore } from '../local/local-store.ts';
import type { FailedChange } from '../repository/repository-types.ts';
import { refreshSyncStatus } from './sync-engine.ts';

// What the failed-changes list shows of a parked conflict and how it is settled (decision 016).
export {
  parkedConflictOf,
  parkedRecordLabel,
  type ParkedConflict,
} from '../conflicts/parked-conflict.ts';
export { recordLabel } from '../conflicts/record-label.ts';
export {
  choiceForAll,
  resolveParkedConflict,
  type ResolveOutcome,
} from './resolve-parked-conflict.ts';

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
