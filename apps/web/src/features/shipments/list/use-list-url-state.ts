import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchParamsWriter } from '#lib/use-search-params-writer.ts';
import { readListParams, writeListParams } from './list-url-params.ts';
import type { ListFilters, ListSort } from './list-view-state.ts';

export type ListUrlState = {
  filters: ListFilters;
  sort: ListSort;
  setFilters: (filters: ListFilters) => void;
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
      setFilters: (filters: ListFilters) =>
        writeParams(
          (current) => writeListParams(current, { ...readListParams(current), filters }),
          {
            replace: true,
          },
        ),
      setSort: (sort: ListSort) =>
        writeParams((current) => writeListParams(current, { ...readListParams(current), sort }), {
          replace: true,
        }),
    }),
    [state, writeParams],
  );
}
