import { isMultiValueField, type CollectionModel, type SchemaField } from '@rumbo/domain';
import type { QueryDialect, ValueType } from './query-dialect.ts';
import { JoinRegistry } from './query-joins.ts';
import type { CollectionLookup, RequestInfo, RowReader } from './request-info.ts';

/** Shared state of one query build: every filter, rule and sort item resolves through it. */
export type ResolverContext = {
  collection: CollectionModel;
  findCollection: CollectionLookup;
  /** The engine's SQL for the engine-specific pieces. */
  dialect: QueryDialect;
  joins: JoinRegistry;
  request: RequestInfo;
  /** Reads a related row of the caller's own record once (see RecordSelectInput.readRow). */
  readRow?: RowReader;
  /** False → comparing an auth collection's `email` also requires `emailVisibility = TRUE`. */
  allowHiddenFields: boolean;
  now: Date;
  /** Datetime macros left for the run to bind (late-macro.ts) instead of valued at `now`. */
  lateMacros: boolean;
  /** A fresh alias for a multi-match subquery (`__sm1`, `__ml2`, …). */
  nextAlias: (prefix: string) => string;
  /**
   * Set once the build reads what changes from one request to the next: a datetime macro, or
   * `@request` values other than the caller's (context, method, headers, query, data). A build
   * that never sets it depends only on its inputs, the caller and the stored rows it read.
   */
  readsRequest: boolean;
};

export function createResolverContext(input: {
  collection: CollectionModel;
  lookup: CollectionLookup;
  dialect: QueryDialect;
  request: RequestInfo;
  readRow?: RowReader;
  allowHiddenFields: boolean;
  now?: Date;
  lateMacros?: boolean;
}): ResolverContext {
  let aliasCount = 0;
  return {
    collection: input.collection,
    // The collection being queried (or validated before it is saved) wins over the store's copy.
    findCollection: (nameOrId) =>
      isCollection(input.collection, nameOrId) ? input.collection : input.lookup(nameOrId),
    dialect: input.dialect,
    joins: new JoinRegistry(),
    request: input.request,
    readRow: input.readRow && rememberRows(input.readRow),
    allowHiddenFields: input.allowHiddenFields,
    now: input.now ?? new Date(),
    lateMacros: (input.lateMacros ?? false) && input.dialect.bindsLateMacros,
    nextAlias: (prefix) => `${prefix}${++aliasCount}`,
    readsRequest: false,
  };
}

function isCollection(collection: CollectionModel, nameOrId: string): boolean {
  return collection.id === nameOrId || collection.name.toLowerCase() === nameOrId.toLowerCase();
}

export function schemaField(collection: CollectionModel, name: string): SchemaField | undefined {
  return collection.schema.find((field) => field.name === name);
}

/** Select, file and relation fields hold lists (or a single item) that `:each`/`:length` read. */
export function isArrayableField(field: SchemaField): boolean {
  return field.type === 'select' || field.type === 'file' || field.type === 'relation';
}

/** How the column of a schema field stores its value (see ValueType). */
export function fieldValueType(field: SchemaField): ValueType {
  if (isMultiValueField(field) || field.type === 'json') return 'jsonText';
  if (field.type === 'number') return 'number';
  if (field.type === 'bool') return 'bool';
  return 'text';
}

/** The ValueType of a column of the collection's table: a schema field or a system column. */
export function columnValueType(collection: CollectionModel, name: string): ValueType {
  const field = schemaField(collection, name);
  if (field) return fieldValueType(field);
  return name === 'verified' || name === 'emailVisibility' ? 'bool' : 'text';
}

/** Columns every record of the collection has outside its schema and that filters may use. */
export function systemFieldNames(collection: CollectionModel): string[] {
  const base = ['id', 'created', 'updated'];
  return collection.type === 'auth'
    ? [...base, 'username', 'verified', 'emailVisibility', 'email']
    : base;
}

/** Reads each row once per query build: a rule names the same related record several times. */
function rememberRows(read: RowReader): RowReader {
  const rows = new Map<string, Record<string, unknown> | undefined>();
  return (table, id) => {
    const key = `${table}\u0000${id}`;
    if (!rows.has(key)) rows.set(key, read(table, id));
    return rows.get(key);
  };
}
