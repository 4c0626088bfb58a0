import { CHANGE_MARK_NAMES } from './postgres-change-mark.ts';
import type { Dialect } from '../dialect.ts';
import { postgresIndexStatement } from './postgres-index.ts';
import { POSTGRES_QUERY_FUNCTIONS, postgresQueryDialect } from './postgres-query.ts';
import { postgresSearchIndex } from './postgres-search.ts';
import { systemTableStatements } from './system-table-schema.ts';

type PgError = { code?: string; detail?: string; message?: string; constraint?: string };

const pgError = (error: unknown): PgError =>
  typeof error === 'object' && error !== null ? (error as PgError) : {};

/** SQL functions the dialect's statements call, created at start (CREATE OR REPLACE). */
export const POSTGRES_SUPPORT_FUNCTIONS = [
  ...POSTGRES_QUERY_FUNCTIONS,
  // The JSON value of a text column, or NULL when the text is not JSON (SQLite's json_valid).
  `CREATE OR REPLACE FUNCTION rumbo_jsonb_or_null(value text) RETURNS jsonb
   LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
   BEGIN
     RETURN value::jsonb;
   EXCEPTION WHEN others THEN
     RETURN NULL;
   END $$`,
];

const isArray = (column: string) => `jsonb_typeof(rumbo_jsonb_or_null(${column})) = 'array'`;

export const postgresDialect: Dialect = {
  query: postgresQueryDialect,
  equalsIgnoreCase: (column) => `lower(${column}) = lower(?)`,
  uniqueViolation(error) {
    const { code, detail } = pgError(error);
    if (code !== '23505') return null;
    // "Key (company, "shipmentCode")=(…) already exists." / "… is duplicated."
    const keys = detail?.match(/^Key \((.+?)\)=\(/)?.[1];
    if (!keys) return [];
    return keys.split(/,\s*/).map((key) =>
      key
        .replace(/^lower\((.+)\)$/i, '$1')
        .replace(/^"(.+)"$/, '$1')
        .replaceAll('""', '"'),
    );
  },
  isTooComplex(error) {
    const { code, message } = pgError(error);
    // Class 54: program limit exceeded (stack depth, too many columns or arguments…).
    return code?.startsWith('54') === true || /bind message has \d+ parameter/.test(message ?? '');
  },
  byteLength: (column) => `COALESCE(octet_length(CAST(${column} AS TEXT)), 0)`,
  hourOf: (column) => `(substr(${column}, 1, 13) || ':00:00')`,
  jsonArrayContains: (column) =>
    `EXISTS (SELECT 1 FROM jsonb_array_elements_text(CASE WHEN ${isArray(column)} THEN ${column}::jsonb ELSE '[]'::jsonb END) AS "item"("value") WHERE "item"."value" = ?)`,
  schemaNames: `SELECT "tablename" AS "name" FROM "pg_tables" WHERE "schemaname" = current_schema()
    UNION ALL SELECT "indexname" FROM "pg_indexes" WHERE "schemaname" = current_schema()
    UNION ALL SELECT "viewname" FROM "pg_views" WHERE "schemaname" = current_schema()`,
  ownNames: CHANGE_MARK_NAMES,
  toJsonArray: (column) =>
    `CASE WHEN COALESCE(${column}, '') = '' THEN '[]' WHEN ${isArray(column)} THEN ${column} ELSE jsonb_build_array(${column})::text END`,
  toLastJsonItem: (column) =>
    `CASE WHEN COALESCE(${column}, '[]') = '[]' THEN '' WHEN ${isArray(column)} THEN COALESCE(rumbo_jsonb_or_null(${column}) ->> -1, '') ELSE ${column} END`,
  indexStatement: postgresIndexStatement,
  searchIndex: postgresSearchIndex,
  // JSON kept as text (the server parses it), as in every collection's tables.
  systemTables: systemTableStatements({
    columnType: {
      text: 'TEXT',
      json: 'TEXT',
      bool: 'BOOLEAN',
      integer: 'INTEGER',
      bigint: 'BIGINT',
    },
    uniqueIgnoringCase: 'lowerIndex',
  }),
  rowidColumn: `"rowid" BIGSERIAL`,
  columnType: (kind) =>
    // Text in byte order ("C"), as SQLite compares it: the compiler sorts and compares text under
    // "C", and only columns of that collation let an index serve those sorts and ranges.
    ({ text: 'TEXT COLLATE "C"', number: 'DOUBLE PRECISION', bool: 'BOOLEAN', json: 'TEXT' })[kind],
};
