import { sql, type SqlFragment } from './sql-fragment.ts';

// Multi-value columns hold JSON arrays, but single select/file/relation columns hold plain text and
// older rows may hold anything: every helper first normalises a non-JSON value so that SQLite's
// JSON functions never fail with "malformed JSON".

/** `json_each(…)` over a column that may hold a JSON array or a single plain value. */
export function jsonEach(value: SqlFragment): SqlFragment {
  return sql`json_each(CASE WHEN json_valid(${value}) THEN ${value} ELSE json_array(${value}) END)`;
}

/** Item count of a JSON-array column; '' and NULL count as 0 items, a plain value as 1. */
export function jsonArrayLength(value: SqlFragment): SqlFragment {
  return sql`json_array_length(CASE WHEN json_valid(${value}) THEN ${value} ELSE (CASE WHEN ${value} = '' OR ${value} IS NULL THEN json_array() ELSE json_array(${value}) END) END)`;
}

/**
 * `json_extract` at a path made of object keys and array indexes (`['a', '0']` → `$.a[0]`).
 * A non-JSON stored value is wrapped in an object first so top-level primitives still compare
 * as their SQL equivalent. Keys are `\w+` (the tokenizer guarantees it), so inlining is safe.
 */
export function jsonExtract(value: SqlFragment, keys: string[]): SqlFragment {
  if (keys.some((key) => !/^\w+$/.test(key)))
    throw new Error(`invalid JSON path ${keys.join('.')}`);
  const path = keys.map((key) => (/^\d+$/.test(key) ? `[${key}]` : `.${key}`)).join('');
  return sql`(CASE WHEN json_valid(${value}) THEN json_extract(${value}, '$${path}') ELSE json_extract(json_object('pb', ${value}), '$.pb${path}') END)`;
}
