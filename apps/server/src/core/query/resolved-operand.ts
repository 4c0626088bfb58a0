import type { DialectOperand, ValueType } from './query-dialect.ts';
import { param, type SqlFragment } from './sql-fragment.ts';

/**
 * One side of a comparison after resolution: a field, a macro or a literal, with what the SQL
 * generator needs to know to apply PocketBase's comparison rules (reference §6.4–6.6).
 * `constant` is set for constants (text, numbers, keywords, macros, `@request.*` values): they
 * drive the empty-value rules of `=`/`!=` and are the only right operands `~` wraps in `%…%`.
 */
export type ResolvedOperand = DialectOperand & {
  /**
   * For operands with several values per record (multi relations, back-relations,
   * `@collection`, `:each`): a correlated subquery returning them as `"multiMatchValue"`,
   * used to require that *every* value matches for the non-`?` operators.
   */
  multiMatch?: SqlFragment;
  /** Wraps the finished condition, e.g. to add the `emailVisibility` guard (reference §5.1). */
  afterBuild?: (condition: SqlFragment) => SqlFragment;
};

export function constantOperand(value: unknown): ResolvedOperand {
  return { sql: param(value), type: 'dynamic', constant: { value } };
}

export function columnOperand(sql: SqlFragment, type: ValueType = 'text'): ResolvedOperand {
  return { sql, type };
}

type MaybeConstant = Pick<DialectOperand, 'constant'>;

export function isEmptyConstant(operand: MaybeConstant): boolean {
  return operand.constant !== undefined && isEmptyValue(operand.constant.value);
}

export function isNonEmptyConstant(operand: MaybeConstant): boolean {
  return operand.constant !== undefined && !isEmptyValue(operand.constant.value);
}

function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}
