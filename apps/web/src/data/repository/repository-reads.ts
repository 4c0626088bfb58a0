import { ClientResponseError } from 'pocketbase';
import { pb } from '#lib/pocketbase.ts';
import { openLocalStore, type LocalStore } from '../local/local-store.ts';
import { applyPendingChanges } from '../common/pending-changes.ts';
import { scopeFilter } from '../common/record-scope.ts';
import type {
  ListOptions,
  ListResult,
  RepositoryCollection,
  StoredRecord,
} from './repository-types.ts';
import { isServerUnreachable } from '../common/server-unreachable.ts';
import { sortRecords } from '../common/sort-records.ts';
import { markOffline, markOnline } from '../sync/sync-engine.ts';
import { pinRecord } from '../working-set/pinned-records.ts';

// SPEC §7: full lists are fetched in batches of 500.
const FULL_LIST_BATCH = 500;

/**
 * All records of a scope: from the server when it answers (refreshing the local copy), else from
 * the local copy. With nothing ever synced for the collection there is no honest answer offline,
 * so the server's error is thrown rather than an empty list.
 */
export async function listRecords(
  collection: RepositoryCollection,
  { scope, sort, signal }: ListOptions = {},
): Promise<ListResult<StoredRecord>> {
  const store = await openLocalStore();
  if (store && (await store.isDemo(collection))) return localList(store, collection, { scope, sort });
  try {
    const filter = scopeFilter(scope);
    const remote = await pb.collection(collection).getFullList<StoredRecord>({
      batch: FULL_LIST_BATCH,
      ...(filter ? { filter } : {}),
      ...(sort ? { sort } : {}),
      requestKey: null,
      signal,
    });
    return { items: await settleRemoteList(store, collection, remote, { scope, sort }), source: 'remote' };
  } catch (error) {
    return localFallback(store, collection, error, { scope, sort });
  }
}

/** The server's list with the pending writes laid over and sorted; the copy updated behind it. */
async function settleRemoteList(
  store: LocalStore | null,
  collection: RepositoryCollection,
  remote: StoredRecord[],
  { scope, sort }: ListOptions,
): Promise<StoredRecord[]> {
  markOnline();
  const pending = (await store?.queue.pending(collection)) ?? [];
  const items = sortRecords(applyPendingChanges(remote, pending, { collection, scope }), sort);
  // The copy is written behind the answer: a screen waiting for 10,000 records should not also
  // wait for IndexedDB. Later writes to the collection queue behind this one (Dexie runs
  // read-write transactions on a table in order), so none is overwritten by it.
  void store?.replaceScope(collection, scope, items).catch(warnLocalWrite);
  return items;
}

/** The local copy when the server cannot be reached and something was synced; else the error. */
async function localFallback(
  store: LocalStore | null,
  collection: RepositoryCollection,
  error: unknown,
  { scope, sort }: ListOptions,
): Promise<ListResult<StoredRecord>> {
  if (!isServerUnreachable(error)) throw error;
  markOffline();
  if (!store || !(await store.hasSynced(collection))) throw error;
  return localList(store, collection, { scope, sort });
}

/**
 * One record: the server's, else the local copy's. A record the server does not have (404) is
 * dropped from the copy and reported as null, unless it was created offline and is still queued.
 */
export async function getRecord(
  collection: RepositoryCollection,
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<StoredRecord | null> {
  const store = await openLocalStore();
  if (store && (await store.isDemo(collection))) return store.get(collection, id);
  try {
    const remote = await pb.collection(collection).getOne<StoredRecord>(id, { requestKey: null, signal });
    markOnline();
    const pending = (await store?.queue.pending(collection)) ?? [];
    const [record = remote] = applyPendingChanges([remote], pending, { collection });
    await store?.put(collection, record).catch(warnLocalWrite);
    // A record someone opened stays in the offline copy whatever its age (decision 053).
    if (store && collection.startsWith('shipments_'))
      await pinRecord(store, collection, id).catch(warnLocalWrite);
    return record;
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 404) {
      markOnline(); // an answer: the server is there
      return notOnServer(store, collection, id);
    }
    if (!isServerUnreachable(error)) throw error;
    markOffline();
    return (await store?.get(collection, id)) ?? null;
  }
}

async function notOnServer(
  store: LocalStore | null,
  collection: RepositoryCollection,
  id: string,
): Promise<StoredRecord | null> {
  const pending = (await store?.queue.pending(collection)) ?? [];
  const queued = applyPendingChanges<StoredRecord>([], pending, { collection }).find((record) => record.id === id);
  if (queued) return queued;
  await store?.remove(collection, id).catch(warnLocalWrite);
  return null;
}

async function localList(
  store: LocalStore,
  collection: RepositoryCollection,
  { scope, sort }: ListOptions,
): Promise<ListResult<StoredRecord>> {
  return { items: sortRecords(await store.list(collection, scope), sort), source: 'local' };
}

/** A failed write to the copy must not fail a read the server answered. */
export function warnLocalWrite(error: unknown): void {
  console.warn('Could not update the local copy.', error);
}
