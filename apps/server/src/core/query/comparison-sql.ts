import {
  baseOperator,
  isAnyOperator,
  type FilterBaseOperator,
  type FilterOperator,
} from '@rumbo/domain';
import type { QueryDialect } from './query-dialect.ts';
import type { ResolvedOperand } from './resolved-operand.ts';
import { columnRef, quoteName, sql, type SqlFragment } from './sql-fragment.ts';

type Comparison = {
  left: ResolvedOperand;
  operator: FilterOperator;
  right: ResolvedOperand;
  nextAlias: (prefix: string) => string;
  dialect: QueryDialect;
};

/**
 * One `left op right` condition (reference §6.4–6.6). For the plain operators a multi-valued
 * side must match with *every* value: the join-based condition is kept (at least one row
 * matches) and a NOT EXISTS over the operand's values rules out any value that does not.
 * The comparison itself is the dialect's (`QueryDialect.compare`).
 */
export function compareOperands(comparison: Comparison): SqlFragment {
  const { left, operator, right, dialect } = comparison;
  const base = baseOperator(operator);
  let condition = dialect.compare(left, base, right);
  if (!isAnyOperator(operator) && (left.multiMatch || right.multiMatch)) {
    condition = sql`(${condition} AND ${everyValueMatches(comparison, base)})`;
  }
  if (left.afterBuild) condition = left.afterBuild(condition);
  if (right.afterBuild) condition = right.afterBuild(condition);
  return condition;
}

function everyValueMatches(comparison: Comparison, operator: FilterBaseOperator): SqlFragment {
  const { left, right, nextAlias, dialect } = comparison;
  if (left.multiMatch && right.multiMatch) {
    const [l, r] = [nextAlias('__ml'), nextAlias('__mr')];
    const condition = dialect.compare(valueOf(left, l), operator, valueOf(right, r));
    const joined = dialect.leftJoin(sql`(${right.multiMatch})`, r);
    const from = sql`(${left.multiMatch}) ${quoteName(l)} ${joined}`;
    return sql`NOT EXISTS (SELECT 1 FROM ${from} WHERE ${violation(condition, operator, [l, r])})`;
  }
  const alias = nextAlias('__sm');
  // The single side keeps only its SQL, type and constant-ness, as in PocketBase.
  const single = (operand: ResolvedOperand): ResolvedOperand => ({
    sql: operand.sql,
    type: operand.type,
    constant: operand.constant,
    isBound: operand.isBound,
  });
  const [subquery, condition] = left.multiMatch
    ? [left.multiMatch, dialect.compare(valueOf(left, alias), operator, single(right))]
    : [right.multiMatch!, dialect.compare(single(left), operator, valueOf(right, alias))];
  const from = sql`(${subquery}) ${quoteName(alias)}`;
  return sql`NOT EXISTS (SELECT 1 FROM ${from} WHERE ${violation(condition, operator, [alias])})`;
}

function valueOf(operand: ResolvedOperand, alias: string): ResolvedOperand {
  return {
    sql: columnRef(alias, 'multiMatchValue'),
    type: operand.type,
    noCoalesce: operand.noCoalesce,
    isBound: operand.isBound,
  };
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
