import {
  foldSearchText,
  shipmentCreatedRange,
  type ShipmentListFilter,
  type ShipmentMode,
  type ShipmentSortDirection,
  type ShipmentSortKey,
} from '@rumbo/domain';
import { pb } from '#lib/pocketbase.ts';
import type { RemoteListRequest, RemoteSegment } from '../lists/remote-list.ts';
import { shipmentCollection } from '../common/shipment-collection.ts';

/** What a shipment screen shows: its search and filters, and its order. */
export type ShipmentListView = {
  filter: ShipmentListFilter;
  sort: { key: ShipmentSortKey; direction: ShipmentSortDirection };
};

/** The fields a list row is made of (the server keeps `listRow` for every shipment). */
export const SHIPMENT_LIST_FIELDS = 'id,created,updated,company,shipmentCode,listRow';

/**
 * The server's sort key of each list column: text columns sort by a key the server keeps
 * folded with digit runs padded (the domain's `sortShipmentRows` order), dates by themselves.
 */
const SORT_FIELDS: Record<ShipmentSortKey, string> = {
  code: 'sortCode',
  reference: 'sortReference',
  client: 'sortClient',
  origin: 'sortOrigin',
  status: 'sortStatus',
  nextMilestone: 'nextMilestoneAt',
  updatedAt: 'updated',
  createdAt: 'created',
};

// Ties go newest first, then by id, as the domain sorts them.
const TIE_BREAK = '-created,id';

/**
 * The server request for a mode's list of one company (every company's for a platform admin,
 * `companyId` null). A column that may be empty is asked in two segments, the rows with a value
 * in the chosen order and then the empty ones, so that empty values come last in either
 * direction, as in the browser's own sort.
 */
export function shipmentListRequest(
  mode: ShipmentMode,
  companyId: string | null,
  { filter, sort }: ShipmentListView,
): RemoteListRequest {
  const base = shipmentListFilter(companyId, filter);
  const field = SORT_FIELDS[sort.key];
  const order = `${sort.direction === 'desc' ? '-' : ''}${field}`;
  const segments: RemoteSegment[] =
    sort.key === 'createdAt' || sort.key === 'updatedAt'
      ? [{ filter: base, sort: field === 'created' ? `${order},id` : `${order},${TIE_BREAK}` }]
      : [
          { filter: both(base, `${field} != ''`), sort: `${order},${TIE_BREAK}` },
          { filter: both(base, `${field} = ''`), sort: TIE_BREAK },
        ];
  return {
    collection: shipmentCollection(mode),
    segments,
    search: filter.search?.trim() ?? '',
    fields: SHIPMENT_LIST_FIELDS,
  };
}

/** The company and the filters (not the text search) as a server filter. */
export function shipmentListFilter(companyId: string | null, filter: ShipmentListFilter): string {
  const { from, to } = shipmentCreatedRange(filter);
  return [
    companyId ? pb.filter('company = {:company}', { company: companyId }) : '',
    anyOf('statusKey', filter.statuses),
    anyOf('priorityKey', filter.priorities),
    filter.client ? pb.filter('clientKey = {:client}', { client: foldSearchText(filter.client) }) : '',
    from ? pb.filter('created >= {:from}', { from: new Date(from) }) : '',
    to ? pb.filter('created <= {:to}', { to: new Date(to) }) : '',
  ].reduce(both, '');
}

/** The company's shipments of a mode, for the count without filters. */
export function shipmentScopeFilter(companyId: string | null): string {
  return shipmentListFilter(companyId, {});
}

function anyOf(field: string, values: readonly string[] | undefined): string {
  if (!values || values.length === 0) return '';
  const terms = [...new Set(values.map(foldSearchText))].map((value) =>
    pb.filter(`${field} = {:value}`, { value }),
  );
  return terms.length === 1 ? terms[0]! : `(${terms.join(' || ')})`;
}

function both(left: string, right: string): string {
  if (!left) return right;
  if (!right) return left;
  return `${left} && ${right}`;
}
