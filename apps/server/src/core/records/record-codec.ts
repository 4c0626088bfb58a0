import { isMultiValueField, type CollectionModel, type SchemaField } from '@rumbo/domain';
import { quoteIdentifier } from '../collections/collection-ddl.ts';

/** A record as the server handles it: column name → decoded value (JSON parsed, booleans real). */
export type RecordValues = Record<string, unknown>;

const AUTH_BOOLEANS = new Set(['emailVisibility', 'verified']);

export function decodeRow(collection: CollectionModel, row: Record<string, unknown>): RecordValues {
  const values: RecordValues = { ...row };
  for (const field of collection.schema) values[field.name] = decodeValue(field, row[field.name]);
  if (collection.type === 'auth') for (const key of AUTH_BOOLEANS) values[key] = Boolean(row[key]);
  return values;
}

function decodeValue(field: SchemaField, stored: unknown): unknown {
  if (isMultiValueField(field)) return parseJson(stored) ?? [];
  if (field.type === 'json')
    return stored === null || stored === undefined ? null : parseJson(stored);
  if (field.type === 'bool') return Boolean(stored);
  if (field.type === 'number') return Number(stored ?? 0);
  return stored ?? '';
}

function parseJson(stored: unknown): unknown {
  if (typeof stored !== 'string') return stored ?? null;
  try {
    return JSON.parse(stored);
  } catch {
    return stored;
  }
}

/** Turns decoded values into SQL parameters in the order of `columns`. */
export function encodeValues(
  collection: CollectionModel,
  values: RecordValues,
  columns: string[],
): unknown[] {
  const fields = new Map(collection.schema.map((f) => [f.name, f]));
  return columns.map((column) => {
    const field = fields.get(column);
    const value = values[column];
    if (field && (isMultiValueField(field) || field.type === 'json'))
      return value === null || value === undefined
        ? field.type === 'json'
          ? null
          : '[]'
        : JSON.stringify(value);
    if (typeof value === 'boolean') return value ? 1 : 0;
    return value ?? '';
  });
}

export function insertSql(collection: CollectionModel, columns: string[]): string {
  const names = columns.map(quoteIdentifier).join(', ');
  const marks = columns.map(() => '?').join(', ');
  return `INSERT INTO ${quoteIdentifier(collection.name)} (${names}) VALUES (${marks})`;
}

export function updateSql(collection: CollectionModel, columns: string[]): string {
  const sets = columns.map((c) => `${quoteIdentifier(c)} = ?`).join(', ');
  return `UPDATE ${quoteIdentifier(collection.name)} SET ${sets} WHERE "id" = ?`;
}
