import type { CollectionModel } from '@rumbo/domain';
import { compileFilter } from './filter-sql.ts';
import type { QueryDialect } from './query-dialect.ts';
import type { CollectionLookup, RequestInfo, RowReader } from './request-info.ts';
import { createResolverContext } from './resolver-context.ts';
import { compileSort, sortSql, type SortTerm } from './sort-sql.ts';
import {
  columnRef,
  joinSql,
  param,
  quoteName,
  rawSql,
  sql,
  type SqlFragment,
} from './sql-fragment.ts';

export { QueryError } from './query-error.ts';

export type RecordSelectInput = {
  collection: CollectionModel;
  lookup: CollectionLookup;
  /** The engine's SQL (`sqliteQueryDialect`, `postgresQueryDialect` in core/db/dialects). */
  dialect: QueryDialect;
  request: RequestInfo;
  /**
   * Reads a row by id: with it, `@request.auth.<relation>.*` reads the caller's related record
   * once as bound values instead of joining its table for every row (a rule such as
   * `@request.auth.company.membershipPlan != ""` then adds no join). Without it, it is joined.
   */
  readRow?: RowReader;
  /** False → comparing an auth collection's `email` also requires `emailVisibility = TRUE` (§5.1). */
  allowHiddenFields: boolean;
  /** Rule and/or user filter expressions, each ANDed in parentheses; '' entries are ignored. */
  conditions: string[];
  /** Words that must all occur in `column` (the list's `search`), see `QueryDialect.search`. */
  search?: { column: string; words: readonly string[] };
  /** The `?sort=` string; only used in `rows` mode. */
  sort?: string;
  /** Adds `"collection"."id" = ?`. */
  idEquals?: string;
  /** rows: the records' columns; count: one `COUNT(DISTINCT id)` value. */
  mode: 'rows' | 'count';
  /** rows mode: only these columns (must include `id`); every column when absent. */
  columns?: string[];
  limit?: number;
  offset?: number;
  /** The time datetime macros (`@now`, `@todayStart`, …) read; defaults to the current time. */
  now?: Date;
  /**
   * Leaves the datetime macros for the run to bind (`bindLateMacros`, late-macro.ts) where the
   * dialect allows it, so the compile does not depend on the time.
   */
  lateMacros?: boolean;
};

/**
 * Builds the SELECT of a record list, view or rule check: `WHERE (rule) AND (filter) [AND id = ?]`,
 * the joins the fields need, ORDER BY and LIMIT. Throws `QueryError` for an invalid filter,
 * rule or sort (a 400 for the caller).
 *
 * @example buildRecordSelect({ collection, lookup, request, allowHiddenFields: false,
 *   conditions: [collection.listRule ?? '', 'status = "open"'], sort: '-created', mode: 'rows', limit: 30 })
 */
export function buildRecordSelect(input: RecordSelectInput): { sql: string; params: unknown[] } {
  const { sql: text, params } = compileRecordSelect(input);
  return { sql: text, params };
}

/** `buildRecordSelect`, saying also whether the compile read the request (kept-compiles.ts). */
export function compileRecordSelect(input: RecordSelectInput): BuiltSelect {
  const ctx = createResolverContext(input);
  const { dialect } = ctx;
  const table = input.collection.name;
  const where = input.conditions
    .filter((condition) => condition !== '')
    .map((condition) => sql`(${compileFilter(ctx, condition)})`);
  if (input.search && input.search.words.length > 0)
    where.push(dialect.search(table, input.search.column, input.search.words));
  if (input.idEquals !== undefined)
    where.push(sql`${columnRef(table, 'id')} = ${param(input.idEquals)}`);
  const order = input.mode === 'rows' && input.sort ? compileSort(ctx, input.sort) : null;
  // The joins are only known once every condition and sort item has been resolved.
  const filtered = joinSql(
    [
      sql`FROM ${quoteName(table)}`,
      ctx.joins.toSql(),
      where.length > 0 ? sql`WHERE ${joinSql(where, ' AND ')}` : rawSql(''),
    ].filter((part) => part.text !== ''),
    ' ',
  );
  const { repeatsRows } = ctx.joins;
  const grouped = repeatsRows && input.mode === 'rows' && dialect.repeatedRows === 'group';
  const parts = isSemiJoin(grouped, order)
    ? [
        selectClause(input.mode, table, false, input.columns),
        sql`FROM ${quoteName(table)}`,
        sql`WHERE ${columnRef(table, 'id')} IN (SELECT ${columnRef(table, 'id')} ${filtered})`,
        order ? sql`ORDER BY ${sortSql(ctx, order, false)}` : rawSql(''),
      ]
    : [
        selectClause(input.mode, table, repeatsRows && !grouped, input.columns),
        filtered,
        grouped ? sql`GROUP BY ${columnRef(table, 'id')}` : rawSql(''),
        order ? sql`ORDER BY ${sortSql(ctx, order, grouped)}` : rawSql(''),
      ];
  if (input.mode === 'rows') parts.push(dialect.limit(input.limit, input.offset));
  const query = joinSql(
    parts.filter((part) => part.text !== ''),
    ' ',
  );
  const finished = dialect.finish(query);
  return { sql: finished.text, params: finished.params, readsRequest: ctx.readsRequest };
}

/**
 * A compiled SELECT; `readsRequest` says it used a datetime macro or `@request` values other than
 * the caller's, so the same inputs may compile differently for the next request.
 */
export type BuiltSelect = { sql: string; params: unknown[]; readsRequest: boolean };

/**
 * For dialects that group repeated rows: when the list is ordered by the table's own columns
 * only (or not at all), `WHERE id IN (SELECT id … joins … WHERE …)` instead, which lets an index
 * on the sort column serve the order and stop at the page's last record (a grouped query has to
 * join every record before it can sort).
 */
function isSemiJoin(grouped: boolean, order: SortTerm[] | null): boolean {
  if (!grouped) return false;
  return (order ?? []).every((term) => term === 'random' || term.operand.isOwnColumn);
}

// Joins that can match several rows repeat a record once per related row, hence DISTINCT (or, for
// dialects that group, GROUP BY id); without them (no joins, or only single relations joined on
// the target's id) it would only cost a sort of the whole result.
function selectClause(
  mode: RecordSelectInput['mode'],
  table: string,
  repeatsRows: boolean,
  columns?: string[],
): SqlFragment {
  // When no join repeats rows every row is one record, and COUNT(*) can be answered from an index.
  if (mode === 'count')
    return repeatsRows
      ? sql`SELECT COUNT(DISTINCT ${columnRef(table, 'id')})`
      : rawSql('SELECT COUNT(*)');
  const distinct = repeatsRows ? 'DISTINCT ' : '';
  if (!columns) return rawSql(`SELECT ${distinct}${quoteName(table)}.*`);
  const list = columns.map((column) => `${quoteName(table)}.${quoteName(column)}`).join(', ');
  return rawSql(`SELECT ${distinct}${list}`);
}
