import { foldSearchText } from '../shipments/fold-search-text.ts';
import type { PartnerListRow } from './partner-list-row.ts';

/**
 * What the partner list shows. Every criterion that is set must hold; empty ones are ignored.
 * - `search`: every word must appear in the row's `searchText` (case and accents ignored).
 * - `roles`, `types`: the partner's `rol` / `tipo` is one of them; `''` selects partners without.
 */
export type PartnerListFilter = {
  search?: string;
  roles?: readonly string[];
  types?: readonly string[];
};

/** The rows `filter` selects, in their order. Linear in the rows. */
export function filterPartnerRows<T extends PartnerListRow>(
  rows: readonly T[],
  filter: PartnerListFilter,
): T[] {
  const words = foldSearchText(filter.search ?? '')
    .split(' ')
    .filter((word) => word !== '');
  const roles = asSet(filter.roles);
  const types = asSet(filter.types);
  return rows.filter(
    (row) =>
      (!roles || roles.has(row.rol)) &&
      (!types || types.has(row.tipo)) &&
      words.every((word) => row.searchText.includes(word)),
  );
}

function asSet(values: readonly string[] | undefined): Set<string> | null {
  return values && values.length > 0 ? new Set(values) : null;
}

const COLLATOR = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

/**
 * Partners by display name as a Mexican reader expects (accents and case ignored, numbers in
 * numeric order), ties by id so the order is stable: the server's `displayName` sort, kept
 * locally so that offline edits land where they belong.
 */
export function sortPartnersByName<T extends { id: string; displayName: string }>(
  partners: readonly T[],
): T[] {
  return [...partners].sort(
    (a, b) =>
      COLLATOR.compare(a.displayName, b.displayName) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
