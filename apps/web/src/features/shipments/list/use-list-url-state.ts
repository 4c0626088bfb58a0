import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchParamsWriter } from '#lib/use-search-params-writer.ts';
import { readListParams, writeListParams } from './list-url-params.ts';
import type { ListFilters, ListSort } from './list-view-state.ts';

export type ListUrlState = {
  filters: ListFilters;
  sort: ListSort;
  /**
   * Changes the filters named in `patch`, over the filters in the URL as it is now: two quick
   * changes (a date range's two ends) each keep the other's value.
   */
  setFilters: (patch: Partial<ListFilters>) => void;
  setSort: (sort: ListSort) => void;
};

/**
 * The list's filters and order, kept in the URL (see `readListParams`): a change replaces the
 * history entry, as the search does, so Back leaves the screen rather than undoing a filter.
 */
export function useListUrlState(): ListUrlState {
  const [params] = useSearchParams();
  const writeParams = useSearchParamsWriter();
  const text = params.toString();
  // Parsed once per URL, so the filters keep their identity while something else renders.
  const state = useMemo(() => readListParams(new URLSearchParams(text)), [text]);
  return useMemo(
    () => ({
      ...state,
      setFilters: (patch: Partial<ListFilters>) =>
        writeParams(
          (current) => {
            const live = readListParams(current);
            return writeListParams(current, { ...live, filters: { ...live.filters, ...patch } });
          },
          { replace: true },
        ),
      setSort: (sort: ListSort) =>
        writeParams((current) => writeListParams(current, { ...readListParams(current), sort }), {
          replace: true,
        }),
    }),
    [state, writeParams],
  );
}
