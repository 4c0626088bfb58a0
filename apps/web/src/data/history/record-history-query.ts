import type { HistoryEntry, HistoryListPage } from '@rumbo/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';
import type { RepositoryCollection } from '../repository/repository-types.ts';

/** The first key part of every history query: invalidating it reads every open history again. */
export const HISTORY_QUERY_ROOT = 'record-history';

/** Entries per page: the server's default page size (SPEC §9). */
export const HISTORY_PAGE_SIZE = 30;

/** The collections whose records keep a history the web app shows (docs/decisions/065). */
export type HistoryCollection = Extract<
  RepositoryCollection,
  | 'shipments_ocean'
  | 'shipments_air'
  | 'shipments_land'
  | 'partners'
  | 'companies'
  | 'users'
  | 'tariffs'
>;

/** One page of a record's history, newest first, as the server answers it (PocketBase's list shape). */
export type HistoryPage = HistoryListPage<HistoryEntry>;

export function recordHistoryKey(collection: HistoryCollection, recordId: string) {
  return [HISTORY_QUERY_ROOT, collection, recordId] as const;
}

/**
 * A record's history, a page at a time ("load more" reads the next). It is the server's only:
 * the browser keeps no copy, so offline there is nothing to show (the screens say so).
 */
export function recordHistoryQuery(collection: HistoryCollection, recordId: string) {
  return infiniteQueryOptions({
    queryKey: recordHistoryKey(collection, recordId),
    queryFn: ({ pageParam, signal }) =>
      pb.send<HistoryPage>(`/api/history/${collection}/${encodeURIComponent(recordId)}`, {
        query: { page: pageParam, perPage: HISTORY_PAGE_SIZE },
        signal,
        requestKey: null,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: HistoryPage) =>
      last.page < last.totalPages ? last.page + 1 : undefined,
    // Tried even when the browser says it is offline: the failure is what tells the tab so.
    networkMode: 'always',
    // Opened again, the tab reads the history afresh (a colleague may have saved meanwhile).
    staleTime: 0,
  });
}
