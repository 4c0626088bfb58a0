import type { FilterBaseOperator } from '@rumbo/domain';
import { likePattern } from '../../query/like-pattern.ts';
import type { DialectOperand } from '../../query/query-dialect.ts';
import { isEmptyConstant, isNonEmptyConstant } from '../../query/resolved-operand.ts';
import { rawSql, sql, type SqlFragment } from '../../query/sql-fragment.ts';
import {
  constantTerm,
  dynamicOf,
  isNullSql,
  operandTerm,
  textOf,
  textParam,
  toNumericAffinity,
  toTextAffinity,
  type Affinity,
  type Term,
  type ValueTerm,
} from './postgres-terms.ts';

/** SQLite's comparison operators, `IS`/`IS NOT` being the null-safe (in)equality. */
type SqliteOperator = '=' | '<' | '<=' | '>' | '>=' | 'IS' | 'IS NOT';

const EMPTY = constantTerm('');
const TRUE = rawSql('TRUE');
const FALSE = rawSql('FALSE');

/**
 * `left op right` with the results SQLite gives PocketBase's SQL for it (sqlite-query.ts): the
 * same structure (empty-value rules, COALESCE, LIKE), each comparison reproducing SQLite's
 * affinity conversions and its ordering of values of different classes.
 */
export function comparePostgres(
  left: DialectOperand,
  operator: FilterBaseOperator,
  right: DialectOperand,
): SqlFragment {
  switch (operator) {
    case '=':
      return equality(left, right, true);
    case '!=':
      return equality(left, right, false);
    case '~':
      return like(left, right, '');
    case '!~':
      return like(left, right, 'NOT ');
    default:
      return compareTerms(operandTerm(left), operator, operandTerm(right));
  }
}

function equality(left: DialectOperand, right: DialectOperand, isEqual: boolean): SqlFragment {
  const op = isEqual ? '=' : 'IS NOT';
  if (left.noCoalesce || right.noCoalesce) {
    return compareTerms(operandTerm(left), isEqual ? 'IS' : 'IS NOT', operandTerm(right));
  }
  const isLeftEmpty = isEmptyConstant(left);
  const isRightEmpty = isEmptyConstant(right);
  if (isLeftEmpty && isRightEmpty) return isEqual ? TRUE : FALSE;
  if (isNonEmptyConstant(left) || isNonEmptyConstant(right)) {
    const l = isLeftEmpty ? EMPTY : operandTerm(left);
    return compareTerms(l, op, isRightEmpty ? EMPTY : operandTerm(right));
  }
  if (isLeftEmpty || isRightEmpty) {
    const field = operandTerm(isLeftEmpty ? right : left) as ValueTerm;
    return isEqual
      ? sql`(${compareTerms(field, '=', EMPTY)} OR ${isNullSql(field)})`
      : sql`(${compareTerms(field, 'IS NOT', EMPTY)} AND NOT ${isNullSql(field)})`;
  }
  const [l, r] = [operandTerm(left) as ValueTerm, operandTerm(right) as ValueTerm];
  // COALESCE(a, '') = COALESCE(b, '') between numbers: equal values, or both NULL.
  if (l.kind === 'number' && r.kind === 'number') {
    return sql`${l.sql} ${isEqual ? 'IS NOT DISTINCT FROM' : 'IS DISTINCT FROM'} ${r.sql}`;
  }
  return compareTerms(coalesced(l), op, coalesced(r));
}

/** `COALESCE(x, '')`: NULL becomes '' and the result has no affinity. */
function coalesced(term: ValueTerm): Term {
  if (term.kind === 'text') {
    return { kind: 'text', sql: sql`COALESCE(${term.sql}, '')`, affinity: 'none' };
  }
  const value = sql`COALESCE(${dynamicOf(term)}, CAST('""' AS jsonb))`;
  return { kind: 'dynamic', sql: value, affinity: 'none' };
}

/**
 * SQLite's `a op b`: first the affinity conversions (NUMERIC wins over TEXT and none, TEXT over
 * none), then by class: same class compares directly (text byte by byte), numbers sort before
 * text, and mixed-class values compare as dynamic values. NULL stays NULL, as in SQLite, so
 * that `NOT (…)` around a condition means the same.
 */
export function compareTerms(left: Term, op: SqliteOperator, right: Term): SqlFragment {
  const [a, b] = withAffinity(left, right);
  if (a.kind === 'null' || b.kind === 'null') return nullComparison(a, op, b);
  const onBool = boolComparison(a, op, b) ?? boolComparison(b, op, a);
  if (onBool) return onBool;
  if (a.kind === b.kind && a.kind !== 'dynamic') return direct(a, op, b);
  if (a.kind !== 'dynamic' && b.kind !== 'dynamic') return acrossClasses(a, op, b);
  const [x, y] = [dynamicOf(a), dynamicOf(b)];
  if (op === '=') return sql`${x} = ${y}`;
  if (op === 'IS') return sql`${x} IS NOT DISTINCT FROM ${y}`;
  if (op === 'IS NOT') return sql`${x} IS DISTINCT FROM ${y}`;
  return sql`rumbo_compare(${x}, ${y}) ${op} 0`;
}

