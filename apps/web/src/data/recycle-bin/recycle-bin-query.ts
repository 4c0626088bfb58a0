import type { HistoryListPage, RecycleBinItem } from '@rumbo/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';

/** The server's recycle bin routes (docs/decisions/065). */
export const RECYCLE_BIN_ROUTE = '/api/recycle-bin';

/** Every cached page of the bin starts with this key: a restore marks them all stale. */
export const RECYCLE_BIN_KEY = 'recycle-bin';

/** A deleted record waiting in the recycle bin, as the server lists it. */
export type BinItem = RecycleBinItem;

export type BinPage = HistoryListPage<BinItem>;

export type BinPageInput = {
  page: number;
  perPage: number;
  /** One company's items ('' = every company the caller may see: a platform admin's all). */
  company: string;
};

/**
 * One page of the caller's recycle bin, newest first: their company's for a company superuser,
 * every company's (or the one asked for) for a platform admin. Only the server has the bin, so
 * there is no copy to fall back to; the page on screen stays while the next one loads.
 */
export function recycleBinQuery({ page, perPage, company }: BinPageInput) {
  return queryOptions({
    queryKey: [RECYCLE_BIN_KEY, company || 'all', page, perPage] as const,
    queryFn: ({ signal }) =>
      pb.send<BinPage>(RECYCLE_BIN_ROUTE, {
        method: 'GET',
        query: company ? { page, perPage, company } : { page, perPage },
        signal,
        requestKey: null,
      }),
    placeholderData: keepPreviousData,
  });
}
