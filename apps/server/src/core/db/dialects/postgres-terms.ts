import type { DialectOperand } from '../../query/query-dialect.ts';
import { QueryError } from '../../query/query-error.ts';
import { param, rawSql, sql, type SqlFragment } from '../../query/sql-fragment.ts';
import { numericAffinity, sqliteNumberText, sqliteValue } from './sqlite-values.ts';

/**
 * One side of a comparison in SQLite's terms, rendered for PostgreSQL: the class every non-NULL
 * value has (`text`, `number`, or `dynamic` when it varies) and SQLite's affinity, which decides
 * the conversions SQLite applies before comparing (https://sqlite.org/datatype3.html §4.2).
 */
export type Term =
  | { kind: 'null' }
  | {
      kind: 'text' | 'number' | 'dynamic';
      /** PostgreSQL type: text, a number type, or jsonb holding a dynamic value. */
      sql: SqlFragment;
      /** SQLite's: TEXT/NUMERIC columns, BLOB for json_each columns, none for expressions. */
      affinity: Affinity;
      /** Set for bound constants: SQLite's value. */
      constant?: string | number | bigint;
      /** Number terms whose values are always whole (counts, booleans). */
      whole?: boolean;
      /** Number terms SQLite holds as REALs (bound JS numbers): `10` reads as '10.0'. */
      real?: boolean;
      /** For bool columns: the boolean column itself (`sql` is its 0/1). */
      bool?: SqlFragment;
    };

export type Affinity = 'text' | 'numeric' | 'blob' | 'none';

export type ValueTerm = Exclude<Term, { kind: 'null' }>;

export const NULL_TERM: Term = { kind: 'null' };

/** The term of an operand: constants from their value, the rest from their type. */
export function operandTerm(operand: DialectOperand): Term {
  if (operand.constant) return constantTerm(sqliteValue(operand.constant.value));
  const term = columnTerm(operand);
  // A bound value is a parameter in SQLite: no affinity, and numbers (booleans too) are REALs.
  if (!operand.isBound) return term;
  return { ...term, affinity: 'none', real: term.kind === 'number' };
}

function columnTerm(operand: DialectOperand): ValueTerm {
  const { sql: x } = operand;
  switch (operand.type) {
    case 'text':
      return { kind: 'text', sql: x, affinity: 'text' };
    case 'jsonText':
      // SQLite declares these columns JSON: NUMERIC affinity, values always JSON text.
      return { kind: 'text', sql: x, affinity: 'numeric' };
    case 'number':
      return { kind: 'number', sql: x, affinity: 'numeric' };
    case 'bool':
      return {
        kind: 'number',
        sql: sql`CAST(${x} AS integer)`,
        affinity: 'numeric',
        whole: true,
        bool: x,
      };
    case 'count':
      return { kind: 'number', sql: x, affinity: 'none', whole: true };
    case 'item':
      // json_each's columns have no declared type: BLOB affinity.
      return { kind: 'dynamic', sql: x, affinity: 'blob' };
    case 'dynamic':
      return { kind: 'dynamic', sql: x, affinity: 'none' };
  }
}

export function constantTerm(value: string | number | bigint | null): Term {
  if (value === null) return NULL_TERM;
  if (typeof value === 'string') {
    return { kind: 'text', sql: textParam(value), affinity: 'none', constant: value };
  }
  const cast = typeof value === 'bigint' ? 'bigint' : 'double precision';
  const bound = typeof value === 'number' && !Number.isFinite(value) ? String(value) : value;
  const rendered = { text: `CAST(? AS ${cast})`, params: [bound] };
  return { kind: 'number', sql: rendered, affinity: 'none', constant: value };
}

/** A bound text; PostgreSQL text cannot hold NUL, so such a value is refused as a bad filter. */
export function textParam(value: string): SqlFragment {
  if (value.includes('\u0000')) {
    throw new QueryError('text values may not contain the NUL character');
  }
  return sql`CAST(${param(value)} AS text)`;
}

/** SQLite's NUMERIC affinity: text that reads as a number becomes one. */
export function toNumericAffinity(term: Term): Term {
  if (term.kind === 'null' || term.kind === 'number') return term;
  if (typeof term.constant === 'string') {
    const number = numericAffinity(term.constant);
    return number === null ? term : constantTerm(number);
  }
  const converted =
    term.kind === 'text' ? sql`rumbo_numeric(${term.sql})` : sql`rumbo_numeric_value(${term.sql})`;
  return { kind: 'dynamic', sql: converted, affinity: 'none' };
}

/** SQLite's TEXT affinity: numbers become their text. */
export function toTextAffinity(term: Term): Term {
  if (term.kind === 'null' || term.kind === 'text') return term;
  if (term.constant !== undefined) {
    return constantTerm(sqliteNumberText(term.constant as number | bigint));
  }
  return { kind: 'text', sql: textOf(term), affinity: 'none' };
}

/** The term as PostgreSQL text holding SQLite's text of it (for LIKE and TEXT affinity). */
export function textOf(term: Term): SqlFragment {
  if (term.kind === 'null') return rawSql('CAST(NULL AS text)');
  if (term.kind === 'text') return term.sql;
  if (term.constant !== undefined) {
    return textParam(sqliteNumberText(term.constant as number | bigint));
  }
  if (term.kind === 'dynamic') return sql`rumbo_value_text(${term.sql})`;
  if (term.real) return sql`rumbo_real_text(CAST(${term.sql} AS double precision))`;
  return term.whole ? sql`CAST(${term.sql} AS text)` : sql`rumbo_number_text(${term.sql})`;
}

/** The term as a dynamic value (jsonb). */
export function dynamicOf(term: Term): SqlFragment {
  if (term.kind === 'null') return rawSql('CAST(NULL AS jsonb)');
  if (term.kind === 'dynamic') return term.sql;
  if (term.constant !== undefined) return sql`CAST(${param(jsonOf(term.constant))} AS jsonb)`;
  return sql`to_jsonb(${term.sql})`;
}

function jsonOf(value: string | number | bigint): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint') return value.toString();
  // jsonb numbers are exact decimals: an infinite REAL still orders beyond every double.
  if (!Number.isFinite(value)) return value > 0 ? '1e400' : '-1e400';
  return JSON.stringify(value);
}

/** `x IS NULL` for a term (`FALSE` for a constant). */
export function isNullSql(term: ValueTerm): SqlFragment {
  if (term.constant !== undefined) return rawSql('FALSE');
  return sql`${term.bool ?? term.sql} IS NULL`;
}
