import type { ShipmentSortKey } from '@rumbo/domain';

/** The list's filters besides the text search (which lives in the URL). */
export type ListFilters = {
  statuses: string[];
  priorities: string[];
  /** '' for any client. */
  client: string;
  /** Days (YYYY-MM-DD) the creation date falls between, both included; '' for no bound. */
  dateFrom: string;
  dateTo: string;
};

export type SortDirection = 'asc' | 'desc';
export type ListSort = { key: ShipmentSortKey; direction: SortDirection };

export const NO_FILTERS: ListFilters = {
  statuses: [],
  priorities: [],
  client: '',
  dateFrom: '',
  dateTo: '',
};

// SPEC §7: shipments are listed newest first.
export const DEFAULT_SORT: ListSort = { key: 'createdAt', direction: 'desc' };

/** How many of the filters narrow the list, for the Filters button. */
export function activeFilterCount(filters: ListFilters): number {
  return [
    filters.statuses.length > 0,
    filters.priorities.length > 0,
    filters.client !== '',
    filters.dateFrom !== '' || filters.dateTo !== '',
  ].filter(Boolean).length;
}

/**
 * The sort after a click on a column header: the same column flips its direction, another one
 * starts where people expect it (dates newest first, except the next milestone: soonest first;
 * text A to Z).
 */
export function nextSort(current: ListSort, key: ShipmentSortKey): ListSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: firstDirection(key) };
}

export function firstDirection(key: ShipmentSortKey): SortDirection {
  return key === 'updatedAt' || key === 'createdAt' ? 'desc' : 'asc';
}
