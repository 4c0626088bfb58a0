/**
 * The statements behind a collection's search index (decision 045), as a dialect writes them:
 * `names` are the schema objects it consists of (as `Dialect.schemaNames` lists them), so the
 * index is known to exist when all of them do; `create` builds it over the rows already stored
 * and keeps it in step with every later write; `drop` removes it. `storage` keeps the search
 * column where a scan of the table reads it cheaply: cheap, repeatable statements run each time
 * the index is checked. `scan`, where the engine has one, is a narrow index of the search text
 * by its scope (the tenant column): what a search the index cannot narrow (a word too short
 * for it) or a count of a broad one reads instead of the wide rows. It is checked and built on
 * its own, so that adding it to a database in use does not rebuild the rest.
 */
export type SearchIndexDdl = {
  names: string[];
  create: string[];
  drop: string[];
  storage: string[];
  scan?: { name: string; create: string; drop: string };
};

/**
 * The column a searchable collection's lists are read by (every list of a company's records
 * names its company): where a collection has it, the engine may key its search scan by it.
 */
export const SEARCH_SCOPE_COLUMN = 'company';

/** Words at least this long are looked up in a trigram index; shorter ones are matched by a scan. */
export const TRIGRAM_LENGTH = 3;

/** Whether the trigram index can answer for this word (it has at least one trigram). */
export function hasTrigram(word: string): boolean {
  return [...word].length >= TRIGRAM_LENGTH;
}

/** `"name"` for SQL text. */
export function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
