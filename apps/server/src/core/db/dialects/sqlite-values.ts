import { toSqlValue } from '../../query/sql-fragment.ts';

/**
 * A bound value as SQLite holds it: NULL, TEXT, REAL (JS numbers: better-sqlite3 binds every
 * number as a double, as PocketBase binds Go float64s) or INTEGER (bigints: whole-number macros
 * and counts). Booleans bind as 0/1.
 */
export type SqliteValue = null | string | number | bigint;

export function sqliteValue(value: unknown): SqliteValue {
  const bound = toSqlValue(value);
  if (bound === null || bound === undefined) return null;
  if (typeof bound === 'string' || typeof bound === 'number' || typeof bound === 'bigint') {
    return bound;
  }
  return String(bound);
}

// SQLite's test for text that NUMERIC affinity turns into a number (whitespace around allowed).
const NUMERIC_TEXT = /^[ \t\n\v\f\r]*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?[ \t\n\v\f\r]*$/;

/** The number NUMERIC affinity makes of `text`, or null when it stays text. */
export function numericAffinity(text: string): number | null {
  return NUMERIC_TEXT.test(text) ? Number(text.trim()) : null;
}

/** SQLite's text of a number (TEXT affinity, LIKE): `10` as a REAL is '10.0', as an INTEGER '10'. */
export function sqliteNumberText(value: number | bigint): string {
  if (typeof value === 'bigint') return value.toString();
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Inf' : '-Inf';
  const magnitude = Math.abs(value);
  if (Number.isInteger(value) && magnitude < 1e17) return `${BigInt(value)}.0`;
  if (magnitude >= 1e-4 && magnitude < 1e17) return String(value);
  const [mantissa = '', exponent = ''] = value.toExponential().split('e');
  const digits = exponent.replace(/^[-+]/, '').padStart(2, '0');
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}e${exponent[0]}${digits}`;
}
