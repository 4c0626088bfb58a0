import {
  datetimeMacroValue,
  FilterSyntaxError,
  isDatetimeMacro,
  parseFilter,
  type FilterNode,
  type FilterOperand,
} from '@rumbo/domain';
import { compareOperands } from './comparison-sql.ts';
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
  return compileNode(ctx, parseCached(expression));
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

function compileNode(ctx: ResolverContext, node: FilterNode): SqlFragment {
  if (node.kind !== 'comparison') {
    const items = node.items.map((item) => compileNode(ctx, item));
    return sql`(${joinSql(items, node.kind === 'and' ? ' AND ' : ' OR ')})`;
  }
  return compareOperands({
    left: resolveOperand(ctx, node.left),
    operator: node.operator,
    right: resolveOperand(ctx, node.right),
    nextAlias: ctx.nextAlias,
  });
}

/** Literals, datetime macros and the `null`/`true`/`false` keywords, or else a field. */
function resolveOperand(ctx: ResolverContext, operand: FilterOperand): ResolvedOperand {
  if (operand.kind !== 'identifier') return constantOperand(operand.value);
  const { name, path, modifier } = operand;
  if (isDatetimeMacro(name)) return constantOperand(macroValue(ctx, name));
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

// Whole-number macros bind as integers so they compare like PocketBase's Go ints.
function macroValue(ctx: ResolverContext, name: Parameters<typeof datetimeMacroValue>[0]): unknown {
  const value = datetimeMacroValue(name, ctx.now);
  return typeof value === 'number' ? BigInt(value) : value;
}
