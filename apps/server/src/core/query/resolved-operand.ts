import { param, type SqlFragment } from './sql-fragment.ts';

/**
 * One side of a comparison after resolution: a field, a macro or a literal, with what the SQL
 * generator needs to know to apply PocketBase's comparison rules (reference §6.4–6.6).
 */
export type ResolvedOperand = {
  sql: SqlFragment;
  /**
   * Set for constants (text, numbers, keywords, macros, `@request.*` values). Constants drive
   * the empty-value rules of `=`/`!=` and are the only right operands `~` wraps in `%…%`.
   */
  constant?: { value: unknown };
  /** JSON values compare with `IS`/`IS NOT` and no COALESCE: `null` must stay distinct from `''`. */
  noCoalesce?: boolean;
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
  return { sql: param(value), constant: { value } };
}

export function columnOperand(sql: SqlFragment): ResolvedOperand {
  return { sql };
}

export function isEmptyConstant(operand: ResolvedOperand): boolean {
  return operand.constant !== undefined && isEmptyValue(operand.constant.value);
}

export function isNonEmptyConstant(operand: ResolvedOperand): boolean {
  return operand.constant !== undefined && !isEmptyValue(operand.constant.value);
}

function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}
