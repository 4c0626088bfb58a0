import { foldSearchText } from './fold-search-text.ts';
import type { ShipmentListRow } from './shipment-list-row.ts';

/** The list columns rows can be sorted by, in the order a sort menu offers them. */
export const SHIPMENT_SORT_KEYS = [
  'createdAt',
  'updatedAt',
  'code',
  'reference',
  'client',
  'origin',
  'status',
  'nextMilestone',
] as const;

export type ShipmentSortKey = (typeof SHIPMENT_SORT_KEYS)[number];

export type ShipmentSortDirection = 'asc' | 'desc';

type TextKey = 'code' | 'reference' | 'client' | 'origin' | 'status';
type Keyed = { row: ShipmentListRow; key: string };

/**
 * Sort keys of text columns, folded once per row object: rows are rebuilt only when their
 * shipment changes, so re-sorting a list of 10,000 compares plain strings.
 */
const TEXT_KEYS = new WeakMap<ShipmentListRow, Partial<Record<TextKey, string>>>();

/**
 * A sorted copy of `rows`. Text columns ignore case and accents and compare digit runs as
 * numbers (`OCN20269999` before `OCN202610000`); dates compare as ISO text. Rows without a
 * value for the key (no reference, no pending milestone, no date) come last in either
 * direction; ties keep the newest shipment first, then the lower id.
 */
export function sortShipmentRows(
  rows: readonly ShipmentListRow[],
  key: ShipmentSortKey,
  direction: ShipmentSortDirection,
): ShipmentListRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  const keyed: Keyed[] = rows.map((row) => ({ row, key: sortValue(row, key) }));
  keyed.sort((a, b) => {
    if (a.key !== b.key) {
      if (a.key === '') return 1;
      if (b.key === '') return -1;
      return a.key < b.key ? -sign : sign;
    }
    return compareText(b.row.createdAt, a.row.createdAt) || compareText(a.row.id, b.row.id);
  });
  return keyed.map((item) => item.row);
}

function sortValue(row: ShipmentListRow, key: ShipmentSortKey): string {
  if (key === 'nextMilestone') return row.nextMilestone?.estimatedAt ?? '';
  if (key === 'updatedAt' || key === 'createdAt') return row[key];
  let keys = TEXT_KEYS.get(row);
  if (!keys) {
    keys = {};
    TEXT_KEYS.set(row, keys);
  }
  return (keys[key] ??= textSortKey(row[key]));
}

/** Folded text whose digit runs are padded to 16 digits, so text order is numeric order. */
export function textSortKey(text: string): string {
  const folded = foldSearchText(text);
  return /\d/.test(folded) ? folded.replace(/\d+/g, (digits) => digits.padStart(16, '0')) : folded;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
