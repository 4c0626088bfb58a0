import type { CollectionModel } from '@rumbo/domain';
import type { Db } from '../db/db.ts';
import { SEARCH_SCOPE_COLUMN } from '../db/dialects/search-index-ddl.ts';

/**
 * The column a record list's `search` looks through (decision 045). A collection with a text
 * field of this name gets a search index from its engine (`Dialect.searchIndex`), created with
 * its table, moved with a rename and dropped with the field or the table.
 */
export const SEARCH_COLUMN = 'searchText';

/** The collection's search field, if it has one. */
function searchField(model: CollectionModel) {
  return model.schema.find((field) => field.name === SEARCH_COLUMN && field.type === 'text');
}

export function isSearchable(model: CollectionModel): boolean {
  return searchField(model) !== undefined;
}

/** The collection's scope field (its company), if it has one: lists are read by it. */
function scopeField(model: CollectionModel) {
  return model.schema.find((field) => field.name === SEARCH_SCOPE_COLUMN);
}

function searchIndexOf(db: Db, model: CollectionModel) {
  return db.dialect.searchIndex(model.name, SEARCH_COLUMN, scopeField(model)?.name);
}

/**
 * Creates the collection's search index unless all of it exists, and sets how its column is
 * stored. Call inside a transaction.
 */
export async function ensureSearchIndex(db: Db, model: CollectionModel): Promise<void> {
  if (!isSearchable(model)) return;
  const ddl = searchIndexOf(db, model);
  for (const statement of ddl.storage) await db.exec(statement);
  const rows = await db.all<{ name: string }>(db.dialect.schemaNames);
  const existing = new Set(rows.map((row) => String(row.name)));
  if (!ddl.names.every((name) => existing.has(name))) {
    // A partial index (a part lost to a manual change) is rebuilt whole.
    for (const statement of [...ddl.drop, ...ddl.create]) await db.exec(statement);
  }
  if (ddl.scan && !existing.has(ddl.scan.name)) await db.exec(ddl.scan.create);
}

export async function dropSearchIndex(db: Db, model: CollectionModel): Promise<void> {
  if (!isSearchable(model)) return;
  for (const statement of searchIndexOf(db, model).drop) await db.exec(statement);
}

/**
 * Before a collection changes from `previous` to `next`: drops the search index when the change
 * takes its column or table away from under it (the field removed, replaced or renamed, the
 * table renamed), and its scan when its scope field goes, comes or changes.
 * `ensureSearchIndex(next)` afterwards builds what is missing.
 */
export async function releaseSearchIndex(
  db: Db,
  previous: CollectionModel,
  next: CollectionModel,
): Promise<void> {
  const before = searchField(previous);
  if (!before) return;
  const after = searchField(next);
  if (after?.id !== before.id || previous.name !== next.name) {
    await dropSearchIndex(db, previous);
    return;
  }
  const [scopeBefore, scopeAfter] = [scopeField(previous), scopeField(next)];
  const scan = searchIndexOf(db, previous).scan;
  if (scan && (scopeBefore?.id !== scopeAfter?.id || scopeBefore?.name !== scopeAfter?.name))
    await db.exec(scan.drop);
}

/** Every searchable collection's index, created where missing (at start, after migrations). */
export async function ensureSearchIndexes(
  db: Db,
  models: readonly CollectionModel[],
): Promise<void> {
  for (const model of models.filter(isSearchable))
    await db.transaction((tx) => ensureSearchIndex(tx, model));
}
