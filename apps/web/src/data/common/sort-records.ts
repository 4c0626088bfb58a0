import { parseSort, type SortItem } from '@rumbo/domain';

type AnyRecord = Record<string, unknown>;

/**
 * The records in the order a PocketBase `sort` expression gives (`-created`, `displayName`,
 * `-updated,reference`), so local answers come out like remote ones. Top-level fields only;
 * missing values sort first, like SQLite's NULLs. Returns a new array; an empty sort keeps order.
 */
export function sortRecords<T extends AnyRecord>(records: readonly T[], sort?: string): T[] {
  const items = sort ? parseSort(sort) : [];
  if (items.length === 0) return [...records];
  return [...records].sort((a, b) => compareBy(items, a, b));
}

function compareBy(items: SortItem[], a: AnyRecord, b: AnyRecord): number {
  for (const { field, direction } of items) {
    const name = field.path[0] ?? '';
    const order = compareValues(a[name], b[name]);
    if (order !== 0) return direction === 'DESC' ? -order : order;
  }
  return 0;
}

function compareValues(a: unknown, b: unknown): number {
  const left = comparable(a);
  const right = comparable(b);
  if (left === right) return 0;
  if (left === null) return -1;
  if (right === null) return 1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  // Binary comparison, as SQLite's default collation compares text.
  return String(left) < String(right) ? -1 : 1;
}

function comparable(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
