import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  EMPTY_QUOTE_LIST_VIEW,
  type QuoteListSort,
  type QuoteListView,
} from '#data/quotes/quote-list-filter.ts';
import {
  quoteListFromSearch,
  quoteListToSearch,
  type QuoteListLocation,
} from './quote-list-url.ts';

const TYPING_DELAY_MS = 300;

/** The filters typed letter by letter: they reach the address (and the server) after a pause. */
export type QuoteListTyped = Pick<QuoteListView, 'search' | 'origin' | 'destination'>;
type PickedFilters = Partial<Omit<QuoteListView, keyof QuoteListTyped>>;

export type QuoteListControls = QuoteListLocation & {
  /** The typed filters as the boxes show them. */
  typed: QuoteListTyped;
  setTyped: (change: Partial<QuoteListTyped>) => void;
  /** A filter changed: the list starts again at its first page. */
  setFilter: (change: PickedFilters) => void;
  setSort: (sort: QuoteListSort) => void;
  setPage: (page: number) => void;
  clearFilters: () => void;
};

/**
 * The quotes list's filters, order and page, kept in the address (a change replaces the entry,
 * not adds one), so a reload or a shared link shows the same list.
 */
export function useQuoteListLocation(): QuoteListControls {
  const [params, setParams] = useSearchParams();
  const location = useMemo(() => quoteListFromSearch(params), [params]);
  const { search, origin, destination } = location.view;
  const [typed, setTypedState] = useState<QuoteListTyped>({ search, origin, destination });
  const write = useCallback(
    (change: (current: QuoteListLocation) => QuoteListLocation) =>
      setParams((current) => quoteListToSearch(change(quoteListFromSearch(current)), current), {
        replace: true,
      }),
    [setParams],
  );
  const writeFilters = (change: Partial<QuoteListView>) =>
    write((current) => ({ ...current, view: { ...current.view, ...change }, page: 1 }));
  const writeTyped = useDebouncedCallback(writeFilters, TYPING_DELAY_MS);
  const setPage = useCallback(
    (page: number) => write((current) => ({ ...current, page })),
    [write],
  );
  return {
    ...location,
    typed,
    setTyped: (change) => {
      const next = { ...typed, ...change };
      setTypedState(next);
      writeTyped(next);
    },
    setFilter: writeFilters,
    setSort: (sort) => write((current) => ({ ...current, sort, page: 1 })),
    setPage,
    clearFilters: () => {
      writeTyped.cancel();
      setTypedState({ search: '', origin: '', destination: '' });
      write((current) => ({ ...current, view: EMPTY_QUOTE_LIST_VIEW, page: 1 }));
    },
  };
}
