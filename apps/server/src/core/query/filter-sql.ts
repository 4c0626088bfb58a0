import {
  type DatetimeMacro,
  FilterSyntaxError,
  isDatetimeMacro,
  parseFilter,
  type FilterNode,
  type FilterOperand,
} from '@rumbo/domain';
import { compareOperands } from './comparison-sql.ts';
import { foldComparison } from './constant-folding.ts';
import { LateMacro } from './late-macro.ts';
import { resolveField } from './field-resolver.ts';
import { QueryError } from './query-error.ts';
import { constantOperand, type ResolvedOperand } from './resolved-operand.ts';
import { schemaField, type ResolverContext } from './resolver-context.ts';
import { joinSql, sql, type SqlFragment } from './sql-fragment.ts';

const KEYWORDS: Record<string, unknown> = { null: null, true: 1, false: 0 };
const PARSE_CACHE_LIMIT = 500;
const parsed = new Map<string, FilterNode>();

/** Compiles a filter or rule expression to a SQL condition, registering joins on `ctx`. */
export function compileFilter(ctx: ResolverContext, expression: string): SqlFragment {
  const compiled = compileNode(ctx, parseCached(expression));
  return typeof compiled === 'boolean' ? ctx.dialect.condition(compiled) : compiled;
}

/** Rules are parsed on every request; the parsed trees are immutable, so they are cached. */
function parseCached(expression: string): FilterNode {
  const cached = parsed.get(expression);
  if (cached) return cached;
  const node = parseOrThrow(expression);
  if (parsed.size >= PARSE_CACHE_LIMIT) parsed.clear();
  parsed.set(expression, node);
  return node;
}

function parseOrThrow(expression: string): FilterNode {
  try {
    return parseFilter(expression);
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw new QueryError(error.message);
    throw error;
  }
}

/** A condition, or `true`/`false` when constants already decide it (see constant-folding.ts). */
type Compiled = SqlFragment | boolean;

function compileNode(ctx: ResolverContext, node: FilterNode): Compiled {
  if (node.kind !== 'comparison')
    return compileLogical(
      node.kind,
      node.items.map((item) => compileNode(ctx, item)),
    );
  const left = resolveOperand(ctx, node.left);
  const right = resolveOperand(ctx, node.right);
  const folded = foldComparison(left, node.operator, right);
  if (folded !== null) return folded;
  const { nextAlias, dialect } = ctx;
  return compareOperands({ left, operator: node.operator, right, nextAlias, dialect });
}

/** AND/OR with decided items simplified away: `false AND x` is false, `true OR x` is true. */
function compileLogical(kind: 'and' | 'or', items: Compiled[]): Compiled {
  const absorbing = kind === 'or';
  if (items.some((item) => item === absorbing)) return absorbing;
  const open = items.filter((item): item is SqlFragment => typeof item !== 'boolean');
  if (open.length === 0) return !absorbing;
  if (open.length === 1) return open[0]!;
  return sql`(${joinSql(open, kind === 'and' ? ' AND ' : ' OR ')})`;
}

/** Literals, datetime macros and the `null`/`true`/`false` keywords, or else a field. */
function resolveOperand(ctx: ResolverContext, operand: FilterOperand): ResolvedOperand {
  if (operand.kind !== 'identifier') return constantOperand(operand.value);
  const { name, path, modifier } = operand;
  if (isDatetimeMacro(name)) {
    if (ctx.lateMacros) return constantOperand(new LateMacro(name));
    return constantOperand(macroValue(ctx, name));
  }
  const keyword = name.toLowerCase();
  // Keywords only count when no field has that name (PocketBase tries the field first).
  if (
    path.length === 1 &&
    !modifier &&
    Object.hasOwn(KEYWORDS, keyword) &&
    !schemaField(ctx.collection, name)
  ) {
    return constantOperand(KEYWORDS[keyword]);
  }
  return resolveField(ctx, operand);
}

function macroValue(ctx: ResolverContext, name: DatetimeMacro): unknown {
  ctx.readsRequest = true;
  return new LateMacro(name).valueAt(ctx.now);
}
