import type { FilterBaseOperator, SortDirection } from '@rumbo/domain';
import type { SqlFragment } from './sql-fragment.ts';

/**
 * What an operand's SQL yields, as the storage lays it out. SQLite compares loosely typed values
 * by their storage class and column affinity; a strictly typed engine needs to know the type to
 * reproduce those results (docs/decisions/043).
 * - `text`: a text-like column (text, email, url, editor, date, single select/relation/file,
 *   `id`, `created`, `updated`, `username`, `email`)
 * - `number`: a number column; `bool`: a bool column (`verified`, `emailVisibility` too)
 * - `jsonText`: a column holding JSON text (multi-value select/relation/file, json fields)
 * - `item`: an item of a list (`:each`): NULL, a number or text, read as a column of `jsonEach`
 * - `dynamic`: a computed value of any kind: a JSON path (NULL, a number or text), a constant
 * - `count`: an item count (`:length`)
 */
export type ValueType = 'text' | 'number' | 'bool' | 'jsonText' | 'item' | 'dynamic' | 'count';

/** One side of a comparison, as a dialect sees it. */
export type DialectOperand = {
  sql: SqlFragment;
  type: ValueType;
  /** Set for constants: the dialect may bind the value in a form of its own. */
  constant?: { value: unknown };
  /** JSON values compare with IS / IS NOT and no COALESCE (`null` stays distinct from `''`). */
  noCoalesce?: boolean;
  /**
   * A column value of a record read once (the caller's own, or one it points to), bound as a
   * parameter instead of read from the table: in SQLite it then has no column affinity.
   */
  isBound?: boolean;
  /**
   * A column of the queried record's own table (not joined, not bound): never NULL, as the
   * storage declares every such column NOT NULL (json columns are only read through paths).
   */
  isOwnColumn?: boolean;
};

/**
 * The engine-specific SQL of the query compiler. The compiler works out PocketBase's semantics
 * (reference §6) engine-neutrally; a dialect renders each piece so that every engine returns the
 * rows PocketBase's SQLite returns. Implementations live in `core/db/dialects/`.
 */
export interface QueryDialect {
  readonly engine: 'sqlite' | 'postgres';
  /**
   * Binds every parameter as the compile left it, so a datetime macro may be left for the run
   * to bind (late-macro.ts); false where constants are rewritten from their value.
   */
  readonly bindsLateMacros: boolean;
  /**
   * A `WITH` clause that stands one stored row (its columns as JSON, the first parameter) in
   * for `table`, so that a rule compiled for the table is judged on that row alone: a change
   * another instance made, a deleted row included (decision 056). Engines that run one
   * instance only have none.
   */
  snapshotSource?(table: string): string;
  /**
   * One `left op right` with PocketBase's rules: `=`/`!=` null-safe with `''` and NULL alike,
   * `~`/`!~` an ASCII-case-insensitive "contains" LIKE, the others a direct comparison.
   */
  compare(left: DialectOperand, operator: FilterBaseOperator, right: DialectOperand): SqlFragment;
  /** A condition already decided at compile time. */
  condition(value: boolean): SqlFragment;
  /** A stored column value bound as a parameter (the caller's record, a row read once). */
  storedValue(value: unknown, type: ValueType): SqlFragment;
  /** `LEFT JOIN source "alias" [ON on]`; without `on`, every row of `source` is paired. */
  leftJoin(source: SqlFragment, alias: string, on?: SqlFragment): SqlFragment;
  /** Row source over the items of a stored list (a JSON array, or one plain value as one item). */
  jsonEach(value: SqlFragment): SqlFragment;
  /** Row source over the items of a JSON array text bound as a parameter. */
  jsonArrayItems(json: string): SqlFragment;
  /**
   * An item of a `jsonEach`/`jsonArrayItems` source: as an `item` value, or as a record id to
   * compare with an `id` column (SQLite compares them without conversion: only text matches).
   */
  eachItem(alias: string, as: 'item' | 'id'): SqlFragment;
  /** Item count of a stored list: '' and NULL are 0 items, a plain value is 1 (a `count`). */
  jsonArrayLength(value: SqlFragment): SqlFragment;
  /** The value at `keys` (object keys, array indexes) of stored JSON (a `dynamic` value). */
  jsonExtract(value: SqlFragment, keys: string[]): SqlFragment;
  /**
   * How a list query keeps one row per record when joins repeat records: `distinct` →
   * `SELECT DISTINCT`; `group` → `GROUP BY "table"."id"` with aggregated sort keys.
   */
  readonly repeatedRows: 'distinct' | 'group';
  /** One ORDER BY item; `grouped` when the query groups by id (see `repeatedRows`). */
  sortTerm(operand: DialectOperand, direction: SortDirection, grouped: boolean): SqlFragment;
  /** The ORDER BY item of `@random`. */
  randomOrder(): SqlFragment;
  /** `LIMIT`/`OFFSET`, or '' without either. */
  limit(limit: number | undefined, offset: number | undefined): SqlFragment;
  /**
   * A condition true when every one of `words` (folded, non-empty, without spaces) occurs in the
   * text of `table`.`column`, answered by the engine's search index where it can (`Dialect.searchIndex`).
   */
  search(table: string, column: string, words: readonly string[]): SqlFragment;
  /** Last rewrite of a finished statement (e.g. identifiers longer than the engine allows). */
  finish(query: SqlFragment): SqlFragment;
}
