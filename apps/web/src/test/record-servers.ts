import {
  filterPartnerRows,
  filterShipmentRows,
  foldSearchText,
  sortShipmentRows,
  toPartnerListRow,
  toShipmentListRow,
  type Partner,
  type PartnerListRow,
  type ShipmentListRow,
  type ShipmentMode,
  type ShipmentSortKey,
} from '@rumbo/domain';
import { ClientResponseError } from 'pocketbase';
import { vi } from 'vitest';
import type { ModeShipment } from '#data/repository/repository-types.ts';
import { pb } from '#lib/pocketbase.ts';
import { serveList } from './list-server.ts';

/**
 * Test helper: the record server's partner list (contract C2) over `partners`: the filter the
 * list sends, `search` by the domain's rules, by display name, paging; and one partner by id.
 */
export function servePartners(partners: readonly Partner[]) {
  const served = serveList<Partner, PartnerListRow>('partners', {
    records: () => partners,
    columns: (partner) => partner,
    row: toPartnerListRow,
    search: (rows, search) => filterPartnerRows(rows, { search }),
    sort: (rows) =>
      [...rows].sort((a, b) =>
        a.displayName < b.displayName ? -1 : a.displayName > b.displayName ? 1 : 0,
      ),
  });
  vi.spyOn(pb.collection('partners'), 'getOne').mockImplementation(async (id: string) => {
    const partner = partners.find((it) => it.id === id);
    if (!partner)
      throw new ClientResponseError({ status: 404, response: { message: 'Not found.' } });
    return partner as never;
  });
  return served;
}

const SORT_KEYS: Record<string, ShipmentSortKey> = {
  sortCode: 'code',
  sortReference: 'reference',
  sortClient: 'client',
  sortOrigin: 'origin',
  sortStatus: 'status',
  nextMilestoneAt: 'nextMilestone',
  updated: 'updatedAt',
  created: 'createdAt',
};

/**
 * Test helper: the record server's list answers for one mode's shipments, as contract C1/C2
 * describes them (decision 051), worked out with the domain's own rules over `records`: the
 * columns it keeps (`statusKey`, `sortCode`, …), `search`, the filter, sort by the first key,
 * paging. Every call is recorded; `setRecords` changes what the server holds.
 */
export function serveShipments(mode: ShipmentMode, records: readonly ModeShipment[]) {
  let current = records;
  const served = serveList<ModeShipment, ShipmentListRow>(`shipments_${mode}`, {
    records: () => current,
    row: (record) => toShipmentListRow({ ...record, mode }),
    columns: shipmentColumns,
    search: (rows, search) => filterShipmentRows(rows, { search }),
    sort: (rows, [first]) => {
      const key = first && SORT_KEYS[first.field.name];
      return sortShipmentRows(
        rows,
        key ?? 'createdAt',
        first?.direction === 'ASC' && key ? 'asc' : 'desc',
      );
    },
    item: (row) => listRecord(row, current),
  });
  return {
    ...served,
    /** The server's shipments change (a colleague's save). */
    setRecords: (next: readonly ModeShipment[]) => {
      current = next;
    },
  };
}

/** The columns the record server keeps for a shipment's list (dates as it writes them). */
function shipmentColumns(record: ModeShipment, row: ShipmentListRow) {
  const stored = (iso: string) => iso.replace('T', ' ');
  return {
    company: String(record.company ?? ''),
    statusKey: foldSearchText(row.status),
    priorityKey: foldSearchText(row.priority),
    clientKey: foldSearchText(row.client),
    created: stored(row.createdAt),
    updated: stored(row.updatedAt),
    sortCode: row.code,
    sortReference: row.reference,
    sortClient: row.client,
    sortOrigin: row.origin,
    sortStatus: row.status,
    nextMilestoneAt: row.nextMilestone?.estimatedAt ?? '',
  };
}

function listRecord(row: ShipmentListRow, records: readonly ModeShipment[]) {
  const record = records.find((it) => it.id === row.id)!;
  const {
    id,
    mode: _mode,
    createdAt: _created,
    updatedAt: _updated,
    searchText: _text,
    ...listRow
  } = row;
  return {
    id,
    created: record.created,
    updated: record.updated,
    company: record.company,
    shipmentCode: record.shipmentCode,
    listRow,
  };
}
