import type { ShipmentListRow, ShipmentMode } from '@rumbo/domain';
import type { LocalStore } from '../local/local-store.ts';
import { pagedListQueries } from '../lists/paged-list-queries.ts';
import { rowFromListRecord } from './list-record-row.ts';
import { allLocalShipmentRows, localShipmentRows } from './local-shipment-rows.ts';
import { shipmentCollection } from '../common/shipment-collection.ts';
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
  const { sort, ...filter } = JSON.parse(key) as ShipmentListView['filter'] &
    Pick<ShipmentListView, 'sort'>;
  return { filter, sort };
}

/**
 * A mode's list of one company (every company's for a platform admin, `companyId` null): the
 * head of a view, its pages, the count and every row for an export (see `pagedListQueries`).
 * The browser's copy answers alone while demo data is loaded.
 */
export function shipmentListQueries(mode: ShipmentMode, companyId: string | null) {
  const collection = shipmentCollection(mode);
  return pagedListQueries<ShipmentListRow, ShipmentListView>({
    listKey: [SHIPMENT_LIST_ROOT, mode, companyId ?? 'all'],
    collection,
    viewKey: shipmentViewKey,
    viewOf,
    request: (view) => shipmentListRequest(mode, companyId, view),
    scopeFilter: shipmentScopeFilter(companyId),
    toRow: (record) => rowFromListRecord(mode, record),
    localRows: (store: LocalStore, view) =>
      view
        ? localShipmentRows(store, mode, companyId, view)
        : allLocalShipmentRows(store, mode, companyId),
    isLocalOnly: (store) => store.isDemo(collection),
  });
}
