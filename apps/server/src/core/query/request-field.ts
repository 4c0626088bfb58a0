import {
  isMultiValueField,
  type FilterIdentifier,
  type FilterModifier,
  type SchemaField,
} from '@rumbo/domain';
import { authRow, authStoredValue } from './auth-row.ts';
import { resolveFieldPath } from './field-path.ts';
import { tableRow, type PathWalk } from './path-walk.ts';
import { QueryError } from './query-error.ts';
import { multiMatchAlias, multiMatchSubquery, tableSource } from './query-joins.ts';
import { lookupPath, PLAIN_AUTH_FIELDS, requestObject } from './request-info.ts';
import { constantOperand, type ResolvedOperand } from './resolved-operand.ts';
import { isArrayableField, schemaField, type ResolverContext } from './resolver-context.ts';
import { columnRef, joinSql, sql } from './sql-fragment.ts';
import { requestValue, uniqueStrings } from './request-value.ts';

/**
 * Resolves `@request.context|method|headers.*|query.*|data.*|auth.*` (reference §6.8).
 * Missing keys are NULL, never an error, because what a request carries varies.
 */
export function resolveRequestField(
  ctx: ResolverContext,
  identifier: FilterIdentifier,
): ResolvedOperand {
  const [, root = '', ...rest] = identifier.path;
  const { modifier } = identifier;
  if (!isRequestPath(root, rest.length, modifier)) {
    throw new QueryError(`unknown field "${identifier.name}"`);
  }
  if (modifier === 'isset') return isSet(ctx, [root, ...rest]);
  if (root === 'data') return resolveDataField(ctx, rest, identifier);
  if (root === 'auth') return resolveAuthField(ctx, rest, identifier);
  return staticValue(ctx, [root, ...rest]);
}

/** The `@request.*` paths PocketBase accepts; only data and auth paths take `:length`/`:each`. */
function isRequestPath(root: string, depth: number, modifier: FilterModifier | null): boolean {
  if (modifier !== null && modifier !== 'isset' && root !== 'data' && root !== 'auth') return false;
  switch (root) {
    case 'context':
    case 'method':
      return depth === 0;
    case 'headers':
      return depth === 1;
    case 'query':
    case 'data':
    case 'auth':
      return depth > 0;
    default:
      return false;
  }
}

function isSet(ctx: ResolverContext, keys: string[]): ResolvedOperand {
  if (keys[0] !== 'auth') ctx.readsRequest = true;
  // 1/0 rather than booleans: PocketBase emits the SQL keywords TRUE/FALSE here.
  return constantOperand(lookupPath(requestObject(ctx.request), keys).isFound ? 1 : 0);
}

function staticValue(ctx: ResolverContext, keys: string[], field?: SchemaField): ResolvedOperand {
  if (keys[0] !== 'auth') ctx.readsRequest = true;
  const found = lookupPath(requestObject(ctx.request), keys);
  return constantOperand(found.isFound ? requestValue(found.value, field) : null);
}

function resolveDataField(
  ctx: ResolverContext,
  rest: string[],
  identifier: FilterIdentifier,
): ResolvedOperand {
  ctx.readsRequest = true;
  const [name = '', ...subPath] = rest;
  const field = schemaField(ctx.collection, name);
  if (field?.type === 'relation' && subPath.length > 0) {
    return resolveDataRelation(ctx, field, subPath, identifier);
  }
  const { modifier } = identifier;
  if (modifier === null)
    return staticValue(ctx, ['data', ...rest], subPath.length ? undefined : field);
  if (!field || !isArrayableField(field) || subPath.length > 0) {
    throw new QueryError(
      `the :${modifier} modifier only applies to select, file and relation fields ("${identifier.name}")`,
    );
  }
  const items = uniqueStrings(ctx.request.data[name]);
  if (modifier === 'length') return constantOperand(BigInt(items.length));
  return resolveDataEach(ctx, field, JSON.stringify(items));
}

/** `@request.data.tags:each`: the submitted items as rows of `json_each`. */
function resolveDataEach(ctx: ResolverContext, field: SchemaField, items: string): ResolvedOperand {
  const { leftJoin, jsonArrayItems, eachItem } = ctx.dialect;
  const alias = `@request.data.${field.name}:each`;
  ctx.joins.add(alias, leftJoin(jsonArrayItems(items), alias));
  const operand: ResolvedOperand = { sql: eachItem(alias, 'item'), type: 'item' };
  if (!isMultiValueField(field)) return operand;
  const mmAlias = multiMatchAlias(alias);
  const joins = [leftJoin(jsonArrayItems(items), mmAlias)];
  const value = eachItem(mmAlias, 'item');
  return {
    ...operand,
    multiMatch: multiMatchSubquery({ table: ctx.collection.name, joins, value }),
  };
}

/** `@request.data.author.name`: joins the records whose ids were submitted. */
function resolveDataRelation(
  ctx: ResolverContext,
  field: SchemaField,
  subPath: string[],
  identifier: FilterIdentifier,
): ResolvedOperand {
  const ids = uniqueStrings(ctx.request.data[field.name]);
  const target = ctx.findCollection(String(field.options.collectionId ?? ''));
  if (!target)
    throw new QueryError(`relation field "${field.name}" points to a missing collection`);
  if (ids.length === 0) return constantOperand(null);
  const alias = `@request.data.${field.name}`;
  const idList = joinSql(
    ids.map((id) => ctx.dialect.storedValue(id, 'text')),
    ', ',
  );
  const on = (joinAlias: string) => sql`${columnRef(joinAlias, 'id')} IN (${idList})`;
  const { leftJoin } = ctx.dialect;
  ctx.joins.add(alias, leftJoin(tableSource(target.name), alias, on(alias)));
  const mmAlias = multiMatchAlias(alias);
  const walk: PathWalk = {
    ctx,
    row: tableRow(target, alias),
    mmJoins: [leftJoin(tableSource(target.name), mmAlias, on(mmAlias))],
    isMulti: isMultiValueField(field),
    allowHiddenFields: true,
    nullifyMissing: true,
  };
  return resolveFieldPath(walk, subPath, identifier.modifier);
}

/** `@request.auth.*`: plain fields from the token's record, anything else through its columns. */
function resolveAuthField(
  ctx: ResolverContext,
  rest: string[],
  identifier: FilterIdentifier,
): ResolvedOperand {
  const { auth } = ctx.request;
  if (!auth) return constantOperand(null);
  if (rest.length === 1 && identifier.modifier === null && PLAIN_AUTH_FIELDS.has(rest[0]!)) {
    return staticValue(ctx, ['auth', rest[0]!]);
  }
  // A single-valued field of the caller's own record is a known value: as a constant, rules
  // comparing it with literals fold away at compile time (constant-folding.ts).
  const field =
    rest.length === 1 && identifier.modifier === null
      ? schemaField(auth.collection, rest[0]!)
      : undefined;
  if (field && field.type !== 'json' && !isMultiValueField(field)) {
    return constantOperand(authStoredValue(auth, field.name));
  }
  const walk: PathWalk = {
    ctx,
    row: authRow(ctx.dialect, auth),
    mmJoins: [],
    isMulti: false,
    allowHiddenFields: true,
    nullifyMissing: true,
  };
  return resolveFieldPath(walk, rest, identifier.modifier);
}
