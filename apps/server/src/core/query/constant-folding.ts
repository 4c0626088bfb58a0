import { baseOperator } from '@rumbo/domain';
import type { FilterOperator } from '@rumbo/domain';
import type { ResolvedOperand } from './resolved-operand.ts';

/**
 * Decides a comparison between two constants (literals, macros, `@request.*` values) at compile
 * time, or returns null when it must be left to SQL. Rules compare the caller's role and
 * company with literals on every request; folding those away leaves conditions such as
 * `company = ?` that SQLite can answer from an index instead of scanning the table.
 * Only `=` and `!=` between text or between numbers are folded, with PocketBase's empty-value
 * semantics (`''` and null are equal, reference §6.4); anything else keeps its SQL form.
 */
export function foldComparison(
  left: ResolvedOperand,
  operator: FilterOperator,
  right: ResolvedOperand,
): boolean | null {
  if (!isPlainConstant(left) || !isPlainConstant(right)) return null;
  const base = baseOperator(operator);
  if (base !== '=' && base !== '!=') return null;
  const equal = constantsEqual(left.constant!.value, right.constant!.value);
  if (equal === null) return null;
  return base === '=' ? equal : !equal;
}

function isPlainConstant(operand: ResolvedOperand): boolean {
  return (
    operand.constant !== undefined &&
    !operand.multiMatch &&
    !operand.afterBuild &&
    !operand.noCoalesce
  );
}

function constantsEqual(a: unknown, b: unknown): boolean | null {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty && bEmpty;
  if (typeof a === 'string' && typeof b === 'string') return a === b;
  if (isNumeric(a) && isNumeric(b)) return Number(a) === Number(b);
  return null;
}

function isNumeric(value: unknown): value is number | bigint {
  return typeof value === 'number' || typeof value === 'bigint';
}
