/**
 * A collection index as PocketBase writes it, in SQLite's syntax, as a PostgreSQL statement:
 * `CREATE [UNIQUE] INDEX [IF NOT EXISTS] name ON table (column [COLLATE c] [ASC|DESC], …)
 * [WHERE …]`. Collection models keep the statement as written (the API returns it); the
 * engine creates this translation. Identifiers quoted with backticks or brackets get double
 * quotes, bare index, table and column names too (the WHERE clause is kept as written); `COLLATE NOCASE` (ASCII letters folded, as SQLite does) indexes
 * `lower(column COLLATE "C")`, which folds the same letters, so that a UNIQUE index refuses
 * the same values; `COLLATE BINARY` is `COLLATE "C"` and `COLLATE RTRIM` indexes the value
 * without trailing spaces. With the table's `columns`, quoted names are spelt as the columns
 * are (SQLite matches them case-insensitively).
 */
export function postgresIndexStatement(statement: string, columns: readonly string[] = []): string {
  const tokens = tokenize(statement);
  const on = tokens.findIndex((token) => /^ON$/i.test(token.text));
  const open = tokens.findIndex((token, index) => index > on && token.text === '(');
  if (on < 0 || open < 0) return join(tokens).trim();
  const close = matchingParenthesis(tokens, open);
  const parts = splitTopLevel(tokens.slice(open + 1, close));
  // Bare names may be PostgreSQL keywords (`user`): the index, table and column names get quotes.
  for (const token of [tokens[on - 1], tokens[on + 1], ...parts.map(bareColumn)]) {
    quoteBareWord(token);
  }
  // SQLite matches column names case-insensitively, PostgreSQL's quoted names exactly.
  for (const token of tokens.slice(on + 2)) spellAsColumn(token, columns);
  const list = { space: tokens[open]!.space, text: `(${parts.map(indexColumn).join(', ')})` };
  return join([...tokens.slice(0, open), list, ...tokens.slice(close + 1)]).trim();
}

/** The name of a column entry that is a name (with or without a collation and direction). */
function bareColumn(part: Token[]): Token | undefined {
  const words = /^(ASC|DESC)$/i.test(part.at(-1)?.text ?? '') ? part.slice(0, -1) : part;
  const isNamed = words.length === 1 || /^COLLATE$/i.test(words[1]?.text ?? '');
  return isNamed ? words[0] : undefined;
}

/** A token and the whitespace before it (kept, so the statement reads as written). */
type Token = { space: string; text: string };

const TOKEN =
  /(\s*)('(?:[^']|'')*'|`(?:[^`]|``)*`|\[[^\]]*\]|"(?:[^"]|"")*"|\w+|[<>!=|]+|[^\s\w])/y;

/** Words, quoted identifiers (as double-quoted ones), string literals, operators, symbols. */
function tokenize(statement: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(statement); match; match = TOKEN.exec(statement)) {
    tokens.push({ space: match[1]!, text: doubleQuoted(match[2]!) });
  }
  return tokens;
}

/** `user` → `"user"`: a name, never a keyword (SQLite reads bare names without keywords). */
function quoteBareWord(token: Token | undefined): void {
  if (token && /^[A-Za-z_]\w*$/.test(token.text)) token.text = `"${token.text}"`;
}

/**
 * A quoted name, or a bare word (in the WHERE clause too, where PostgreSQL would fold it to lower
 * case), that names a column: spelt and quoted as the column is.
 */
function spellAsColumn(token: Token, columns: readonly string[]): void {
  const isBare = /^[A-Za-z_]\w*$/.test(token.text);
  if (!token.text.startsWith('"') && !isBare) return;
  const name = (isBare ? token.text : token.text.slice(1, -1).replaceAll('""', '"')).toLowerCase();
  const column = columns.find((candidate) => candidate.toLowerCase() === name);
  if (column) token.text = `"${column.replaceAll('"', '""')}"`;
}

function join(tokens: Token[]): string {
  return tokens.map((token) => token.space + token.text).join('');
}

function doubleQuoted(token: string): string {
  const quote = token[0];
  if (quote === '`') return `"${token.slice(1, -1).replaceAll('``', '`').replaceAll('"', '""')}"`;
  if (quote === '[') return `"${token.slice(1, -1).replaceAll('"', '""')}"`;
  return token;
}

function matchingParenthesis(tokens: Token[], open: number): number {
  let depth = 0;
  for (let index = open; index < tokens.length; index += 1) {
    if (tokens[index]!.text === '(') depth += 1;
    if (tokens[index]!.text === ')' && --depth === 0) return index;
  }
  return tokens.length;
}

function splitTopLevel(tokens: Token[]): Token[][] {
  const parts: Token[][] = [[]];
  let depth = 0;
  for (const token of tokens) {
    if (token.text === '(') depth += 1;
    if (token.text === ')') depth -= 1;
    if (token.text === ',' && depth === 0) parts.push([]);
    else parts[parts.length - 1]!.push(token);
  }
  return parts;
}

function indexColumn(tokens: Token[]): string {
  let rest = [...tokens];
  const last = rest.at(-1)?.text ?? '';
  const order = /^(ASC|DESC)$/i.test(last) ? ` ${rest.pop()!.text.toUpperCase()}` : '';
  let collation = '';
  const collate = rest.findIndex((token) => /^COLLATE$/i.test(token.text));
  if (collate >= 0) {
    collation = (rest[collate + 1]?.text ?? '').replace(/^"|"$/g, '').toUpperCase();
    rest = rest.slice(0, collate);
  }
  const expression = join(rest).trim();
  switch (collation) {
    case 'NOCASE':
      return `(lower(${expression} COLLATE "C"))${order}`;
    case 'RTRIM':
      return `(rtrim(${expression}, ' '))${order}`;
    case 'BINARY':
      return `${expression} COLLATE "C"${order}`;
    default:
      return `${expression}${order}`;
  }
}
