import {
  PRODUCT_COLLECTIONS,
  type CollectionDefinition,
  type CollectionModel,
} from '@rumbo/domain';
import type { CollectionStore } from '../core/collections/collection-store.ts';
import type { Db } from '../core/db/db.ts';
import { writeParam } from '../core/db/params.ts';
import { parseIndexStatement } from '../core/collections/index-statement.ts';
import { saveWithUniqueFallback, type MigrationWarn } from './save-with-unique-fallback.ts';

const APPLIED_KEY = (id: string) => `migrations.collection.${id}`;

/**
 * Brings the database up to the product's collections (packages/domain defines them). Each
 * definition is applied when it is new or has changed since it was last applied, which is
 * remembered in `_params`; an unchanged definition leaves the collection alone, so what an
 * operator changed through the collections API survives restarts. When a definition does change,
 * fields and indexes the operator added are kept, with their data. A product index replaces an
 * older version of itself (same name), e.g. when it becomes UNIQUE; if existing rows prevent a
 * UNIQUE index, it is kept without UNIQUE, `warn` says so, and the next run tries again.
 */
export async function applyMigrations(
  collections: CollectionStore,
  db: Db,
  warn: MigrationWarn = (message) => console.warn(message),
): Promise<void> {
  for (const definition of PRODUCT_COLLECTIONS) {
    const applied = await readApplied(db, definition.id);
    const current = collections.find(definition.id);
    if (current && applied && sameJson(applied, definition)) continue;
    const target = current ? withOperatorAdditions(definition, current, applied) : definition;
    const saved = await saveWithUniqueFallback(collections, target, warn);
    // What the product really applied: a relaxed index differs from the definition, so it is
    // retried on the next run.
    await writeApplied(db, {
      ...definition,
      indexes: saved.indexes.slice(0, definition.indexes.length),
    });
  }
}

function withOperatorAdditions(
  definition: CollectionDefinition,
  current: CollectionModel,
  applied: CollectionDefinition | null,
): CollectionDefinition {
  const productFields = new Set(
    [...definition.schema, ...(applied?.schema ?? [])].map((f) => f.id),
  );
  const productIndexes = new Set([...definition.indexes, ...(applied?.indexes ?? [])]);
  const productIndexNames = new Set(definition.indexes.map(indexNameOf));
  const isOperatorIndex = (statement: string) =>
    !productIndexes.has(statement) && !productIndexNames.has(indexNameOf(statement));
  return {
    ...definition,
    schema: [...definition.schema, ...current.schema.filter((f) => !productFields.has(f.id))],
    indexes: [...definition.indexes, ...current.indexes.filter(isOperatorIndex)],
  };
}

function indexNameOf(statement: string): string | undefined {
  return parseIndexStatement(statement)?.name.toLowerCase();
}

async function readApplied(db: Db, id: string): Promise<CollectionDefinition | null> {
  const row = await db.get<{ value: string }>('SELECT "value" FROM "_params" WHERE "key" = ?', [
    APPLIED_KEY(id),
  ]);
  return row ? (JSON.parse(row.value) as CollectionDefinition) : null;
}

async function writeApplied(db: Db, definition: CollectionDefinition): Promise<void> {
  await writeParam(db, APPLIED_KEY(definition.id), JSON.stringify(definition));
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => [k, sortKeys(v)]),
  );
}
