// `CREATE [UNIQUE] INDEX [IF NOT EXISTS] name ON table (columns) [WHERE …]`
const INDEX =
  /^\s*create\s+(unique\s+)?index\s+(if\s+not\s+exists\s+)?(\S+)\s+on\s+(\S+?)\s*\(([\s\S]*)\)(?:\s*where\s+([\s\S]*?))?\s*;?\s*$/i;

/**
 * A PocketBase index statement (SQLite's syntax) for PostgreSQL. PostgreSQL folds unquoted
 * names to lower case, so the index, the table and every bare word naming a column are quoted
 * as stored; backquotes and brackets become double quotes; `x COLLATE NOCASE` becomes the
 * expression `(lower(x))`. Anything else is left for PostgreSQL to judge.
 */
export function postgresIndexStatement(statement: string, columns: readonly string[]): string {
  const match = INDEX.exec(statement);
  if (!match) return statement;
  const [, unique = '', ifNotExists = '', name, table, list, where] = match;
  const byLowerName = new Map(columns.map((column) => [column.toLowerCase(), column]));
  const fix = (text: string) => quoteColumns(text, byLowerName);
  const nocase = (text: string) =>
    text.replace(/("(?:[^"]|"")+")\s+collate\s+nocase/gi, '(lower($1))');
  const head = `CREATE ${unique ? 'UNIQUE ' : ''}INDEX ${ifNotExists ? 'IF NOT EXISTS ' : ''}`;
  const on = `${quoteName(name!)} ON ${quoteName(table!)} (${nocase(fix(list!))})`;
  return `${head}${on}${where ? ` WHERE ${fix(where)}` : ''}`;
}

function quoteName(name: string): string {
  const bare = name.replace(/^[`"[]|[`"\]]$/g, '');
  return `"${bare.replaceAll('"', '""')}"`;
}

/** Quoted names become double-quoted; bare words that name a column are quoted as stored. */
function quoteColumns(text: string, columns: Map<string, string>): string {
  return text.replace(
    /`([^`]+)`|\[([^\]]+)\]|"((?:[^"]|"")+)"|'(?:[^']|'')*'|\b([A-Za-z_]\w*)\b/g,
    (token, backquoted?: string, bracketed?: string, quoted?: string, word?: string) => {
      const name = backquoted ?? bracketed;
      if (name !== undefined) return `"${name.replaceAll('"', '""')}"`;
      if (quoted !== undefined || word === undefined) return token;
      const column = columns.get(word.toLowerCase());
      return column ? `"${column}"` : token;
    },
  );
}
