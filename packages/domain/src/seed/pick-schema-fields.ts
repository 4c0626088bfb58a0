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
  const columns = columnsOf(collection);
  return Object.fromEntries(Object.entries(fields).filter(([key]) => columns.has(key)));
}

/** The column names of each collection, read once (the large demo picks 100,000 records). */
const COLUMNS = new Map<string, ReadonlySet<string>>();

function columnsOf(collection: string): ReadonlySet<string> {
  let columns = COLUMNS.get(collection);
  if (!columns) {
    const definition = PRODUCT_COLLECTIONS.find((it) => it.name === collection);
    if (!definition) throw new Error(`Unknown collection: ${collection}`);
    columns = new Set([...BASE_SYSTEM_FIELDS, ...definition.schema.map((field) => field.name)]);
    COLUMNS.set(collection, columns);
  }
  return columns;
}
