import { shipmentCreatedRange } from './created-range.ts';
import { foldSearchText } from './fold-search-text.ts';
import type { ShipmentListRow } from './shipment-list-row.ts';

/**
 * What a shipment list shows. Every criterion that is set must hold; empty ones (blank text, an
 * empty list) are ignored.
 * - `search`: every word must appear in the row's `searchText` (case and accents ignored).
 * - `statuses`, `priorities`: the row's value is one of them (case and accents ignored); `''`
 *   selects rows without one.
 * - `client`: the row's client is exactly this one (case and accents ignored).
 * - `dateFrom`, `dateTo`: the range the shipment's creation time (`createdAt`) falls in, both
 *   ends included. A date without a time (`2026-03-10`) means that whole day in the business
 *   time zone (UTC−6); a date-time is the instant itself. Unreadable bounds are ignored; rows
 *   without a creation time are left out while a bound is set.
 */
export type ShipmentListFilter = {
  search?: string;
  statuses?: readonly string[];
  priorities?: readonly string[];
  client?: string;
  dateFrom?: string;
  dateTo?: string;
};

/** The rows `filter` selects, in their order. Linear in the rows; nothing is parsed per row. */
export function filterShipmentRows(
  rows: readonly ShipmentListRow[],
  filter: ShipmentListFilter,
): ShipmentListRow[] {
  const words = foldSearchText(filter.search ?? '')
    .split(' ')
    .filter((word) => word !== '');
  const statuses = foldedSet(filter.statuses);
  const priorities = foldedSet(filter.priorities);
  const client = foldSearchText(filter.client ?? '');
  const { from, to } = shipmentCreatedRange(filter);
  const hasRange = from !== null || to !== null;
  const fold = memoFold();
  const result: ShipmentListRow[] = [];
  for (const row of rows) {
    if (statuses && !statuses.has(fold(row.status))) continue;
    if (priorities && !priorities.has(fold(row.priority))) continue;
    if (client !== '' && fold(row.client) !== client) continue;
    if (hasRange && !inRange(row.createdAt, from, to)) continue;
    if (words.length > 0 && !hasEveryWord(row.searchText, words)) continue;
    result.push(row);
  }
  return result;
}

/** `foldSearchText` remembering its answers: a list has few distinct statuses and clients. */
function memoFold(): (text: string) => string {
  const folded = new Map<string, string>();
  return (text) => {
    let value = folded.get(text);
    if (value === undefined) {
      value = foldSearchText(text);
      folded.set(text, value);
    }
    return value;
  };
}

function foldedSet(values: readonly string[] | undefined): Set<string> | null {
  if (!values || values.length === 0) return null;
  return new Set(values.map(foldSearchText));
}

function hasEveryWord(searchText: string, words: readonly string[]): boolean {
  for (const word of words) if (!searchText.includes(word)) return false;
  return true;
}

/** ISO times compare as text (fixed width, UTC), so no row's date is parsed. */
function inRange(createdAt: string, from: string | null, to: string | null): boolean {
  if (createdAt === '') return false;
  return (from === null || createdAt >= from) && (to === null || createdAt <= to);
}

const OPTION_ORDER = new Intl.Collator('es', { sensitivity: 'base' });

/** The distinct values a list's filters can offer, each sorted, blanks left out. */
export type ShipmentFilterOptions = { statuses: string[]; priorities: string[]; clients: string[] };

/**
 * The statuses, priorities and clients present in `rows`, for the filter pickers. Values that
 * differ only in case or accents (which the filter treats as one) are offered once, as first seen.
 */
export function shipmentFilterOptions(rows: readonly ShipmentListRow[]): ShipmentFilterOptions {
  const fold = memoFold();
  const statuses = new Map<string, string>();
  const priorities = new Map<string, string>();
  const clients = new Map<string, string>();
  const add = (options: Map<string, string>, value: string) => {
    const key = fold(value);
    if (key !== '' && !options.has(key)) options.set(key, value);
  };
  for (const row of rows) {
    add(statuses, row.status);
    add(priorities, row.priority);
    add(clients, row.client);
  }
  const sorted = (options: Map<string, string>) => [...options.values()].sort(OPTION_ORDER.compare);
  return { statuses: sorted(statuses), priorities: sorted(priorities), clients: sorted(clients) };
}
