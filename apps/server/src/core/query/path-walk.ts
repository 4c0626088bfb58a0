import type { CollectionModel } from '@rumbo/domain';
import type { QueryDialect } from './query-dialect.ts';
import { multiMatchAlias } from './query-joins.ts';
import { columnValueType, type ResolverContext } from './resolver-context.ts';
import { columnRef, type SqlFragment } from './sql-fragment.ts';

/**
 * The row a field path currently stands on, readable both in the main query and in the
 * multi-match subquery. Usually a joined table; for `@request.auth.*` the token's record,
 * whose columns are bound values.
 */
export type PathRow = {
  collection: CollectionModel;
  /** Prefix for the aliases of joins that start from this row. */
  alias: string;
  column: (name: string) => SqlFragment;
  mmColumn: (name: string) => SqlFragment;
  /**
   * Set when the columns are bound values of one known record (the caller's own, or one it
   * points to): the stored value of a column.
   */
  stored?: (name: string) => unknown;
};

/** Where a walk along `a.b.c` stands, and what it has collected for the multi-match subquery. */
export type PathWalk = {
  ctx: ResolverContext;
  row: PathRow;
  /** Joins that rebuild the path inside the multi-match subquery, which starts from the base record. */
  mmJoins: SqlFragment[];
  isMulti: boolean;
  allowHiddenFields: boolean;
  /** `@request.*` paths resolve missing fields to NULL instead of failing (as PocketBase does). */
  nullifyMissing: boolean;
};

/** A table (or joined table) row: columns are `"alias"."name"`. */
export function tableRow(collection: CollectionModel, alias: string): PathRow {
  return {
    collection,
    alias,
    column: (name) => columnRef(alias, name),
    mmColumn: (name) => columnRef(multiMatchAlias(alias), name),
  };
}

/**
 * A record read once, whose columns are bound values as stored (NULL for every column when no
 * record was found, as a LEFT JOIN that matches nothing gives).
 */
export function boundRow(
  dialect: QueryDialect,
  collection: CollectionModel,
  alias: string,
  stored: Record<string, unknown> | undefined,
): PathRow {
  const value = (name: string) => stored?.[name] ?? null;
  const column = (name: string) =>
    dialect.storedValue(value(name), columnValueType(collection, name));
  return { collection, alias, column, mmColumn: column, stored: value };
}
