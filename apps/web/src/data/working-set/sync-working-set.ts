import { keysetPages, SHIPMENT_COLLECTION_NAMES, type KeysetOrder } from '@rumbo/domain';
import { pb } from '#lib/pocketbase.ts';
import { openLocalStore, type LocalStore } from '../local/local-store.ts';
import type { RepositoryCollection, StoredRecord } from '../repository/repository-types.ts';
import { pinnedIds } from './pinned-records.ts';
import { recordsToEvict, workingSetCutoff, workingSetFilter } from './working-set-rules.ts';
import { publishWorkingSetSize } from './working-set-size.ts';

// About 1 MB of JSON a page: big enough to be few requests, small enough to stay out of the way.
const PAGE_SIZE = 200;
const ID_PAGE_SIZE = 1000;
const sinceKey = (collection: string) => `workingSet:since:${collection}`;

/** Collections kept whole: a company's partners and tariffs are few next to its shipments. */
const WHOLE_COLLECTIONS: readonly RepositoryCollection[] = ['partners', 'tariffs'];

/**
 * Brings the browser's copy up to the working set (decision 053): per shipment mode, the open
 * shipments and those created in the last 90 days, read incrementally (only what changed since
 * the last pass), then the copy's records that left the set are dropped unless the user opened
 * them lately or has writes queued for them. Partners and tariffs are kept whole. Each page is
 * written to IndexedDB as it comes and dropped, so memory does not grow with the set. Lists
 * are walked by keyset, so colleagues' writes during a pass make it skip nothing.
 */
export async function syncWorkingSet({ now, signal }: { now: Date; signal?: AbortSignal }) {
  const store = await openLocalStore();
  if (!store) return;
  const cutoff = workingSetCutoff(now);
  for (const collection of SHIPMENT_COLLECTION_NAMES) {
    if (signal?.aborted || (await store.isDemo(collection))) continue;
    await syncCollection(store, collection, workingSetFilter(cutoff, null), signal, cutoff);
  }
  for (const collection of WHOLE_COLLECTIONS) {
    if (signal?.aborted || (await store.isDemo(collection))) continue;
    await syncCollection(store, collection, '', signal, null);
  }
  await publishWorkingSetSize(store);
}

/**
 * One collection: the records changed since the last pass (all of them the first time), the
 * ids of the whole set to notice deletions, then eviction. `cutoff` null keeps everything the
 * server lists.
 */
async function syncCollection(
  store: LocalStore,
  collection: RepositoryCollection,
  setFilter: string,
  signal: AbortSignal | undefined,
  cutoff: string | null,
): Promise<void> {
  const since = await store.readMeta<string>(sinceKey(collection));
  const queued = new Set((await store.queue.pending(collection)).map((change) => change.recordId));
  const filter = since ? joinFilters(setFilter, `updated >= "${since}"`) : setFilter;
  let latest = since ?? '';
  const pages = keysetPages(
    (pageFilter) => pageOf<StoredRecord>(collection, pageFilter, 'updated,id', PAGE_SIZE, signal),
    { filter, order: 'updated,id', pageSize: PAGE_SIZE },
  );
  for await (const items of pages) {
    await store.putServerRecords(collection, items, queued);
    for (const record of items)
      if (typeof record.updated === 'string' && record.updated > latest) latest = record.updated;
  }
  const serverIds = await listIds(collection, setFilter, signal);
  const copy = await store.list(collection);
  const evicted = cutoff
    ? recordsToEvict(copy, { cutoff, pinned: await pinnedIds(store, collection), queued, serverIds })
    : copy.filter((r) => !serverIds.has(r.id) && !queued.has(r.id)).map((r) => r.id);
  await store.removeMany(collection, evicted);
  if (latest !== '') await store.writeMeta(sinceKey(collection), latest);
  await store.markSynced(collection);
}

async function listIds(
  collection: RepositoryCollection,
  filter: string,
  signal: AbortSignal | undefined,
): Promise<Set<string>> {
  const ids = new Set<string>();
  const pages = keysetPages(
    (pageFilter) => pageOf<{ id: string }>(collection, pageFilter, 'id', ID_PAGE_SIZE, signal, 'id'),
    { filter, order: 'id', pageSize: ID_PAGE_SIZE },
  );
  for await (const items of pages) for (const record of items) ids.add(record.id);
  return ids;
}

/**
 * One page of a list walked by keyset (the domain's keysetPages): page numbers shift under
 * colleagues' writes and would skip records; a keyset page also costs the server no more than
 * the first (no rows counted past).
 */
async function pageOf<Item>(
  collection: RepositoryCollection,
  filter: string,
  sort: KeysetOrder,
  pageSize: number,
  signal: AbortSignal | undefined,
  fields?: string,
): Promise<Item[]> {
  const answer = await pb.collection(collection).getList<Item>(1, pageSize, {
    ...(filter ? { filter } : {}),
    ...(fields ? { fields } : {}),
    sort,
    skipTotal: true,
    requestKey: null,
    signal,
  });
  return answer.items;
}

function joinFilters(a: string, b: string): string {
  return a ? `${a} && ${b}` : b;
}
