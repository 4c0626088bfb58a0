import { LateMacro } from './late-macro.ts';
/**
 * A piece of SQL with its positional `?` parameters. Fragments are composed with the `sql`
 * tag, so parameters always travel with their placeholders and stay in text order, even when a
 * fragment is repeated (`(x = '' OR x IS NULL)` binds x's parameters twice).
 */
export type SqlFragment = { text: string; params: unknown[] };

type SqlPart = SqlFragment | string;

/** Template tag: interpolated fragments are spliced in; plain strings are raw SQL text. */
export function sql(strings: TemplateStringsArray, ...parts: SqlPart[]): SqlFragment {
  let text = strings[0]!;
  const params: unknown[] = [];
  // Plain loops: every rule and filter is composed of these on each request (decision 064).
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    if (typeof part === 'string') {
      text += part;
    } else {
      text += part.text;
      for (const value of part.params) params.push(value);
    }
    text += strings[index + 1]!;
  }
  return { text, params };
}

export function rawSql(text: string): SqlFragment {
  return { text, params: [] };
}

/** A bound value, converted to something SQLite can bind (booleans → 0/1, objects → JSON). */
export function param(value: unknown): SqlFragment {
  return { text: '?', params: [toSqlValue(value)] };
}

export function joinSql(parts: SqlFragment[], separator: string): SqlFragment {
  let text = '';
  const params: unknown[] = [];
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    text += index === 0 ? part.text : separator + part.text;
    for (const value of part.params) params.push(value);
  }
  return { text, params };
}

/** Double-quoted identifier; the storage layer runs SQLite with DQS=0, so this is never a string. */
export function quoteName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** `"alias"."column"` */
export function columnRef(alias: string, column: string): SqlFragment {
  return rawSql(`${quoteName(alias)}.${quoteName(column)}`);
}

export function toSqlValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' || typeof value === 'bigint') return value;
  if (value instanceof Date) return value.toISOString().replace('T', ' ');
  // Bound when the statement runs (late-macro.ts).
  if (value instanceof LateMacro) return value;
  return JSON.stringify(value);
}
