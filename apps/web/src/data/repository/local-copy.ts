import { openLocalStore, type LocalStore } from '../local/local-store.ts';
import type { RepositoryCollection, StoredRecord } from './repository-types.ts';

/** What a screen may read of the browser's copy itself: the records of a scope, one record. */
export type LocalCopy = Pick<LocalStore, 'list' | 'get'>;

/**
 * The signed-in user's copy, for a screen that answers from it when the server is away; null
 * when nobody is signed in or the browser has no usable IndexedDB.
 */
export function openLocalCopy(): Promise<LocalCopy | null> {
  return openLocalStore();
}

/**
 * The records of a collection with changes still waiting in the offline queue, in queue order,
 * each as the copy has it (null when the copy does not hold it). Empty without a copy.
 */
export async function readQueuedRecords(
  collection: RepositoryCollection,
): Promise<Map<string, StoredRecord | null>> {
  const store = await openLocalStore();
  if (!store) return new Map();
  const changes = await store.queue.pending(collection);
  const queued = new Map<string, StoredRecord | null>();
  for (const id of new Set(changes.map((change) => change.recordId)))
    queued.set(id, await store.get(collection, id));
  return queued;
}
