import { FIELD_LIMITS } from '../collections/field-limits.ts';
import { foldSearchText } from './fold-search-text.ts';
import { isShipmentOpen } from './is-shipment-open.ts';
import {
  toShipmentListRow,
  type ShipmentListRow,
  type ShipmentListSource,
} from './shipment-list-row.ts';
import { textSortKey } from './sort-shipment-rows.ts';

/**
 * Bumped whenever `shipmentListColumns` (or `toShipmentListRow`, which it reads) computes
 * anything differently: the server then computes the columns of every stored shipment again.
 */
export const SHIPMENT_LIST_COLUMNS_VERSION = 3;

/** The list row as stored in a shipment's `listRow`: what the list shows, without the row's
 * `id`, `mode`, times and search text (the record carries those itself). */
export type StoredShipmentListRow = Omit<
  ShipmentListRow,
  'id' | 'mode' | 'createdAt' | 'updatedAt' | 'searchText'
>;

/**
 * The columns the server keeps on every shipment record (decision 045), so that lists are
 * sorted, filtered and searched by the database. The browser can compute the same values for
 * a record it holds offline.
 */
export type ShipmentListColumns = {
  /** Folded text of every searchable field (`toShipmentListRow`), at most 10,000 characters. */
  searchText: string;
  listRow: StoredShipmentListRow;
  /** Sort keys of the text columns as `sortShipmentRows` compares them (`textSortKey`). */
  sortCode: string;
  sortReference: string;
  sortClient: string;
  sortOrigin: string;
  sortStatus: string;
  /** Folded status, priority and client, for the list's filters (`statusKey = "en transito"`). */
  statusKey: string;
  priorityKey: string;
  clientKey: string;
  /** When the next pending milestone is estimated, in the record server's date layout; ''. */
  nextMilestoneAt: string;
  /** Still needs work: neither finished nor closed or cancelled (`isShipmentOpen`). */
  isOpen: boolean;
};

/** The names of the server-kept list columns, in a fixed order. */
export const SHIPMENT_LIST_COLUMN_NAMES = [
  'searchText',
  'listRow',
  'sortCode',
  'sortReference',
  'sortClient',
  'sortOrigin',
  'sortStatus',
  'statusKey',
  'priorityKey',
  'clientKey',
  'nextMilestoneAt',
  'isOpen',
] as const satisfies readonly (keyof ShipmentListColumns)[];

/**
 * The list columns of a shipment record of any mode (the stored record with its `mode`), built
 * on its list row. Search text beyond the field limit (a shipment with hundreds of containers)
 * is cut at a word boundary.
 *
 * @example shipmentListColumns({ id: 'x', mode: 'air', shipmentCode: 'AIR20260012' }).sortCode
 * // 'air0000000020260012'
 */
export function shipmentListColumns(record: ShipmentListSource): ShipmentListColumns {
  const row = toShipmentListRow(record);
  return {
    searchText: capSearchText(row.searchText),
    listRow: {
      code: row.code,
      reference: row.reference,
      shipper: row.shipper,
      consignee: row.consignee,
      client: row.client,
      origin: row.origin,
      destination: row.destination,
      status: row.status,
      priority: row.priority,
      nextMilestone: row.nextMilestone,
    },
    sortCode: textSortKey(row.code),
    sortReference: textSortKey(row.reference),
    sortClient: textSortKey(row.client),
    sortOrigin: textSortKey(row.origin),
    sortStatus: textSortKey(row.status),
    statusKey: foldSearchText(row.status),
    priorityKey: foldSearchText(row.priority),
    clientKey: foldSearchText(row.client),
    nextMilestoneAt: row.nextMilestone ? storedDate(row.nextMilestone.estimatedAt) : '',
    isOpen: isShipmentOpen(record),
  };
}

/** Folded search text no longer than a text field may hold, cut after a whole word. */
export function capSearchText(text: string, max: number = FIELD_LIMITS.longText): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const end = cut.lastIndexOf(' ');
  return (end > 0 ? cut.slice(0, end) : cut.slice(0, max)).trimEnd();
}

/** ISO `2026-03-03T10:00:00.000Z` → the record layout `2026-03-03 10:00:00.000Z`. */
function storedDate(iso: string): string {
  return iso.replace('T', ' ');
}
