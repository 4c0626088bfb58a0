import { SHIPMENT_SORT_KEYS, type ShipmentSortKey } from '@rumbo/domain';
import { DEFAULT_SORT, type ListFilters, type ListSort } from './list-view-state.ts';

const SORT_KEYS: ReadonlySet<string> = new Set(SHIPMENT_SORT_KEYS);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The list's filters and order as the URL carries them, so a reload or a shared link shows the
 * same list: `status` and `priority` repeated, `client`, `from` and `to` (creation days),
 * `sort` as a column key, `-` first for descending. Missing or unreadable values are the
 * defaults; the default order (newest first) is not written.
 */
export function readListParams(params: URLSearchParams): { filters: ListFilters; sort: ListSort } {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    filters: {
      statuses: distinct(params.getAll('status')),
      priorities: distinct(params.getAll('priority')),
      client: params.get('client')?.trim() ?? '',
      dateFrom: day('from'),
      dateTo: day('to'),
    },
    sort: readSort(params.get('sort')),
  };
}

/** `current` with the filters and order written over it (other parameters kept). */
export function writeListParams(
  current: URLSearchParams,
  { filters, sort }: { filters: ListFilters; sort: ListSort },
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of ['status', 'priority', 'client', 'from', 'to', 'sort']) next.delete(name);
  for (const status of filters.statuses) next.append('status', status);
  for (const priority of filters.priorities) next.append('priority', priority);
  if (filters.client) next.set('client', filters.client);
  if (filters.dateFrom) next.set('from', filters.dateFrom);
  if (filters.dateTo) next.set('to', filters.dateTo);
  if (sort.key !== DEFAULT_SORT.key || sort.direction !== DEFAULT_SORT.direction)
    next.set('sort', `${sort.direction === 'desc' ? '-' : ''}${sort.key}`);
  return next;
}

function readSort(value: string | null): ListSort {
  if (!value) return DEFAULT_SORT;
  const isDescending = value.startsWith('-');
  const key = isDescending ? value.slice(1) : value;
  if (!SORT_KEYS.has(key)) return DEFAULT_SORT;
  return { key: key as ShipmentSortKey, direction: isDescending ? 'desc' : 'asc' };
}

function distinct(values: string[]): string[] {
  const kept = values.map((value) => value.trim()).filter((value) => value !== '');
  return [...new Set(kept)];
}
