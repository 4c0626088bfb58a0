import type { ShipmentListRow, ShipmentMode } from '@rumbo/domain';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { openLocalStore, type LocalStore } from '../local/local-store.ts';
import type { ListHead, PageRef } from '../lists/paged-list.ts';
import { countRemote, fetchAllRemoteRows, fetchRemoteHead, fetchRemotePage } from '../lists/remote-list.ts';
import { isServerUnreachable } from '../server-unreachable.ts';
import { markOffline } from '../sync-engine.ts';
import { rowFromListRecord } from './list-record-row.ts';
import { allLocalShipmentRows, localShipmentRows } from './local-shipment-rows.ts';
import { shipmentCollection } from './shipment-collection.ts';
import {
  shipmentListRequest,
  shipmentScopeFilter,
  type ShipmentListView,
} from './shipment-list-request.ts';

/**
 * The first key part of the shipment screens' lists (heads, pages, counts). Not 'shipments':
 * realtime events patch the whole lists under that one, and these hold pages, not lists.
 */
export const SHIPMENT_LIST_ROOT = 'shipment-list';

// Pages scrolled past are kept a minute, so scrolling back is instant and memory stays bounded.
const PAGE_GC_MS = 60_000;

function listKey(mode: ShipmentMode, companyId: string | null) {
  return [SHIPMENT_LIST_ROOT, mode, companyId ?? 'all'] as const;
}

/** The request a head answers, as its key: the same view always gives the same text. */
export function shipmentViewKey({ filter, sort }: ShipmentListView): string {
  return JSON.stringify({
    search: filter.search?.trim() ?? '',
    statuses: [...(filter.statuses ?? [])].sort(),
    priorities: [...(filter.priorities ?? [])].sort(),
    client: filter.client ?? '',
    dateFrom: filter.dateFrom ?? '',
    dateTo: filter.dateTo ?? '',
    sort,
  });
}

function viewOf(key: string): ShipmentListView {
  const { sort, ...filter } = JSON.parse(key) as ShipmentListView['filter'] & Pick<ShipmentListView, 'sort'>;
  return { filter, sort };
}

/**
 * The head of a mode's list for a view: the server's count and first page (per segment), or,
 * with the server unreachable or demo data loaded, every row this browser holds that the view
 * lets through. While another view's head is on its way, the previous one stays on screen.
 */
export function shipmentListHeadQuery(
  mode: ShipmentMode,
  companyId: string | null,
  view: ShipmentListView,
) {
  const key = shipmentViewKey(view);
  const list = listKey(mode, companyId);
  return queryOptions({
    queryKey: [...list, 'head', key] as const,
    queryFn: ({ signal }) => readHead(mode, companyId, key, signal),
    // Only another view of the same list: never a list of another mode or company.
    placeholderData: (previous, previousQuery) =>
      previousQuery && list.every((part, index) => previousQuery.queryKey[index] === part)
        ? keepPreviousData(previous)
        : undefined,
  });
}

/** A later page of the list whose head has `key` (a view key). */
export function shipmentListPageQuery(
  mode: ShipmentMode,
  companyId: string | null,
  key: string,
  ref: PageRef,
) {
  const request = shipmentListRequest(mode, companyId, viewOf(key));
  return queryOptions({
    queryKey: [...listKey(mode, companyId), 'page', key, ref.segment, ref.page] as const,
    queryFn: async ({ signal, client }) => {
      try {
        return await fetchRemotePage(request, ref, (record) => rowFromListRecord(mode, record), { signal });
      } catch (error) {
        // The server went away while scrolling: the head is read again, from this browser's copy.
        if (isServerUnreachable(error)) offlineAgain(client, mode, companyId);
        throw error;
      }
    },
    gcTime: PAGE_GC_MS,
  });
}

/** How many shipments of the mode the user may see, without search or filters. */
export function shipmentCountQuery(mode: ShipmentMode, companyId: string | null) {
  return queryOptions({
    queryKey: [...listKey(mode, companyId), 'count'] as const,
    queryFn: async ({ signal }): Promise<number> => {
      const store = await openLocalStore();
      const collection = shipmentCollection(mode);
      if (store && (await store.isDemo(collection)))
        return (await allLocalShipmentRows(store, mode, companyId)).length;
      try {
        return await countRemote(collection, shipmentScopeFilter(companyId), { signal });
      } catch (error) {
        if (!isServerUnreachable(error) || !store) throw error;
        return (await allLocalShipmentRows(store, mode, companyId)).length;
      }
    },
  });
}

/** Every row of the list a head starts, read in batches for an export (`onProgress`: rows in). */
export async function readAllShipmentRows(
  mode: ShipmentMode,
  companyId: string | null,
  head: ListHead<ShipmentListRow>,
  onProgress?: (loaded: number) => void,
): Promise<ShipmentListRow[]> {
  if (head.source === 'local') return [...head.rows];
  const request = shipmentListRequest(mode, companyId, viewOf(head.key));
  const totals = head.segments.map((segment) => segment.total);
  return fetchAllRemoteRows(request, totals, (record) => rowFromListRecord(mode, record), { onProgress });
}

async function readHead(
  mode: ShipmentMode,
  companyId: string | null,
  key: string,
  signal: AbortSignal,
): Promise<ListHead<ShipmentListRow>> {
  const view = viewOf(key);
  const store = await openLocalStore();
  if (store && (await store.isDemo(shipmentCollection(mode))))
    return { source: 'local', key, rows: await localShipmentRows(store, mode, companyId, view) };
  try {
    const request = shipmentListRequest(mode, companyId, view);
    const segments = await fetchRemoteHead(request, (record) => rowFromListRecord(mode, record), { signal });
    return { source: 'remote', key, segments };
  } catch (error) {
    if (!isServerUnreachable(error)) throw error;
    markOffline();
    return { source: 'local', key, rows: await offlineRows(store, mode, companyId, view, error) };
  }
}

/** The rows this browser holds; with none ever kept there is no honest answer: the error. */
async function offlineRows(
  store: LocalStore | null,
  mode: ShipmentMode,
  companyId: string | null,
  view: ShipmentListView,
  error: unknown,
): Promise<ShipmentListRow[]> {
  if (!store) throw error;
  const collection = shipmentCollection(mode);
  const rows = await localShipmentRows(store, mode, companyId, view);
  if (rows.length === 0 && !(await store.hasSynced(collection)) && (await store.list(collection)).length === 0)
    throw error;
  return rows;
}

function offlineAgain(client: QueryClient, mode: ShipmentMode, companyId: string | null): void {
  markOffline();
  void client.invalidateQueries({ queryKey: [...listKey(mode, companyId), 'head'] });
}
