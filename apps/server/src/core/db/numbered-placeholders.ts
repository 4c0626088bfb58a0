const cache = new Map<string, string>();
const MAX_CACHED = 5000;

/**
 * `?` placeholders numbered `$1…$n` for PostgreSQL, skipping text inside quotes ('…', "…") and
 * comments, where a `?` is not a placeholder. Statements repeat, so the result is cached.
 */
export function numberedPlaceholders(sql: string): string {
  const cached = cache.get(sql);
  if (cached !== undefined) return cached;
  let out = '';
  let n = 0;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i]!;
    if (c === "'" || c === '"') {
      const end = closingQuote(sql, i, c);
      out += sql.slice(i, end + 1);
      i = end;
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end === -1 ? sql.length - 1 : end;
      out += sql.slice(i, stop + 1);
      i = stop;
    } else if (c === '?') {
      out += `$${++n}`;
    } else {
      out += c;
    }
  }
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(sql, out);
  return out;
}

/** Index of the quote closing the one at `start` (a doubled quote is part of the text). */
function closingQuote(sql: string, start: number, quote: string): number {
  for (let i = start + 1; i < sql.length; i++) {
    if (sql[i] !== quote) continue;
    if (sql[i + 1] === quote) i++;
    else return i;
  }
  return sql.length - 1;
}
