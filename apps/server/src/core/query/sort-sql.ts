import { FilterSyntaxError, parseSort, type SortItem } from '@rumbo/domain';
import { resolveField } from './field-resolver.ts';
import { QueryError } from './query-error.ts';
import type { ResolverContext } from './resolver-context.ts';
import { joinSql, rawSql, sql, type SqlFragment } from './sql-fragment.ts';

/**
 * Compiles a `?sort=` string (reference §7) to the ORDER BY terms, or null when it is empty.
 * Items resolve like filter fields; constants (`@request.query.x`, a missing `@request` key)
 * are rejected because ordering by them would silently do nothing.
 */
export function compileSort(ctx: ResolverContext, input: string): SqlFragment | null {
  const items = parseSortOrThrow(input);
  if (items.length === 0) return null;
  return joinSql(
    items.map((item) => compileSortItem(ctx, item)),
    ', ',
  );
}

function compileSortItem(ctx: ResolverContext, item: SortItem): SqlFragment {
  const { name } = item.field;
  // PocketBase ignores the direction of @random.
  if (name === '@random') return rawSql('RANDOM()');
  const operand = resolveSortField(ctx, item);
  if (operand.constant) throw new QueryError(`invalid sort field "${name}"`);
  return sql`${operand.sql} ${item.direction}`;
}

function resolveSortField(ctx: ResolverContext, item: SortItem): ReturnType<typeof resolveField> {
  try {
    return resolveField(ctx, item.field);
  } catch (error) {
    if (error instanceof QueryError) {
      throw new QueryError(`invalid sort field "${item.field.name}": ${error.message}`);
    }
    throw error;
  }
}

function parseSortOrThrow(input: string): SortItem[] {
  try {
    return parseSort(input);
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw new QueryError(error.message);
    throw error;
  }
}
