import { param, rawSql, sql, joinSql, type SqlFragment } from '../../query/sql-fragment.ts';
import { hasTrigram, quoted as q, type SearchIndexDdl } from './search-index-ddl.ts';

/**
 * The search index of a table on SQLite: an FTS5 table with the `trigram` tokenizer over the
 * search column, external content (it stores no copy of the text, only the index, and reads the
 * text from the table by `rowid`), kept in step by triggers in the writing transaction itself.
 * Built from the stored rows when created (`rebuild`). With a scope, an index on `(scope,
 * column)` besides: a word too short for trigrams, or the count of a word that most of a
 * company's rows hold, is `instr` over the company's entries of that index, a tenth of the
 * bytes of its rows (a count of 33,000 shipments for a one- or two-letter word: 45 ms → 15 ms).
 * SQLite has no limit on an index entry's size, so a long search text only takes more pages.
 */
export function sqliteSearchIndex(table: string, column: string, scope?: string): SearchIndexDdl {
  const fts = `${table}__search`;
  const scan = `${table}__search_scan`;
  const triggers = ['insert', 'delete', 'update'].map((event) => `${fts}_${event}`);
  const [insert, remove, update] = triggers.map(q) as [string, string, string];
  const add = (row: string) =>
    `INSERT INTO ${q(fts)} ("rowid", ${q(column)}) VALUES (${row}."rowid", ${row}.${q(column)});`;
  const forget = (row: string) =>
    `INSERT INTO ${q(fts)} (${q(fts)}, "rowid", ${q(column)}) VALUES ('delete', ${row}."rowid", ${row}.${q(column)});`;
  return {
    names: [fts, ...triggers],
    // SQLite reads a row's columns in order from its first page: the search text sits early.
    storage: [],
    create: [
      `CREATE VIRTUAL TABLE ${q(fts)} USING fts5(${q(column)}, content=${literal(table)}, content_rowid='rowid', tokenize='trigram')`,
      `CREATE TRIGGER ${insert} AFTER INSERT ON ${q(table)} BEGIN ${add('new')} END`,
      `CREATE TRIGGER ${remove} AFTER DELETE ON ${q(table)} BEGIN ${forget('old')} END`,
      `CREATE TRIGGER ${update} AFTER UPDATE OF ${q(column)} ON ${q(table)} BEGIN ${forget('old')} ${add('new')} END`,
      `INSERT INTO ${q(fts)} (${q(fts)}) VALUES ('rebuild')`,
    ],
    drop: [
      ...triggers.map((name) => `DROP TRIGGER IF EXISTS ${q(name)}`),
      `DROP TABLE IF EXISTS ${q(fts)}`,
      `DROP INDEX IF EXISTS ${q(scan)}`,
    ],
    scan: scope
      ? {
          name: scan,
          create: `CREATE INDEX IF NOT EXISTS ${q(scan)} ON ${q(table)} (${q(scope)}, ${q(column)})`,
          drop: `DROP INDEX IF EXISTS ${q(scan)}`,
        }
      : undefined,
  };
}

/**
 * Every word occurs in the row's search column: words of three characters or more through the
 * FTS5 index, as one MATCH of quoted phrases (a trigram phrase matches exactly the rows holding
 * it as a substring; the text is folded to lower case on both sides), and shorter ones, which
 * have no trigram, with `instr` on the rows the other conditions leave. The table's own text is
 * read only for those: a shipment row is wide, and its search text comes after the payload.
 *
 * The index's rowids are a set the rows are checked against (`+rowid`: never the loop that
 * reads them). SQLite prices a MATCH as a handful of rows, so with statistics it would read
 * every matching row by rowid and sort them all for one page: for a word most of a company's
 * rows hold (`ocn`, the start of every code), 85–130 ms for a page of 33,000 shipments, where
 * walking the list's own index to its first hundred matches takes 5 ms. The price is the other
 * way round: a rare word walks the company's index entries to the end (5 ms at 33,000).
 */
export function sqliteSearchCondition(
  table: string,
  column: string,
  words: readonly string[],
): SqlFragment {
  const indexed = words.filter(hasTrigram);
  const target = rawSql(`${q(table)}.${q(column)}`);
  const parts = words
    .filter((word) => !hasTrigram(word))
    .map((word) => sql`instr(${target}, ${param(word)}) > 0`);
  if (indexed.length > 0) {
    const fts = q(`${table}__search`);
    const match = indexed.map((word) => `"${word.replaceAll('"', '""')}"`).join(' AND ');
    parts.unshift(
      sql`${rawSql(`+${q(table)}."rowid"`)} IN (SELECT "rowid" FROM ${rawSql(fts)} WHERE ${rawSql(fts)} MATCH ${param(match)})`,
    );
  }
  return sql`(${joinSql(parts, ' AND ')})`;
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
