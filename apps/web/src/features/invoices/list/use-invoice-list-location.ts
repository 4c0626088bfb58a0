import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  EMPTY_INVOICE_LIST_VIEW,
  type InvoiceListSort,
  type InvoiceListView,
} from '#data/invoices/invoice-list-filter.ts';
import {
  invoiceListFromSearch,
  invoiceListToSearch,
  type InvoiceListLocation,
} from './invoice-list-url.ts';

const TYPING_DELAY_MS = 300;

export type InvoiceListControls = InvoiceListLocation & {
  /** The search as its box shows it: it reaches the address (and the server) after a pause. */
  typedSearch: string;
  setTypedSearch: (search: string) => void;
  /** A filter changed: the list starts again at its first page. */
  setFilter: (change: Partial<Omit<InvoiceListView, 'search'>>) => void;
  setSort: (sort: InvoiceListSort) => void;
  setPage: (page: number) => void;
  clearFilters: () => void;
};

/**
 * The invoices list's filters, order and page, kept in the address (a change replaces the
 * entry, not adds one), so a reload or a shared link shows the same list.
 */
export function useInvoiceListLocation(): InvoiceListControls {
  const [params, setParams] = useSearchParams();
  const location = useMemo(() => invoiceListFromSearch(params), [params]);
  const [typedSearch, setTyped] = useState(location.view.search);
  const write = useCallback(
    (change: (current: InvoiceListLocation) => InvoiceListLocation) =>
      setParams((current) => invoiceListToSearch(change(invoiceListFromSearch(current)), current), {
        replace: true,
      }),
    [setParams],
  );
  const writeFilters = (change: Partial<InvoiceListView>) =>
    write((current) => ({ ...current, view: { ...current.view, ...change }, page: 1 }));
  const writeSearch = useDebouncedCallback(
    (search: string) => writeFilters({ search }),
    TYPING_DELAY_MS,
  );
  const setPage = useCallback(
    (page: number) => write((current) => ({ ...current, page })),
    [write],
  );
  return {
    ...location,
    typedSearch,
    setTypedSearch: (search) => {
      setTyped(search);
      writeSearch(search);
    },
    setFilter: writeFilters,
    setSort: (sort) => write((current) => ({ ...current, sort, page: 1 })),
    setPage,
    clearFilters: () => {
      writeSearch.cancel();
      setTyped('');
      write((current) => ({ ...current, view: EMPTY_INVOICE_LIST_VIEW, page: 1 }));
    },
  };
}
