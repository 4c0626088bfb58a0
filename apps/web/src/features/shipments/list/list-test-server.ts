import {
  filterShipmentRows,
  foldSearchText,
  sortShipmentRows,
  toShipmentListRow,
  type ShipmentListRow,
  type ShipmentMode,
  type ShipmentSortKey,
} from '@rumbo/domain';
import type { ListResult, RecordListOptions } from 'pocketbase';
import { vi } from 'vitest';
import type { ModeShipment } from '#data/repository-types.ts';
import { pb } from '#lib/pocketbase.ts';

type Answer = (
  page?: number,
  perPage?: number,
  options?: RecordListOptions,
) => Promise<ListResult<never>>;

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
 * columns it keeps (`statusKey`, `sortCode`, …), `search`, the filter terms the list sends
 * (`a = 'x'`, `!=`, `>=`, `<=`, joined by `&&`, alternatives in parentheses by `||`), sort by
 * the first key, paging and `fields`. Every call is recorded; `answer` can replace an answer.
 */
export function serveShipments(mode: ShipmentMode, records: readonly ModeShipment[]) {
  const calls: { page: number; perPage: number; options: RecordListOptions }[] = [];
  let current = records;
  const respond: Answer = async (page = 1, perPage = 30, options = {}) => {
    calls.push({ page, perPage, options });
    let rows = current.map((record) => ({ record, row: toShipmentListRow({ ...record, mode }) }));
    rows = rows.filter(({ record, row }) => matches(options.filter ?? '', columns(record, row)));
    let listed = rows.map(({ row }) => row);
    if (options.search) listed = filterShipmentRows(listed, { search: String(options.search) });
    listed = sorted(listed, options.sort ?? '');
    const items = listed
      .slice((page - 1) * perPage, page * perPage)
      .map((row) => listRecord(row, current));
    return {
      page,
      perPage,
      totalItems: options.skipTotal ? -1 : listed.length,
      totalPages: options.skipTotal ? -1 : Math.ceil(listed.length / perPage),
      items,
    } as ListResult<never>;
  };
  const getList = vi
    .spyOn(pb.collection(`shipments_${mode}`), 'getList')
    .mockImplementation(respond);
  return {
    calls,
    getList,
    /** The server's shipments change (a colleague's save). */
    setRecords: (next: readonly ModeShipment[]) => {
      current = next;
    },
  };
}

function columns(record: ModeShipment, row: ShipmentListRow): Record<string, string> {
  return {
    company: String(record.company ?? ''),
    statusKey: foldSearchText(row.status),
    priorityKey: foldSearchText(row.priority),
    clientKey: foldSearchText(row.client),
    created: row.createdAt,
    updated: row.updatedAt,
    sortCode: row.code,
    sortReference: row.reference,
    sortClient: row.client,
    sortOrigin: row.origin,
    sortStatus: row.status,
    nextMilestoneAt: row.nextMilestone?.estimatedAt ?? '',
  };
}

function matches(filter: string, values: Record<string, string>): boolean {
  if (filter.trim() === '') return true;
  return filter.split(' && ').every((part) =>
    part
      .replace(/^\(|\)$/g, '')
      .split(' || ')
      .some((term) => holds(term, values)),
  );
}

function holds(term: string, values: Record<string, string>): boolean {
  const match = /^(\w+) (=|!=|>=|<=) '(.*)'$/.exec(term.trim());
  if (!match) throw new Error(`The test server does not read the filter term ${term}`);
  const [, field = '', operator, quoted = ''] = match;
  const value = quoted.replace(/\\'/g, "'");
  const actual = values[field] ?? '';
  // Dates come as PocketBase writes them ('2026-03-02 06:00:00.000Z'); the rows hold ISO.
  const wanted = field === 'created' || field === 'updated' ? value.replace(' ', 'T') : value;
  if (operator === '=') return actual === wanted;
  if (operator === '!=') return actual !== wanted;
  if (operator === '>=') return actual >= wanted;
  return actual <= wanted;
}

function sorted(rows: ShipmentListRow[], sort: string): ShipmentListRow[] {
  const first = sort.split(',')[0] ?? '';
  const field = first.replace(/^[-+]/, '');
  const key = SORT_KEYS[field] ?? 'createdAt';
  return sortShipmentRows(rows, key, first.startsWith('-') || !SORT_KEYS[field] ? 'desc' : 'asc');
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
