import { parseSort, type SortItem } from '@rumbo/domain';
import type { ListResult, RecordListOptions } from 'pocketbase';
import { vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { matchesFilter, type FilterColumns } from './filter-match.ts';

/** One list request as the SDK made it. */
export type ListCall = { page: number; perPage: number; options: RecordListOptions };

/** How a test collection answers lists; `Row` is what search and sort work on. */
export type ListSource<Record, Row> = {
  /** The collection's records as the server holds them now. */
  records: () => readonly Record[];
  /** The fields a filter may name, for one record (and the row made of it). */
  columns: (record: Record, row: Row) => FilterColumns;
  /** The row search and sort work on; the record itself unless said otherwise. */
  row?: (record: Record) => Row;
  /** `search` as the record server applies it (contract C2); none unless given. */
  search?: (rows: Row[], text: string) => Row[];
  /** The order `sort` asks for; by default the named columns, in turn. */
  sort?: (rows: Row[], sort: SortItem[]) => Row[];
  /** What the server sends for a row; the row unless said otherwise. */
  item?: (row: Row) => unknown;
};

type Answer = (
  page?: number,
  perPage?: number,
  options?: RecordListOptions,
) => Promise<ListResult<never>>;

/**
 * Test helper: answers the SDK's `getList` on `collection` as the record server does: the
 * request's `filter` read by the domain's parser and evaluated over each record's columns,
 * then `search`, `sort`, `page` and `perPage` (and `skipTotal`). Every call is recorded.
 */
export function serveList<Record, Row = Record>(
  collection: string,
  source: ListSource<Record, Row>,
) {
  const calls: ListCall[] = [];
  const toRow = source.row ?? ((record: Record) => record as unknown as Row);
  const respond: Answer = async (page = 1, perPage = 30, options = {}) => {
    calls.push({ page, perPage, options });
    const entries = source.records().map((record) => ({ record, row: toRow(record) }));
    const columnsOf = new Map(entries.map(({ record, row }) => [row, source.columns(record, row)]));
    let rows = entries
      .filter(({ row }) => matchesFilter(options.filter ?? '', columnsOf.get(row)!))
      .map(({ row }) => row);
    if (options.search && source.search) rows = source.search(rows, String(options.search));
    const sort = parseSort(options.sort ?? '');
    rows = source.sort
      ? source.sort(rows, sort)
      : byColumns(rows, sort, (row) => columnsOf.get(row)!);
    return {
      page,
      perPage,
      totalItems: options.skipTotal ? -1 : rows.length,
      totalPages: options.skipTotal ? -1 : Math.ceil(rows.length / perPage),
      items: rows.slice((page - 1) * perPage, page * perPage).map(source.item ?? ((row) => row)),
    } as ListResult<never>;
  };
  const getList = vi.spyOn(pb.collection(collection), 'getList').mockImplementation(respond);
  return { calls, getList };
}

/** Test helper: `collection` lists nothing. */
export function serveEmptyList(collection: string) {
  return vi.spyOn(pb.collection(collection), 'getList').mockResolvedValue({
    page: 1,
    perPage: 500,
    totalItems: 0,
    totalPages: 0,
    items: [],
  });
}

function byColumns<Row>(rows: Row[], sort: SortItem[], columns: (row: Row) => FilterColumns) {
  const value = (row: Row, item: SortItem) => String(columns(row)[item.field.path.join('.')] ?? '');
  return [...rows].sort((a, b) => {
    for (const item of sort) {
      const [x, y] = [value(a, item), value(b, item)];
      if (x !== y) return (x < y ? -1 : 1) * (item.direction === 'DESC' ? -1 : 1);
    }
    return 0;
  });
}
