import { isMultiValueField, type FilterModifier, type SchemaField } from '@rumbo/domain';
import type { PathRow, PathWalk } from './path-walk.ts';
import { QueryError } from './query-error.ts';
import type { ValueType } from './query-dialect.ts';
import { multiMatchAlias, multiMatchSubquery } from './query-joins.ts';
import { joinBackRelation, joinRelation, parseBackRelation } from './relation-joins.ts';
import { constantOperand, type ResolvedOperand } from './resolved-operand.ts';
import {
  columnValueType,
  fieldValueType,
  isArrayableField,
  schemaField,
  systemFieldNames,
} from './resolver-context.ts';
import { sql, type SqlFragment } from './sql-fragment.ts';

/** Relation hops allowed in one path (reference §6.5), as in PocketBase. */
const MAX_RELATION_HOPS = 6;

type ValuePair = { main: SqlFragment; mm: SqlFragment };

/** Resolves `props` (e.g. `['author', 'company', 'name']`) starting from `walk.row`. */
export function resolveFieldPath(
  start: PathWalk,
  props: string[],
  modifier: FilterModifier | null,
): ResolvedOperand {
  const walk: PathWalk = { ...start, mmJoins: [...start.mmJoins] };
  for (const [index, prop] of props.entries()) {
    if (index === props.length - 1) return resolveLastProp(walk, prop, modifier);
    const field = schemaField(walk.row.collection, prop);
    if (field?.type === 'json')
      return resolveJsonPath(walk, field, props.slice(index + 1), modifier);
    if (index >= MAX_RELATION_HOPS) {
      throw new QueryError(
        `too many nested relations in "${props.join('.')}" (max ${MAX_RELATION_HOPS})`,
      );
    }
    const next = field ? joinRelation(walk, field) : joinBackRelationOrNull(walk, prop);
    if (!next) return missingField(walk, `unknown field "${prop}"`);
    walk.row = next;
  }
  throw new QueryError('empty field path');
}

function joinBackRelationOrNull(walk: PathWalk, prop: string): PathRow | null {
  const backRelation = parseBackRelation(walk, prop);
  return backRelation ? joinBackRelation(walk, prop, backRelation) : null;
}

function resolveLastProp(
  walk: PathWalk,
  prop: string,
  modifier: FilterModifier | null,
): ResolvedOperand {
  if (modifier === 'isset') {
    throw new QueryError(`the :isset modifier only applies to @request.* fields ("${prop}:isset")`);
  }
  if (systemFieldNames(walk.row.collection).includes(prop)) {
    if (modifier) throw new QueryError(`the :${modifier} modifier does not apply to "${prop}"`);
    return resolveSystemField(walk, prop);
  }
  const field = schemaField(walk.row.collection, prop);
  if (!field) return missingField(walk, `unknown field "${prop}"`);
  if (modifier) return resolveModifier(walk, field, modifier);
  const main = walk.row.column(field.name);
  const mm = walk.row.mmColumn(field.name);
  if (field.type !== 'json') return finish(walk, { main, mm }, fieldValueType(field));
  // Extracting the root turns stored JSON primitives into their SQL equivalents.
  const { jsonExtract } = walk.ctx.dialect;
  const extracted = { main: jsonExtract(main, []), mm: jsonExtract(mm, []) };
  return finish(walk, extracted, 'dynamic', { noCoalesce: true });
}

function resolveSystemField(walk: PathWalk, prop: string): ResolvedOperand {
  const value = { main: walk.row.column(prop), mm: walk.row.mmColumn(prop) };
  const type = columnValueType(walk.row.collection, prop);
  if (prop !== 'email' || walk.allowHiddenFields) return finish(walk, value, type);
  const visibility = walk.row.column('emailVisibility');
  return finish(walk, value, type, {
    afterBuild: (condition) => sql`(${condition} AND ${visibility} = TRUE)`,
  });
}

function resolveModifier(
  walk: PathWalk,
  field: SchemaField,
  modifier: 'length' | 'each',
): ResolvedOperand {
  if (!isArrayableField(field)) {
    throw new QueryError(
      `the :${modifier} modifier only applies to select, file and relation fields ("${field.name}")`,
    );
  }
  const { jsonArrayLength, jsonEach, leftJoin, eachItem } = walk.ctx.dialect;
  const column = { main: walk.row.column(field.name), mm: walk.row.mmColumn(field.name) };
  if (modifier === 'length') {
    const lengths = { main: jsonArrayLength(column.main), mm: jsonArrayLength(column.mm) };
    return finish(walk, lengths, 'count');
  }
  const alias = `${walk.row.alias}.${field.name}:each`;
  walk.ctx.joins.add(alias, leftJoin(jsonEach(column.main), alias));
  if (isMultiValueField(field)) walk.isMulti = true;
  if (walk.isMulti) {
    walk.mmJoins.push(leftJoin(jsonEach(column.mm), multiMatchAlias(alias)));
  }
  const items = {
    main: eachItem(alias, 'item'),
    mm: eachItem(multiMatchAlias(alias), 'item'),
  };
  return finish(walk, items, 'item');
}

function resolveJsonPath(
  walk: PathWalk,
  field: SchemaField,
  keys: string[],
  modifier: FilterModifier | null,
): ResolvedOperand {
  if (modifier) {
    throw new QueryError(
      `the :${modifier} modifier does not apply to JSON paths ("${field.name}")`,
    );
  }
  const { jsonExtract } = walk.ctx.dialect;
  const main = jsonExtract(walk.row.column(field.name), keys);
  const mm = jsonExtract(walk.row.mmColumn(field.name), keys);
  return finish(walk, { main, mm }, 'dynamic', { noCoalesce: true });
}

function finish(
  walk: PathWalk,
  value: ValuePair,
  type: ValueType,
  extra: Pick<ResolvedOperand, 'noCoalesce' | 'afterBuild'> = {},
): ResolvedOperand {
  const operand: ResolvedOperand = { sql: value.main, type, ...extra };
  if (type !== 'dynamic' && type !== 'item' && type !== 'count') {
    // Columns of a record read once are bound values; the queried table's own are never NULL.
    if (walk.row.stored) operand.isBound = true;
    else if (walk.row.alias === walk.ctx.collection.name) operand.isOwnColumn = true;
  }
  if (!walk.isMulti) return operand;
  const { ctx, mmJoins } = walk;
  return {
    ...operand,
    multiMatch: multiMatchSubquery({ table: ctx.collection.name, joins: mmJoins, value: value.mm }),
  };
}

function missingField(walk: PathWalk, message: string): ResolvedOperand {
  if (walk.nullifyMissing) return constantOperand(null);
  throw new QueryError(message);
}
