import type { FilterBaseOperator } from '@rumbo/domain';
import { likePattern } from '../../query/like-pattern.ts';
import { LateMacro } from '../../query/late-macro.ts';
import type { DialectOperand, QueryDialect } from '../../query/query-dialect.ts';
import { isEmptyConstant, isNonEmptyConstant } from '../../query/resolved-operand.ts';
import { sqliteSearchCondition } from './sqlite-search.ts';
import {
  columnRef,
  param,
  quoteName,
  rawSql,
  sql,
  type SqlFragment,
} from '../../query/sql-fragment.ts';

/**
 * The query compiler's SQL for SQLite: PocketBase's own SQL (reference §6.4), whose loose typing
 * is the behaviour every other dialect reproduces.
 */
export const sqliteQueryDialect: QueryDialect = {
  engine: 'sqlite',
  bindsLateMacros: true,
  compare,
  condition: (value) => rawSql(value ? '1' : '0'),
  storedValue: (value) => param(value),
  leftJoin(source, alias, on) {
    const join = sql`LEFT JOIN ${source} ${quoteName(alias)}`;
    return on ? sql`${join} ON ${on}` : join;
  },
  jsonEach,
  jsonArrayItems: (json) => sql`json_each(${param(json)})`,
  eachItem: (alias) => columnRef(alias, 'value'),
  jsonArrayLength,
  jsonExtract,
  repeatedRows: 'distinct',
  sortTerm: (operand, direction) => sql`${operand.sql} ${direction}`,
  randomOrder: () => rawSql('RANDOM()'),
  limit(limit, offset) {
    if (limit === undefined && offset === undefined) return rawSql('');
    const limited = sql`LIMIT ${param(limit ?? -1)}`;
    return offset === undefined ? limited : sql`${limited} OFFSET ${param(offset)}`;
  },
  search: sqliteSearchCondition,
  finish: (query) => query,
};

function compare(
  left: DialectOperand,
  operator: FilterBaseOperator,
  right: DialectOperand,
): SqlFragment {
  switch (operator) {
    case '=':
      return equality(left, right, true);
    case '!=':
      return equality(left, right, false);
    case '~':
      return like(left, right, '');
    case '!~':
      return like(left, right, 'NOT ');
    default:
      return sql`${left.sql} ${operator} ${right.sql}`;
  }
}

/**
 * Null-safe (in)equality: `''` and NULL are the same "empty" value. Direct comparisons when one
 * side is a known non-empty constant (they can use an index), COALESCE between two fields.
 * `!=` is `IS NOT` so that a NULL column still differs from a value.
 */
function equality(left: DialectOperand, right: DialectOperand, isEqual: boolean): SqlFragment {
  const op = isEqual ? '=' : 'IS NOT';
  if (left.noCoalesce || right.noCoalesce)
    return sql`${left.sql} ${isEqual ? 'IS' : 'IS NOT'} ${right.sql}`;
  const isLeftEmpty = isEmptyConstant(left);
  const isRightEmpty = isEmptyConstant(right);
  if (isLeftEmpty && isRightEmpty) return rawSql(`'' ${op} ''`);
  if (isNonEmptyConstant(left) || isNonEmptyConstant(right)) {
    return sql`${isLeftEmpty ? "''" : left.sql} ${op} ${isRightEmpty ? "''" : right.sql}`;
  }
  if (isLeftEmpty || isRightEmpty) {
    const field = isLeftEmpty ? right.sql : left.sql;
    return isEqual
      ? sql`(${field} = '' OR ${field} IS NULL)`
      : sql`(${field} IS NOT '' AND ${field} IS NOT NULL)`;
  }
  return sql`COALESCE(${left.sql}, '') ${op} COALESCE(${right.sql}, '')`;
}

/** LIKE is a "contains" match: constants are wrapped in `%…%` unless they carry their own `%`. */
function like(left: DialectOperand, right: DialectOperand, not: string): SqlFragment {
  const value = right.constant?.value;
  // A late macro's value is never empty and holds no `%` or `_`: wrapped in SQL, it matches alike.
  if (value !== undefined && value !== null && !(value instanceof LateMacro)) {
    return sql`${left.sql} ${not}LIKE ${param(likePattern(String(value)))} ESCAPE '\\'`;
  }
  return sql`${left.sql} ${not}LIKE ('%' || ${right.sql} || '%') ESCAPE '\\'`;
}

// Multi-value columns hold JSON arrays, but single select/file/relation columns hold plain text and
// older rows may hold anything: every helper first normalises a non-JSON value so that SQLite's
// JSON functions never fail with "malformed JSON".

/** `json_each(…)` over a column that may hold a JSON array or a single plain value. */
function jsonEach(value: SqlFragment): SqlFragment {
  return sql`json_each(CASE WHEN json_valid(${value}) THEN ${value} ELSE json_array(${value}) END)`;
}

/** Item count of a JSON-array column; '' and NULL count as 0 items, a plain value as 1. */
function jsonArrayLength(value: SqlFragment): SqlFragment {
  return sql`json_array_length(CASE WHEN json_valid(${value}) THEN ${value} ELSE (CASE WHEN ${value} = '' OR ${value} IS NULL THEN json_array() ELSE json_array(${value}) END) END)`;
}

/**
 * `json_extract` at a path made of object keys and array indexes (`['a', '0']` → `$.a[0]`).
 * A non-JSON stored value is wrapped in an object first so top-level primitives still compare
 * as their SQL equivalent. Keys are `\w+` (the tokenizer guarantees it), so inlining is safe.
 */
function jsonExtract(value: SqlFragment, keys: string[]): SqlFragment {
  if (keys.some((key) => !/^\w+$/.test(key)))
    throw new Error(`invalid JSON path ${keys.join('.')}`);
  const path = keys.map((key) => (/^\d+$/.test(key) ? `[${key}]` : `.${key}`)).join('');
  return sql`(CASE WHEN json_valid(${value}) THEN json_extract(${value}, '$${path}') ELSE json_extract(json_object('pb', ${value}), '$.pb${path}') END)`;
}
