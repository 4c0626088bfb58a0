import {
  PRODUCT_COLLECTIONS,
  type CollectionDefinition,
  type CollectionModel,
} from '@rumbo/domain';
import type { CollectionStore } from '../core/collections/collection-store.ts';

/**
 * Brings the database up to the product's collections (packages/domain defines them): missing
 * collections are created, changed ones altered in place (new fields become new columns; data
 * in remaining fields is kept). Unchanged collections are left alone so a restart writes nothing.
 */
export function applyMigrations(collections: CollectionStore): void {
  for (const definition of PRODUCT_COLLECTIONS) {
    const current = collections.find(definition.id);
    if (current && sameDefinition(current, definition)) continue;
    collections.save(definition);
  }
}

function sameDefinition(current: CollectionModel, definition: CollectionDefinition): boolean {
  const { created: _created, updated: _updated, ...stored } = current;
  return JSON.stringify(sortKeys(stored)) === JSON.stringify(sortKeys(definition));
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
