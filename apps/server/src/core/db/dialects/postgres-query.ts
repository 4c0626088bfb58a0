import { createHash } from 'node:crypto';
import type { SortDirection } from '@rumbo/domain';
import type { DialectOperand, QueryDialect, ValueType } from '../../query/query-dialect.ts';
import { QueryError } from '../../query/query-error.ts';
import {
  columnRef,
  joinSql,
  param,
  quoteName,
  rawSql,
  sql,
  type SqlFragment,
} from '../../query/sql-fragment.ts';
import { comparePostgres } from './postgres-comparison.ts';
import { postgresSearchCondition } from './postgres-search.ts';
import { constantTerm, dynamicOf, textParam } from './postgres-terms.ts';
import { sqliteValue } from './sqlite-values.ts';

export { POSTGRES_QUERY_FUNCTIONS } from './postgres-query-functions.ts';

/**
 * The query compiler's SQL for PostgreSQL 15, giving the rows SQLite gives for the same filter
 * (docs/decisions/043). Needs the functions of POSTGRES_QUERY_FUNCTIONS, and collection tables
 * whose `id` is the primary key (list queries that join many rows group by it).
 */
export const postgresQueryDialect: QueryDialect = {
  engine: 'postgres',
  bindsLateMacros: false,
  compare: comparePostgres,
  condition: (value) => rawSql(value ? 'TRUE' : 'FALSE'),
  storedValue,
  // PostgreSQL needs an ON: a join that pairs every row is ON TRUE.
  leftJoin: (source, alias, on) =>
    sql`LEFT JOIN ${source} ${quoteName(alias)} ON ${on ?? rawSql('TRUE')}`,
  jsonEach: (value) => sql`rumbo_json_each(${value})`,
  jsonArrayItems(json) {
    // PostgreSQL's JSON functions refuse the NUL character, as its text does (see textParam).
    if (json.includes('\\u0000')) {
      throw new QueryError('text values may not contain the NUL character');
    }
    return sql`rumbo_json_each(${textParam(json)})`;
  },
  eachItem: (alias, as) => columnRef(alias, as === 'id' ? 'id' : 'value'),
  jsonArrayLength: (value) => sql`rumbo_json_array_length(${value})`,
  jsonExtract(value, keys) {
    if (keys.some((key) => !/^\w+$/.test(key)))
      throw new Error(`invalid JSON path ${keys.join('.')}`);
    const path = keys.map((key) => `'${key}'`).join(', ');
    return sql`rumbo_json_extract(${value}, ARRAY[${path}]::text[])`;
  },
  repeatedRows: 'group',
  sortTerm,
  randomOrder: () => rawSql('random()'),
  limit(limit, offset) {
    const parts = [];
    if (limit !== undefined) parts.push(sql`LIMIT ${param(limit)}`);
    if (offset !== undefined) parts.push(sql`OFFSET ${param(offset)}`);
    return joinSql(parts, ' ');
  },
  search: postgresSearchCondition,
  snapshotSource: (table) => {
    const name = `"${table.replaceAll('"', '""')}"`;
    // The table's row type gives every column its type; the CTE hides the table by name.
    return `WITH ${name} AS (SELECT * FROM json_populate_record(NULL::${name}, CAST(? AS json)))`;
  },
  finish: (query) => ({ text: shortenLongAliases(query.text), params: query.params }),
};

/** A stored value, bound with the type of its column so PostgreSQL compares it as the column. */
function storedValue(value: unknown, type: ValueType): SqlFragment {
  const bound = sqliteValue(value);
  switch (type) {
    case 'text':
    case 'jsonText':
      return bound === null ? rawSql('CAST(NULL AS text)') : textParam(String(bound));
    case 'number':
      return sql`CAST(${param(bound)} AS double precision)`;
    case 'bool':
      return sql`CAST(${param(bound)} AS boolean)`;
    case 'count':
      return sql`CAST(${param(bound)} AS bigint)`;
    case 'item':
    case 'dynamic':
      return dynamicOf(constantTerm(bound));
  }
}

/**
 * SQLite's order: NULLs first ascending (last descending), text byte by byte, and values of
 * JSON paths and `:each` items by class (NULL, numbers, text) and then value. The queried
 * table's own columns are never NULL and depend on its id: plain keys, which an index on the
 * column can serve. Other keys, when the query groups by id, are the smallest (largest) value
 * of the record's joined rows.
 */
function sortTerm(
  operand: DialectOperand,
  direction: SortDirection,
  grouped: boolean,
): SqlFragment {
  const keys = sortKeys(operand).map((key) => {
    if (operand.isOwnColumn) return sql`${key} ${direction}`;
    const nulls = direction === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST';
    const value = grouped ? sql`${direction === 'ASC' ? 'MIN' : 'MAX'}(${key})` : key;
    return sql`${value} ${direction} ${nulls}`;
  });
  return joinSql(keys, ', ');
}

function sortKeys({ sql: value, type }: DialectOperand): SqlFragment[] {
  switch (type) {
    case 'text':
    case 'jsonText':
      return [sql`${value} COLLATE "C"`];
    case 'bool':
      return [sql`CAST(${value} AS integer)`];
    case 'number':
    case 'count':
      return [value];
    case 'item':
    case 'dynamic':
      return [
        sql`rumbo_sort_class(${value})`,
        sql`rumbo_sort_number(${value})`,
        sql`rumbo_sort_text(${value}) COLLATE "C"`,
      ];
  }
}

const MAX_IDENTIFIER_BYTES = 63;
const QUOTED = /'(?:[^']|'')*'|"(?:[^"]|"")*"/g;

/**
 * PostgreSQL cuts identifiers after 63 bytes, so two long join aliases (`posts.author.company…`)
 * could become one. Aliases (the quoted names with `.`, `:` or `@`; table and column names are
 * plain words) longer than that get a short name ending in a hash of the whole.
 */
function shortenLongAliases(text: string): string {
  return text.replace(QUOTED, (token) => {
    if (!token.startsWith('"') || Buffer.byteLength(token) - 2 <= MAX_IDENTIFIER_BYTES) {
      return token;
    }
    const name = token.slice(1, -1);
    if (/^\w+$/.test(name)) return token;
    const hash = createHash('sha256').update(name).digest('hex').slice(0, 16);
    return quoteName(`${name.slice(0, 40)}~${hash}`);
  });
}
