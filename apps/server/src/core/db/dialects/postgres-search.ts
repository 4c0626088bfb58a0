import { joinSql, param, rawSql, sql, type SqlFragment } from '../../query/sql-fragment.ts';
import { hasTrigram, quoted as q, type SearchIndexDdl } from './search-index-ddl.ts';

/**
 * The search index of a table on PostgreSQL: a GIN index with `pg_trgm`'s trigram operator
 * class on the search column, which answers `LIKE '%word%'`. Created only where the extension
 * is installed (the server creates it at start when it may, see PostgresDb.prepare); without
 * it, search still answers, by reading the company's rows.
 */
export function postgresSearchIndex(table: string, column: string): SearchIndexDdl {
  const name = `${table}__search`;
  const create = `CREATE INDEX IF NOT EXISTS ${q(name)} ON ${q(table)} USING gin (${q(column)} gin_trgm_ops)`;
  return {
    names: [name],
    // A shipment row is wide (its payload alone passes PostgreSQL's 2 KB threshold), so the
    // toaster also moves the search text out of line: a search short or broad enough to be a
    // scan of the company's rows (a count of "ocn", a word of two letters) then reads every
    // row's text from the TOAST table, two more page reads per row. MAIN keeps it in the row,
    // compressed if need be, unless the row can fit no other way. Altered only when not so yet:
    // the ALTER locks the table, and every start checks.
    storage: [
      `DO $$ BEGIN
         IF (SELECT attstorage FROM pg_attribute
              WHERE attrelid = ${literal(q(table))}::regclass AND attname = ${literal(column)}) <> 'm' THEN
           EXECUTE ${literal(`ALTER TABLE ${q(table)} ALTER COLUMN ${q(column)} SET STORAGE MAIN`)};
         END IF;
       END $$`,
    ],
    create: [
      `DO $$ BEGIN
         IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
           EXECUTE ${literal(create)};
         END IF;
       END $$`,
    ],
    drop: [`DROP INDEX IF EXISTS ${q(name)}`],
  };
}

/**
 * Marks a statement whose best plan depends on its parameters' values: PostgresDb plans it for
 * the values of each run instead of keeping one plan. A search is such a statement: a generic
 * plan cannot see how many rows `LIKE $2` keeps, prices it as rare and reads the whole trigram
 * bitmap, then sorts it, where a word most rows hold is answered by walking the list's index
 * for its first page (a page of "ocn" among 33,000 shipments: 50 ms generic, 0.5 ms planned
 * for the word). PostgreSQL switches a prepared statement to the generic plan after five runs.
 */
export const PLAN_FOR_VALUES = '/* plan for values */';

/**
 * Every word occurs in the row's search column: words of three characters or more as
 * `LIKE '%word%'` (which the trigram index answers; LIKE's escape character is the backslash),
 * shorter ones with `strpos` on the rows the other conditions leave. Marked PLAN_FOR_VALUES.
 */
export function postgresSearchCondition(
  table: string,
  column: string,
  words: readonly string[],
): SqlFragment {
  const target = rawSql(`${q(table)}.${q(column)}`);
  const parts = words.map((word) =>
    hasTrigram(word)
      ? sql`${target} LIKE ${param(`%${escapeLike(word)}%`)}`
      : sql`strpos(${target}, ${param(word)}) > 0`,
  );
  return sql`(${rawSql(PLAN_FOR_VALUES)} ${joinSql(parts, ' AND ')})`;
}

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
