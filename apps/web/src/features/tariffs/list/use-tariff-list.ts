import {
  emptyTariffFilters,
  tariffDay,
  tariffValidity,
  type Tariff,
  type TariffFilters,
} from '@rumbo/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { PageRef } from '#data/lists/paged-list.ts';
import { usePagedRows } from '#data/lists/use-paged-rows.ts';
import { useCompanyNames } from '#data/partners/partner-companies-query.ts';
import { useSearchParamsWriter } from '#lib/use-search-params-writer.ts';
import { useListSearch } from '#ui/use-list-search.ts';
import { tariffListQueries, tariffValidityCountsQuery } from '#data/tariffs/tariff-list-queries.ts';
import type { TariffUser } from '../tariff-user.ts';
import type { TariffRowView } from './tariff-row.tsx';

// The filters besides the search, each its own URL parameter of the same name.
const FILTER_PARAMS = [
  'kind',
  'mode',
  'cargoType',
  'carrier',
  'origin',
  'destination',
  'validity',
] as const;

/**
 * The tariffs screen's list: its search (`?search=`) and filters in the URL, the lines the
 * server answers a page at a time with their validity on `today` (every company's, with its
 * name, for a platform admin), the count with and without the filters, and the counts per
 * validity.
 */
export function useTariffList(user: TariffUser, today: string) {
  const [search, setSearch] = useListSearch();
  const [params] = useSearchParams();
  const writeParams = useSearchParamsWriter();
  const text = params.toString();
  const filters = useMemo((): TariffFilters => {
    const read = new URLSearchParams(text);
    const values = Object.fromEntries(FILTER_PARAMS.map((name) => [name, read.get(name) ?? '']));
    return { ...emptyTariffFilters(), ...values, search };
  }, [text, search]);
  const change = (patch: Partial<TariffFilters>) => {
    if (patch.search !== undefined) setSearch(patch.search);
    writeParams((current) => withFilters(current, patch), { replace: true });
  };
  const queries = useMemo(() => tariffListQueries(user.companyId), [user.companyId]);
  const view = useMemo(() => ({ filters, today }), [filters, today]);
  const head = useQuery(queries.head(view));
  const total = useQuery(queries.count());
  const counts = useQuery(tariffValidityCountsQuery(user.companyId, today));
  const pageQuery = useCallback((key: string, ref: PageRef) => queries.page(key, ref), [queries]);
  const paged = usePagedRows(head.data, pageQuery);
  const { companies, names } = useCompanyNames(user.isAdmin);
  const { rowAt: pagedRowAt, loadedRows: pagedLoadedRows } = paged;
  const toView = useCallback(
    (tariff: Tariff) => tariffRowView(tariff, today, names.get(tariff.company) ?? tariff.company),
    [names, today],
  );
  const rowAt = useCallback(
    (index: number) => {
      const tariff = pagedRowAt(index);
      return tariff && toView(tariff);
    },
    [pagedRowAt, toView],
  );
  const loadedRows = useMemo(() => pagedLoadedRows().map(toView), [pagedLoadedRows, toView]);
  return {
    filters,
    change,
    clear: () => change(emptyTariffFilters()),
    head,
    count: paged.count,
    total: total.data,
    counts: counts.data,
    rowAt,
    loadedRows,
    showRange: paged.showRange,
    companies,
  };
}

// The same view object for the same line, day and company name, so rows that did not change
// are not drawn again when a page arrives.
const VIEWS = new WeakMap<Tariff, TariffRowView & { day: string }>();

function tariffRowView(tariff: Tariff, today: string, companyName: string): TariffRowView {
  const known = VIEWS.get(tariff);
  if (known && known.companyName === companyName && known.day === today) return known;
  const view = {
    tariff,
    validity: tariffValidity(tariff, today),
    validFrom: tariffDay(tariff.validFrom),
    validTo: tariffDay(tariff.validTo),
    companyName,
    day: today,
  };
  VIEWS.set(tariff, view);
  return view;
}

function withFilters(current: URLSearchParams, patch: Partial<TariffFilters>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of FILTER_PARAMS) {
    const value = patch[name];
    if (value === undefined) continue;
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}
