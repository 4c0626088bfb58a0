import { param, rawSql, sql, joinSql, type SqlFragment } from '../../query/sql-fragment.ts';
import { hasTrigram, quoted as q, type SearchIndexDdl } from '../search-index-ddl.ts';

/**
 * The search index of a table on SQLite: an FTS5 table with the `trigram` tokenizer over the
 * search column, external content (it stores no copy of the text, only the index, and reads the
 * text from the table by `rowid`), kept in step by triggers in the writing transaction itself.
 * Built from the stored rows when created (`rebuild`).
 */
export function sqliteSearchIndex(table: string, column: string): SearchIndexDdl {
  const fts = `${table}__search`;
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
    ],
  };
}

/**
 * Every word occurs in the row's search column: words of three characters or more through the
 * FTS5 index, as one MATCH of quoted phrases (a trigram phrase matches exactly the rows holding
 * it as a substring; the text is folded to lower case on both sides), and shorter ones, which
 * have no trigram, with `instr` on the rows the other conditions leave. The table's own text is
 * read only for those: a shipment row is wide, and its search text comes after the payload.
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
      sql`${rawSql(`${q(table)}."rowid"`)} IN (SELECT "rowid" FROM ${rawSql(fts)} WHERE ${rawSql(fts)} MATCH ${param(match)})`,
    );
  }
  return sql`(${joinSql(parts, ' AND ')})`;
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
