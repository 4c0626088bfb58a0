import {
  baseOperator,
  isAnyOperator,
  type FilterBaseOperator,
  type FilterOperator,
} from '@rumbo/domain';
import { isEmptyConstant, isNonEmptyConstant, type ResolvedOperand } from './resolved-operand.ts';
import { columnRef, param, quoteName, rawSql, sql, type SqlFragment } from './sql-fragment.ts';
import { likePattern } from './like-pattern.ts';

type Comparison = {
  left: ResolvedOperand;
  operator: FilterOperator;
  right: ResolvedOperand;
  nextAlias: (prefix: string) => string;
};

/**
 * One `left op right` condition (reference §6.4–6.6). For the plain operators a multi-valued
 * side must match with *every* value: the join-based condition is kept (at least one row
 * matches) and a NOT EXISTS over the operand's values rules out any value that does not.
 */
export function compareOperands(comparison: Comparison): SqlFragment {
  const { left, operator, right } = comparison;
  const base = baseOperator(operator);
  let condition = plainCondition(left, base, right);
  if (!isAnyOperator(operator) && (left.multiMatch || right.multiMatch)) {
    condition = sql`(${condition} AND ${everyValueMatches(comparison, base)})`;
  }
  if (left.afterBuild) condition = left.afterBuild(condition);
  if (right.afterBuild) condition = right.afterBuild(condition);
  return condition;
}

function plainCondition(
  left: ResolvedOperand,
  operator: FilterBaseOperator,
  right: ResolvedOperand,
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
      return sql`${left.sql} ${operator} ${right.sql}`;
  }
}

/**
 * Null-safe (in)equality: `''` and NULL are the same "empty" value. Direct comparisons when one
 * side is a known non-empty constant (they can use an index), COALESCE between two fields.
 * `!=` is `IS NOT` so that a NULL column still differs from a value.
 */
function equality(left: ResolvedOperand, right: ResolvedOperand, isEqual: boolean): SqlFragment {
  const op = isEqual ? '=' : 'IS NOT';
  if (left.noCoalesce || right.noCoalesce)
    return sql`${left.sql} ${isEqual ? 'IS' : 'IS NOT'} ${right.sql}`;
  const isLeftEmpty = isEmptyConstant(left);
  const isRightEmpty = isEmptyConstant(right);
  if (isLeftEmpty && isRightEmpty) return rawSql(`'' ${op} ''`);
  if (isNonEmptyConstant(left) || isNonEmptyConstant(right)) {
    return sql`${isLeftEmpty ? "''" : left.sql} ${op} ${isRightEmpty ? "''" : right.sql}`;
  }
  if (isLeftEmpty || isRightEmpty) {
    const field = isLeftEmpty ? right.sql : left.sql;
    return isEqual
      ? sql`(${field} = '' OR ${field} IS NULL)`
      : sql`(${field} IS NOT '' AND ${field} IS NOT NULL)`;
  }
  return sql`COALESCE(${left.sql}, '') ${op} COALESCE(${right.sql}, '')`;
}

/** LIKE is a "contains" match: constants are wrapped in `%…%` unless they carry their own `%`. */
function like(left: ResolvedOperand, right: ResolvedOperand, not: string): SqlFragment {
  const value = right.constant?.value;
  if (value !== undefined && value !== null) {
    return sql`${left.sql} ${not}LIKE ${param(likePattern(String(value)))} ESCAPE '\\'`;
  }
  return sql`${left.sql} ${not}LIKE ('%' || ${right.sql} || '%') ESCAPE '\\'`;
}

function everyValueMatches(comparison: Comparison, operator: FilterBaseOperator): SqlFragment {
  const { left, right, nextAlias } = comparison;
  if (left.multiMatch && right.multiMatch) {
    const [l, r] = [nextAlias('__ml'), nextAlias('__mr')];
    const condition = plainCondition(valueOf(left, l), operator, valueOf(right, r));
    const from = sql`(${left.multiMatch}) ${quoteName(l)} LEFT JOIN (${right.multiMatch}) ${quoteName(r)}`;
    return sql`NOT EXISTS (SELECT 1 FROM ${from} WHERE ${violation(condition, operator, [l, r])})`;
  }
  const alias = nextAlias('__sm');
  // The single side keeps only its SQL and constant-ness, as in PocketBase.
  const single = (operand: ResolvedOperand): ResolvedOperand => ({
    sql: operand.sql,
    constant: operand.constant,
  });
  const [subquery, condition] = left.multiMatch
    ? [left.multiMatch, plainCondition(valueOf(left, alias), operator, single(right))]
    : [right.multiMatch!, plainCondition(single(left), operator, valueOf(right, alias))];
  const from = sql`(${subquery}) ${quoteName(alias)}`;
  return sql`NOT EXISTS (SELECT 1 FROM ${from} WHERE ${violation(condition, operator, [alias])})`;
}

function valueOf(operand: ResolvedOperand, alias: string): ResolvedOperand {
  return { sql: columnRef(alias, 'multiMatchValue'), noCoalesce: operand.noCoalesce };
}

/**
 * A value that breaks the condition. A missing value (NULL) counts as breaking it too, except
 * for `=`, so that `rel.id = ''` can still match records whose relation is empty.
 */
function violation(
  condition: SqlFragment,
  operator: FilterBaseOperator,
  aliases: string[],
): SqlFragment {
  if (operator === '=') return sql`NOT (${condition})`;
  const nulls = aliases.map((alias) => `${columnRef(alias, 'multiMatchValue').text} IS NULL`);
  return sql`(NOT (${condition}) OR ${nulls.join(' OR ')})`;
}
