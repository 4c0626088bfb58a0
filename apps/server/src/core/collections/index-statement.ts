// `CREATE [UNIQUE] INDEX [IF NOT EXISTS] name ON table (columns) [WHERE …]`, as PocketBase reads
// a collection's `indexes` entries (the `d` flag gives the table token's position for retargeting).
const INDEX =
  /^\s*create\s+(unique\s+)?index\s+(if\s+not\s+exists\s+)?(\S+)\s+on\s+(\S+?)\s*\(([\s\S]*)\)(?:\s*where\s+([\s\S]*))?\s*;?\s*$/di;
const QUOTES = /^[`"'[]+|[`"'\]]+$/g;

export type IndexStatement = { name: string; table: string };

/** The index and table name of a statement, or null when it is not a CREATE INDEX statement. */
export function parseIndexStatement(statement: string): IndexStatement | null {
  const match = INDEX.exec(statement);
  if (!match || !match[5]?.trim()) return null;
  const name = unquote(match[3]!.split('.').pop()!);
  const table = unquote(match[4]!);
  return name && table ? { name, table } : null;
}

/**
 * The statement aimed at `table`: an index keeps pointing at its collection when the collection
 * is renamed (PocketBase rewrites the table name the same way). Unchanged when it already does.
 */
export function retargetIndex(statement: string, table: string): string {
  const match = INDEX.exec(statement);
  const span = match?.indices?.[4];
  if (!match || !span || unquote(match[4]!).toLowerCase() === table.toLowerCase()) return statement;
  return `${statement.slice(0, span[0])}\`${table}\`${statement.slice(span[1])}`;
}

function unquote(identifier: string): string {
  return identifier.replace(QUOTES, '');
}
