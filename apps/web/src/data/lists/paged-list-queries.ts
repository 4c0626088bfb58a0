import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { warnLocalWrite } from '../repository/repository-reads.ts';
import { openLocalStore, type LocalStore } from '../local/local-store.ts';
import type { RepositoryCollection, StoredRecord } from '../repository/repository-types.ts';
import { isServerUnreachable } from '../common/server-unreachable.ts';
import { markOffline } from '../sync/sync-engine.ts';
import type { ListHead, PageRef } from './paged-list.ts';
import {
  countRemote,
  fetchAllRemoteRows,
  fetchRemoteHead,
  fetchRemotePage,
  type RemoteListRequest,
} from './remote-list.ts';

/** How one list screen is read: from the server a page at a time, or from the browser's copy. */
export type PagedListSpec<Row, View> = {
  /** The list's query key: a root of its own and the scope (mode, company …). */
  listKey: readonly unknown[];
  collection: RepositoryCollection;
  /** The same view always gives the same key; `viewOf` reads it back. */
  viewKey: (view: View) => string;
  viewOf: (key: string) => View;
  request: (view: View) => RemoteListRequest;
  /** The scope's filter alone, for the count without search or filters. */
  scopeFilter: string;
  toRow: (record: StoredRecord) => Row;
  /** Every row of the scope this browser holds, and those the view lets through, in order. */
  localRows: (store: LocalStore, view: View | null) => Promise<Row[]>;
  /** The copy answers alone (demo data loaded for the collection). */
  isLocalOnly?: (store: LocalStore) => Promise<boolean>;
  /**
   * The server's rows are whole records (all but its search text): each page read refreshes
   * the browser's copy, so what was just seen is there offline.
   */
  keepsWholeRecords?: boolean;
};

// Pages scrolled past are kept a minute, so scrolling back is instant and memory stays bounded.
const PAGE_GC_MS = 60_000;

/**
 * The queries of a paged list (decision 051): the head of a view (the server's count and first
 * page per segment; with the server unreachable, every row of the copy the view lets through),
 * its later pages, the count without filters, and every row for an export.
 */
export function pagedListQueries<Row extends { id: string }, View>(spec: PagedListSpec<Row, View>) {
  const { listKey } = spec;
  const head = (view: View) => {
    const key = spec.viewKey(view);
    return queryOptions({
      queryKey: [...listKey, 'head', key] as const,
      queryFn: ({ signal }) => readHead(spec, key, signal),
      // The browser saying it is offline must not hold the query back: the copy answers then.
      networkMode: 'always',
      // Only another view of the same list: never a list of another mode or company.
      placeholderData: (previous: ListHead<Row> | undefined, previousQuery) =>
        previousQuery && listKey.every((part, index) => previousQuery.queryKey[index] === part)
          ? keepPreviousData(previous)
          : undefined,
    });
  };
  const page = (key: string, ref: PageRef) =>
    queryOptions({
      queryKey: [...listKey, 'page', key, ref.segment, ref.page] as const,
      queryFn: async ({ signal, client }) => {
        try {
          return await fetchRemotePage(spec.request(spec.viewOf(key)), ref, spec.toRow, {
            signal,
            onRecords: copyKeeper(spec),
          });
        } catch (error) {
          // The server went away while scrolling: the head is read again, from the copy.
          if (isServerUnreachable(error)) offlineAgain(client, listKey);
          throw error;
        }
      },
      gcTime: PAGE_GC_MS,
      networkMode: 'always',
    });
  const count = () =>
    queryOptions({
      queryKey: [...listKey, 'count'] as const,
      queryFn: ({ signal }) => readCount(spec, signal),
      networkMode: 'always',
    });
  const readAll = (listHead: ListHead<Row>, onProgress?: (loaded: number) => void) => {
    if (listHead.source === 'local') return Promise.resolve([...listHead.rows]);
    const totals = listHead.segments.map((segment) => segment.total);
    return fetchAllRemoteRows(spec.request(spec.viewOf(listHead.key)), totals, spec.toRow, {
      onProgress,
    });
  };
  return { head, page, count, readAll };
}

async function readHead<Row, View>(
  spec: PagedListSpec<Row, View>,
  key: string,
  signal: AbortSignal,
): Promise<ListHead<Row>> {
  const view = spec.viewOf(key);
  const store = await openLocalStore();
  if (store && (await spec.isLocalOnly?.(store)))
    return { source: 'local', key, rows: await spec.localRows(store, view) };
  try {
    const segments = await fetchRemoteHead(spec.request(view), spec.toRow, {
      signal,
      onRecords: copyKeeper(spec),
    });
    return { source: 'remote', key, segments };
  } catch (error) {
    if (!isServerUnreachable(error)) throw error;
    markOffline();
    // With nothing of the collection ever kept there is no honest answer: the error.
    if (!store || !(await holdsAny(store, spec.collection))) throw error;
    return { source: 'local', key, rows: await spec.localRows(store, view) };
  }
}

async function readCount<Row, View>(spec: PagedListSpec<Row, View>, signal: AbortSignal) {
  const store = await openLocalStore();
  if (store && (await spec.isLocalOnly?.(store))) return (await spec.localRows(store, null)).length;
  try {
    return await countRemote(spec.collection, spec.scopeFilter, { signal });
  } catch (error) {
    if (!isServerUnreachable(error) || !store) throw error;
    return (await spec.localRows(store, null)).length;
  }
}

function copyKeeper<Row, View>(spec: PagedListSpec<Row, View>) {
  if (!spec.keepsWholeRecords) return undefined;
  return (records: StoredRecord[]) => void keepInCopy(spec.collection, records);
}

/** The records as the server sent them, into the copy, but those with writes still queued. */
async function keepInCopy(collection: RepositoryCollection, records: StoredRecord[]) {
  try {
    const store = await openLocalStore();
    if (!store) return;
    const queued = new Set((await store.queue.pending(collection)).map((change) => change.recordId));
    for (const record of records) if (!queued.has(record.id)) await store.put(collection, record);
  } catch (error) {
    warnLocalWrite(error);
  }
}

async function holdsAny(store: LocalStore, collection: RepositoryCollection): Promise<boolean> {
  return (await store.hasSynced(collection)) || (await store.list(collection)).length > 0;
}

function offlineAgain(client: QueryClient, listKey: readonly unknown[]): void {
  markOffline();
  void client.invalidateQueries({ queryKey: [...listKey, 'head'] });
}
