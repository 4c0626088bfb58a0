import { FilterSyntaxError, parseSort, type SortDirection, type SortItem } from '@rumbo/domain';
import { resolveField } from './field-resolver.ts';
import { QueryError } from './query-error.ts';
import type { ResolvedOperand } from './resolved-operand.ts';
import type { ResolverContext } from './resolver-context.ts';
import { joinSql, type SqlFragment } from './sql-fragment.ts';

/** One ORDER BY item: a resolved field, or `@random`. */
export type SortTerm = { operand: ResolvedOperand; direction: SortDirection } | 'random';

/**
 * Resolves a `?sort=` string (reference §7) to its terms, or null when it is empty. Items
 * resolve like filter fields; constants (`@request.query.x`, a missing `@request` key) are
 * rejected because ordering by them would silently do nothing. The terms are rendered with
 * `sortSql` once every join of the query is known.
 */
export function compileSort(ctx: ResolverContext, input: string): SortTerm[] | null {
  const items = parseSortOrThrow(input);
  if (items.length === 0) return null;
  return items.map((item) => compileSortItem(ctx, item));
}

/** The ORDER BY list; `grouped` when the query groups by id (QueryDialect.repeatedRows). */
export function sortSql(ctx: ResolverContext, terms: SortTerm[], grouped: boolean): SqlFragment {
  const { dialect } = ctx;
  return joinSql(
    terms.map((term) =>
      term === 'random'
        ? dialect.randomOrder()
        : dialect.sortTerm(term.operand, term.direction, grouped),
    ),
    ', ',
  );
}

function compileSortItem(ctx: ResolverContext, item: SortItem): SortTerm {
  const { name } = item.field;
  // PocketBase ignores the direction of @random.
  if (name === '@random') return 'random';
  const operand = resolveSortField(ctx, item);
  if (operand.constant) throw new QueryError(`invalid sort field "${name}"`);
  return { operand, direction: item.direction };
}

function resolveSortField(ctx: ResolverContext, item: SortItem): ResolvedOperand {
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
