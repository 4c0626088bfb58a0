/**
 * The statements behind a collection's search index (decision 045), as a dialect writes them:
 * `names` are the schema objects it consists of (as `Dialect.schemaNames` lists them), so the
 * index is known to exist when all of them do; `create` builds it over the rows already stored
 * and keeps it in step with every later write; `drop` removes it. `storage` keeps the search
 * column where a scan of the table reads it cheaply: cheap, repeatable statements run each time
 * the index is checked.
 */
export type SearchIndexDdl = {
  names: string[];
  create: string[];
  drop: string[];
  storage: string[];
};

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
