/**
 * What differs between the storage engines, as SQL text and error readings. Code above
 * `core/db` builds engine-neutral SQL (positional `?`, double-quoted names, standard functions)
 * and asks the dialect for everything else, so it never names an engine (decision 043).
 */
import type { QueryDialect } from '../query/query-dialect.ts';
import type { SearchIndexDdl } from './dialects/search-index-ddl.ts';

export interface Dialect {
  /** The filter and rule compiler's engine-specific SQL (core/query). */
  readonly query: QueryDialect;
  /** `column = ?` ignoring ASCII case (`?` is the one parameter). */
  equalsIgnoreCase(column: string): string;
  /** Columns a unique-constraint error names (`[]` when it names none), or null for another error. */
  uniqueViolation(error: unknown): string[] | null;
  /** The engine refused a valid but too large statement (expression depth, variable count). */
  isTooComplex(error: unknown): boolean;
  /** Stored bytes of a column's value (0 for NULL), as cheaply as the engine can tell. */
  byteLength(column: string): string;
  /** The hour a timestamp text column falls in, as `YYYY-MM-DD HH:00:00`. */
  hourOf(column: string): string;
  /** A condition true when the JSON-array text `column` holds `?` as one of its items. */
  jsonArrayContains(column: string): string;
  /** A query listing the name (column `name`) of every table, view and index of the database. */
  schemaNames: string;
  /** What the storage layer itself makes in every database (an empty one holds them too). */
  ownNames: readonly string[];
  /** Value expressions for a column switching to a JSON array / back to its last item. */
  toJsonArray(column: string): string;
  toLastJsonItem(column: string): string;
  /**
   * A CREATE INDEX statement as PocketBase users write it (SQLite syntax, bare or backquoted
   * names, `COLLATE NOCASE`) for this engine; `columns` are the table's column names.
   */
  indexStatement(statement: string, columns: readonly string[]): string;
  /**
   * The search index over `column` of `table` (decision 045): what answers the record list's
   * `search` (`query.search`) without reading every row; `scope`, the column the table's lists
   * are read by, when it has one.
   */
  searchIndex(table: string, column: string, scope?: string): SearchIndexDdl;
  /** The server's own tables and their indexes (created when missing). */
  readonly systemTables: readonly string[];
  /** A column definition for `rowid` (insertion order) where the engine has none built in. */
  readonly rowidColumn: string | null;
  /** Column type of a field kind, as the engine stores it. */
  columnType(kind: 'text' | 'number' | 'bool' | 'json'): string;
}
