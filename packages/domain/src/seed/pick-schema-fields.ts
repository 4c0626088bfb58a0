import { BASE_SYSTEM_FIELDS } from '../collections/collection-types.ts';
import { PRODUCT_COLLECTIONS } from '../collections/product-collections.ts';

/**
 * Only the keys that are columns of `collection` (its schema plus id, created, updated): a
 * demo record must insert without surprises, while the web app's extras stay in `payload`.
 */
export function pickSchemaFields(
  collection: string,
  fields: Record<string, unknown>,
): Record<string, unknown> {
  const definition = PRODUCT_COLLECTIONS.find((it) => it.name === collection);
  if (!definition) throw new Error(`Unknown collection: ${collection}`);
  const columns = new Set<string>([
    ...BASE_SYSTEM_FIELDS,
    ...definition.schema.map((field) => field.name),
  ]);
  return Object.fromEntries(Object.entries(fields).filter(([key]) => columns.has(key)));
}
