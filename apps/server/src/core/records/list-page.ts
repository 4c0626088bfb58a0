import type { CollectionModel } from '@rumbo/domain';

/** A list request of the record API, as parsed from its query string. */
export type ListParams = {
  page: number;
  perPage: number;
  sort?: string;
  filter?: string;
  skipTotal: boolean;
  expand?: string;
  /** `?search=`: words that must all occur in the record's `searchText` (search-words.ts). */
  search?: string;
  /**
   * The only record keys the response keeps (`?fields=` without expand): the other columns are
   * neither read nor decoded. A 500-row page of shipments without their `payload` is read in
   * well under half the time.
   */
  columns?: ReadonlySet<string>;
};

export type ListResult = {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: Record<string, unknown>[];
};

export const MAX_PER_PAGE = 500;
export const DEFAULT_PER_PAGE = 30;

// Read whatever is asked for: the keys every export and email check needs come along.
const ALWAYS_READ = ['id', 'created', 'updated'];
const AUTH_ALWAYS_READ = ['email', 'emailVisibility', 'verified', 'username'];

/** The stored columns behind the kept keys (unknown keys are no columns: nothing to read). */
export function columnsToRead(collection: CollectionModel, kept: ReadonlySet<string>): string[] {
  const columns = new Set(ALWAYS_READ);
  if (collection.type === 'auth') for (const column of AUTH_ALWAYS_READ) columns.add(column);
  for (const field of collection.schema) if (kept.has(field.name)) columns.add(field.name);
  return [...columns];
}
