import type { ReportFilters } from '@rumbo/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromSearch, filtersToSearch } from './report-filters-url.ts';

/** The report's filters, kept in the address: changing one replaces the entry, not adds one. */
export function useReportFilters(): [ReportFilters, (filters: ReportFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const setFilters = useCallback(
    (next: ReportFilters) =>
      setParams((current) => filtersToSearch(next, current), { replace: true }),
    [setParams],
  );
  return [filters, setFilters];
}