/**
 * SQLite applies one affinity to both sides (sqlite3CompareAffinity): between two columns
 * NUMERIC if either has it, else none; between a column and an expression, the column's.
 * A side that has that affinity already is left as it is (a NUMERIC column holds no numeric
 * text, a TEXT column no numbers).
 */
function withAffinity(a: Term, b: Term): [Term, Term] {
  const affinity = (term: Term): Affinity => (term.kind === 'null' ? 'none' : term.affinity);
  const [left, right] = [affinity(a), affinity(b)];
  const applied =
    left !== 'none' && right !== 'none'
      ? left === 'numeric' || right === 'numeric'
        ? 'numeric'
        : 'blob'
      : left === 'none'
        ? right
        : left;
  const convert = (term: Term, own: Affinity): Term => {
    if (own === applied) return term;
    if (applied === 'numeric') return toNumericAffinity(term);
    if (applied === 'text') return toTextAffinity(term);
    return term;
  };
  return [convert(a, left), convert(b, right)];
}

function nullComparison(a: Term, op: SqliteOperator, b: Term): SqlFragment {
  if (op !== 'IS' && op !== 'IS NOT') return rawSql('CAST(NULL AS boolean)');
  const other = a.kind === 'null' ? b : a;
  if (other.kind === 'null') return op === 'IS' ? TRUE : FALSE;
  return op === 'IS' ? isNullSql(other) : sql`NOT ${isNullSql(other)}`;
}

/** A bool column against 0 or 1: the boolean itself, so that an index on it still serves. */
function boolComparison(
  column: ValueTerm,
  op: SqliteOperator,
  constant: ValueTerm,
): SqlFragment | null {
  const isNumber = constant.kind === 'number' && constant.constant !== undefined;
  const value = isNumber ? Number(constant.constant) : undefined;
  if (!column.bool || (value !== 0 && value !== 1)) return null;
  const literal = value === 1 ? 'TRUE' : 'FALSE';
  if (op === '=') return sql`${column.bool} = ${literal}`;
  if (op === 'IS') return sql`${column.bool} IS ${literal}`;
  if (op === 'IS NOT') return sql`${column.bool} IS NOT ${literal}`;
  return null;
}

function direct(a: ValueTerm, op: SqliteOperator, b: ValueTerm): SqlFragment {
  if (op === 'IS') return sql`${a.sql} IS NOT DISTINCT FROM ${b.sql}`;
  if (op === 'IS NOT') return sql`${a.sql} IS DISTINCT FROM ${b.sql}`;
  // SQLite compares text with memcmp (BINARY): "C" collation, whatever the database's default.
  const collate = a.kind === 'text' && op !== '=' ? ' COLLATE "C"' : '';
  return sql`${a.sql} ${op} ${b.sql}${collate}`;
}

/** A number and a text are never equal, and the number is the smaller. */
function acrossClasses(a: ValueTerm, op: SqliteOperator, b: ValueTerm): SqlFragment {
  const isNull = sql`${isNullSql(a)} AND ${isNullSql(b)}`;
  if (op === 'IS') return sql`(${isNull})`;
  if (op === 'IS NOT') return sql`NOT (${isNull})`;
  const isLess = a.kind === 'number';
  const holds = op === '=' ? false : op === '<' || op === '<=' ? isLess : !isLess;
  return whenBothSet(a, b, holds ? TRUE : FALSE);
}

/** `result` when neither side is NULL, else NULL (as SQLite's comparison). */
function whenBothSet(a: ValueTerm, b: ValueTerm, result: SqlFragment): SqlFragment {
  const checks = [a, b].filter((term) => term.constant === undefined);
  if (checks.length === 0) return result;
  const set = checks.map((term) => sql`NOT ${isNullSql(term)}`);
  const condition = set.length === 2 ? sql`${set[0]!} AND ${set[1]!}` : set[0]!;
  return sql`CASE WHEN ${condition} THEN ${result} END`;
}

/**
 * SQLite's LIKE: both sides as text, ASCII letters case-insensitive (`lower` under the "C"
 * collation folds only those), `\` escapes. A pattern ending in a lone escape matches nothing in
 * SQLite and is an error in PostgreSQL, so it is decided here.
 */
function like(left: DialectOperand, right: DialectOperand, not: string): SqlFragment {
  const subject = sql`lower(${textOf(operandTerm(left))} COLLATE "C")`;
  const value = right.constant?.value;
  if (value !== undefined && value !== null) {
    const pattern = likePattern(String(value));
    if (endsWithLoneEscape(pattern)) {
      return sql`CASE WHEN ${subject} IS NOT NULL THEN ${not ? TRUE : FALSE} END`;
    }
    return sql`${subject} ${not}LIKE ${textParam(asciiLowerCase(pattern))} ESCAPE E'\\\\'`;
  }
  const pattern = sql`lower(${textOf(operandTerm(right))} COLLATE "C")`;
  return sql`${subject} ${not}LIKE ('%' || ${pattern} || '%') ESCAPE E'\\\\'`;
}

function endsWithLoneEscape(pattern: string): boolean {
  const trailing = /\\*$/.exec(pattern)![0].length;
  return trailing % 2 === 1;
}

function asciiLowerCase(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}
