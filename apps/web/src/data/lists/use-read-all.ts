import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { headCount } from './paged-list.ts';
import type { pagedListQueries } from './paged-list-queries.ts';

type PagedListQueries<Row extends { id: string }, View> = ReturnType<
  typeof pagedListQueries<Row, View>
>;

/** How far an export's reading has come: rows read of the view's count. */
export type ReadProgress = (loaded: number, total: number) => void;

/**
 * Every row of the view chosen now, for an export. While a newly chosen search or filter is
 * being answered, the list still shows the previous view's rows (so it does not flash empty);
 * an export started then waits for the new view's head instead of reading the old one.
 */
export function useReadAll<Row extends { id: string }, View>(
  queries: PagedListQueries<Row, View>,
  view: View,
  enabled: boolean,
): (onProgress?: ReadProgress) => Promise<Row[]> {
  const queryClient = useQueryClient();
  return useCallback(
    async (onProgress?: ReadProgress) => {
      if (!enabled) return [];
      const head = await queryClient.ensureQueryData(queries.head(view));
      const total = headCount(head);
      return queries.readAll(head, onProgress && ((loaded) => onProgress(loaded, total)));
    },
    [queryClient, queries, view, enabled],
  );
}
