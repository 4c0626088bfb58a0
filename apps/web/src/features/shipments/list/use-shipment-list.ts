import { isPlatformAdmin, type ShipmentListRow, type ShipmentMode } from '@rumbo/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { PageRef } from '#data/lists/paged-list.ts';
import { usePagedRows } from '#data/lists/use-paged-rows.ts';
import { useReadAll } from '#data/lists/use-read-all.ts';
import { shipmentListQueries } from '#data/shipments/shipment-list-queries.ts';
import { useAuthSession } from '#lib/use-auth-session.ts';
import { useListSearch } from '#ui/use-list-search.ts';
import { useListUrlState } from './use-list-url-state.ts';
import { usePendingShipments } from './use-pending-shipments.ts';

/**
 * A mode's shipment screen's list: its search, filters and order (all in the URL), the rows the
 * server answers a page at a time (every company's for a platform admin), the count with and
 * without the filters, and the offline changes laid over the rows they touch.
 */
export function useShipmentList(mode: ShipmentMode) {
  const { user } = useAuthSession();
  const companyId = isPlatformAdmin(user) ? null : user?.company || null;
  const [search, setSearch] = useListSearch();
  const { filters, sort, setFilters, setSort } = useListUrlState();
  const view = useMemo(() => ({ filter: { ...filters, search }, sort }), [filters, search, sort]);
  const enabled = user !== null;
  const queries = useMemo(() => shipmentListQueries(mode, companyId), [mode, companyId]);
  const head = useQuery({ ...queries.head(view), enabled });
  const total = useQuery({ ...queries.count(), enabled });
  const pageQuery = useCallback((key: string, ref: PageRef) => queries.page(key, ref), [queries]);
  const paged = usePagedRows(head.data, pageQuery);
  const pending = usePendingShipments(mode);
  const isRemote = head.data?.source === 'remote';
  const { rowAt: pagedRowAt, loadedRows: pagedLoadedRows } = paged;
  // The server's pages show a change made offline only once it is replayed: until then, this
  // browser's copy of the row stands in for the server's.
  const rowAt = useCallback(
    (index: number): ShipmentListRow | undefined => {
      const row = pagedRowAt(index);
      return (isRemote && row && pending.rows.get(row.id)) || row;
    },
    [pagedRowAt, pending.rows, isRemote],
  );
  const loadedRows = useMemo(
    () => pagedLoadedRows().map((row) => (isRemote && pending.rows.get(row.id)) || row),
    [pagedLoadedRows, pending.rows, isRemote],
  );
  const readAll = useReadAll(queries, view, enabled);
  return {
    /** Null for a platform admin (every company); undefined while nobody is signed in. */
    companyId: user ? companyId : undefined,
    search,
    setSearch,
    filters,
    setFilters,
    sort,
    setSort,
    head,
    /** The mode's shipments without search or filters; undefined until counted. */
    total: total.data,
    count: paged.count,
    rowAt,
    loadedRows,
    showRange: paged.showRange,
    readAll,
    pendingIds: pending.ids,
  };
}
