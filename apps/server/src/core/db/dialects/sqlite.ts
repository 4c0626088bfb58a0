import type { Dialect } from '../dialect.ts';
import { sqliteQueryDialect } from './sqlite-query.ts';
import { sqliteSearchIndex } from './sqlite-search.ts';
import { systemTableStatements } from './system-table-schema.ts';

// What SQLite says when a (valid) statement is too big for it; the filter parser's limits keep
// requests below these.
const TOO_COMPLEX =
  /Expression tree is too large|too many SQL variables|parser stack overflow|too many terms/i;

const message = (error: unknown) => (error instanceof Error ? error.message : '');

export const sqliteDialect: Dialect = {
  query: sqliteQueryDialect,
  equalsIgnoreCase: (column) => `${column} = ? COLLATE NOCASE`,
  uniqueViolation(error) {
    // "UNIQUE constraint failed: t.a, t.b" (an expression index says "index 'name'").
    const match = message(error).match(/UNIQUE constraint failed: (.+)$/);
    if (!match) return null;
    if (match[1]!.startsWith('index ')) return [];
    return match[1]!.split(',').map((part) => part.trim().split('.').pop()!);
  },
  isTooComplex: (error) => TOO_COMPLEX.test(message(error)),
  byteLength: (column) => `ifnull(octet_length(${column}), 0)`,
  hourOf: (column) => `strftime('%Y-%m-%d %H:00:00', ${column})`,
  jsonArrayContains: (column) =>
    `EXISTS (SELECT 1 FROM json_each(${column}) WHERE json_each.value = ?)`,
  schemaNames: `SELECT "name" FROM "sqlite_master"`,
  ownNames: [],
  toJsonArray: (column) =>
    `CASE WHEN COALESCE(${column}, '') = '' THEN '[]' WHEN json_valid(${column}) AND json_type(${column}) = 'array' THEN ${column} ELSE json_array(${column}) END`,
  toLastJsonItem: (column) =>
    `CASE WHEN COALESCE(${column}, '[]') = '[]' THEN '' WHEN json_valid(${column}) AND json_type(${column}) = 'array' THEN COALESCE(json_extract(${column}, '$[#-1]'), '') ELSE ${column} END`,
  indexStatement: (statement) => statement,
  searchIndex: sqliteSearchIndex,
  systemTables: systemTableStatements({
    columnType: {
      text: 'TEXT',
      json: 'JSON',
      bool: 'BOOLEAN',
      integer: 'INTEGER',
      bigint: 'INTEGER',
    },
    uniqueIgnoringCase: 'collation',
  }),
  rowidColumn: null,
  columnType: (kind) => ({ text: 'TEXT', number: 'NUMERIC', bool: 'BOOLEAN', json: 'JSON' })[kind],
};
