import {
  PRODUCT_COLLECTIONS,
  type CollectionDefinition,
  type CollectionModel,
} from '@rumbo/domain';
import type { CollectionStore } from '../core/collections/collection-store.ts';
import type { Db } from '../core/db/db.ts';
import { newId } from '../tools/ids.ts';
import { nowDateTime } from '../tools/dates.ts';

const APPLIED_KEY = (id: string) => `migrations.collection.${id}`;

/**
 * Brings the database up to the product's collections (packages/domain defines them). Each
 * definition is applied when it is new or has changed since it was last applied, which is
 * remembered in `_params`; an unchanged definition leaves the collection alone, so what an
 * operator changed through the collections API survives restarts. When a definition does change,
 * fields and indexes the operator added are kept, with their data.
 */
export function applyMigrations(collections: CollectionStore, db: Db): void {
  for (const definition of PRODUCT_COLLECTIONS) {
    const applied = readApplied(db, definition.id);
    const current = collections.find(definition.id);
    if (current && applied && sameJson(applied, definition)) continue;
    collections.save(current ? withOperatorAdditions(definition, current, applied) : definition);
    writeApplied(db, definition);
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
  return {
    ...definition,
    schema: [...definition.schema, ...current.schema.filter((f) => !productFields.has(f.id))],
    indexes: [...definition.indexes, ...current.indexes.filter((i) => !productIndexes.has(i))],
  };
}

function readApplied(db: Db, id: string): CollectionDefinition | null {
  const row = db.get<{ value: string }>('SELECT "value" FROM "_params" WHERE "key" = ?', [
    APPLIED_KEY(id),
  ]);
  return row ? (JSON.parse(row.value) as CollectionDefinition) : null;
}

function writeApplied(db: Db, definition: CollectionDefinition): void {
  const now = nowDateTime();
  db.run(
    `INSERT INTO "_params" ("id","key","value","created","updated") VALUES (?,?,?,?,?)
     ON CONFLICT("key") DO UPDATE SET "value" = excluded."value", "updated" = excluded."updated"`,
    [newId(), APPLIED_KEY(definition.id), JSON.stringify(definition), now, now],
  );
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
