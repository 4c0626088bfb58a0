import { isMultiValueField, type CollectionModel, type SchemaField } from '@rumbo/domain';
import { boundRow, tableRow, type PathRow, type PathWalk } from './path-walk.ts';
import { QueryError } from './query-error.ts';
import { multiMatchAlias, tableSource } from './query-joins.ts';
import { schemaField } from './resolver-context.ts';
import { columnRef, quoteName, sql, type SqlFragment } from './sql-fragment.ts';
import { hasSingleColumnUniqueIndex } from './unique-index.ts';

/** A back-relation `<collection>_via_<relationField>` (reference §6.5). */
export type BackRelation = { collection: CollectionModel; field: SchemaField };

/** One copy of the path: the main query's joins, or the multi-match subquery's. */
type Side = {
  alias: string;
  column: (name: string) => SqlFragment;
  /** `single`: at most one joined row per record (see JoinRegistry.add). */
  add: (alias: string, join: SqlFragment, single?: boolean) => void;
};

const VIA = /^(\w+)_via_(\w+)$/;

/**
 * Joins the collection a relation field points to, through `json_each` for multiple relations.
 * From a bound row (the caller's own record), a single relation is read once instead, when the
 * query can read rows: the same values as the join, without joining a table for every row.
 */
export function joinRelation(walk: PathWalk, field: SchemaField): PathRow {
  if (field.type !== 'relation') {
    throw new QueryError(`field "${field.name}" is not a relation and has no sub-fields`);
  }
  const target = relatedCollection(walk, field);
  const alias = `${walk.row.alias}.${field.name}`;
  const isMultiple = isMultiValueField(field);
  const { readRow, dialect } = walk.ctx;
  if (walk.row.stored && !isMultiple && readRow) {
    const pointer = walk.row.stored(field.name);
    const found =
      typeof pointer === 'string' && pointer !== '' ? readRow(target.name, pointer) : undefined;
    return boundRow(dialect, target, alias, found);
  }
  const { leftJoin, jsonEach, eachItem } = dialect;
  for (const side of sides(walk, alias)) {
    const each = `${side.alias}:each`;
    if (isMultiple) side.add(each, leftJoin(jsonEach(side.column(field.name)), each));
    const pointer = isMultiple ? eachItem(each, 'id') : side.column(field.name);
    const on = sql`${columnRef(side.alias, 'id')} = ${pointer}`;
    // Joined on the target's id: one row per pointer, so a single relation repeats nothing.
    side.add(side.alias, leftJoin(tableSource(target.name), side.alias, on), !isMultiple);
  }
  if (isMultiple) walk.isMulti = true;
  return tableRow(target, alias);
}

/** Recognises `<collection>_via_<field>`; null when `prop` is not one (or, for @request, is broken). */
export function parseBackRelation(walk: PathWalk, prop: string): BackRelation | null {
  const match = VIA.exec(prop);
  if (!match) return null;
  const collection = walk.ctx.findCollection(match[1]!);
  const field = collection && schemaField(collection, match[2]!);
  if (!collection || !field) {
    if (walk.nullifyMissing) return null;
    throw new QueryError(`unknown back-relation "${prop}"`);
  }
  const target = field.type === 'relation' ? relatedCollection(walk, field) : undefined;
  if (target?.id !== walk.row.collection.id) {
    throw new QueryError(
      `"${prop}": ${field.name} is not a relation to ${walk.row.collection.name}`,
    );
  }
  return { collection, field };
}

/**
 * Joins the records whose relation field points back at the current row. Several of them can
 * match (→ multi-valued) unless the field is single and has a one-column UNIQUE index.
 */
export function joinBackRelation(walk: PathWalk, prop: string, back: BackRelation): PathRow {
  const alias = `${walk.row.alias}.${prop}`;
  const isMultiple =
    isMultiValueField(back.field) ||
    !hasSingleColumnUniqueIndex(back.field.name, back.collection.indexes);
  const { leftJoin, jsonEach, eachItem } = walk.ctx.dialect;
  for (const side of sides(walk, alias)) {
    const pointer = columnRef(side.alias, back.field.name);
    const each = `${side.alias}:each`;
    const ids = sql`SELECT ${eachItem(each, 'id')} FROM ${jsonEach(pointer)} ${quoteName(each)}`;
    const on = isMultiple
      ? sql`${side.column('id')} IN (${ids})`
      : sql`${pointer} = ${side.column('id')}`;
    // A single field with a UNIQUE index: at most one record points back at each row.
    side.add(side.alias, leftJoin(tableSource(back.collection.name), side.alias, on), !isMultiple);
  }
  if (isMultiple) walk.isMulti = true;
  return tableRow(back.collection, alias);
}

// The multi-match subquery rebuilds the whole path from the base record, so every hop is joined
// there too, multi-valued or not.
function sides(walk: PathWalk, alias: string): Side[] {
  return [
    {
      alias,
      column: walk.row.column,
      add: (key, join, single) => walk.ctx.joins.add(key, join, { single }),
    },
    {
      alias: multiMatchAlias(alias),
      column: walk.row.mmColumn,
      add: (_key, join) => walk.mmJoins.push(join),
    },
  ];
}

function relatedCollection(walk: PathWalk, field: SchemaField): CollectionModel {
  const collection = walk.ctx.findCollection(String(field.options.collectionId ?? ''));
  if (!collection) {
    throw new QueryError(`relation field "${field.name}" points to a missing collection`);
  }
  return collection;
}
