import type { FilterIdentifier } from '@rumbo/domain';
import { resolveFieldPath } from './field-path.ts';
import { tableRow, type PathWalk } from './path-walk.ts';
import { QueryError } from './query-error.ts';
import { multiMatchAlias, tableSource } from './query-joins.ts';
import { resolveRequestField } from './request-field.ts';
import type { ResolvedOperand } from './resolved-operand.ts';
import type { ResolverContext } from './resolver-context.ts';

/**
 * Resolves a field identifier of a filter, rule or sort item to SQL, registering the joins it
 * needs on `ctx.joins`: record fields and relation paths, `@collection.*` and `@request.*`.
 * Literals, keywords and datetime macros are the caller's business (they are not fields).
 */
export function resolveField(ctx: ResolverContext, identifier: FilterIdentifier): ResolvedOperand {
  const [head = ''] = identifier.path;
  if (head === '@collection') return resolveCollectionField(ctx, identifier);
  if (head === '@request') return resolveRequestField(ctx, identifier);
  if (/^[@#]/.test(head)) throw new QueryError(`unknown field "${identifier.name}"`);
  const walk: PathWalk = {
    ctx,
    row: tableRow(ctx.collection, ctx.collection.name),
    mmJoins: [],
    isMulti: false,
    allowHiddenFields: ctx.allowHiddenFields,
    nullifyMissing: false,
  };
  return resolveFieldPath(walk, identifier.path, identifier.modifier);
}

/**
 * `@collection.name[:alias].path`: every record of another collection is paired with the
 * current one (a join without ON); the expression itself picks the related ones.
 */
function resolveCollectionField(
  ctx: ResolverContext,
  identifier: FilterIdentifier,
): ResolvedOperand {
  const [, reference = '', ...props] = identifier.path;
  const [nameOrId = '', label] = reference.split(':');
  const collection = ctx.findCollection(nameOrId);
  if (props.length === 0) throw new QueryError(`missing field in "${identifier.name}"`);
  if (!collection) throw new QueryError(`unknown collection "${nameOrId}" in "${identifier.name}"`);
  const alias = `@collection.${collection.name}${label ? `:${label}` : ''}`;
  const { leftJoin } = ctx.dialect;
  ctx.joins.add(alias, leftJoin(tableSource(collection.name), alias));
  const walk: PathWalk = {
    ctx,
    row: tableRow(collection, alias),
    mmJoins: [leftJoin(tableSource(collection.name), multiMatchAlias(alias))],
    isMulti: true,
    allowHiddenFields: true,
    nullifyMissing: false,
  };
  return resolveFieldPath(walk, props, identifier.modifier);
}
