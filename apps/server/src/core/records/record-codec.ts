import { isMultiValueField, type CollectionModel, type SchemaField } from '@rumbo/domain';
import { quoteIdentifier } from '../collections/collection-ddl.ts';
import { rawJsonOf } from './raw-json.ts';

/** A record as the server handles it: column name → decoded value (JSON parsed, booleans real). */
export type RecordValues = Record<string, unknown>;

const AUTH_BOOLEANS = new Set(['emailVisibility', 'verified']);

type Decoder = 'multi' | 'json' | 'bool' | 'number' | 'plain';

/** How each schema column decodes, worked out once per collection model (models are immutable). */
const decoders = new WeakMap<CollectionModel, [name: string, decoder: Decoder][]>();

function decodersOf(collection: CollectionModel): [string, Decoder][] {
  let plan = decoders.get(collection);
  if (!plan) {
    plan = collection.schema.map((field) => [field.name, decoderOf(field)]);
    decoders.set(collection, plan);
  }
  return plan;
}

function decoderOf(field: SchemaField): Decoder {
  if (isMultiValueField(field)) return 'multi';
  if (field.type === 'json' || field.type === 'bool' || field.type === 'number') return field.type;
  return 'plain';
}

/**
 * `partial`: the row holds only some columns (a `fields` list); the others are left out.
 * `rawJson`: JSON columns stay as their stored text (RawJson), for answers that only serialise
 * them again (list-answer.ts).
 */
export function decodeRow(
  collection: CollectionModel,
  row: Record<string, unknown>,
  partial = false,
  rawJson = false,
): RecordValues {
  // Copied key by key rather than spread: SQLite rows are wide, dictionary-mode objects, and a
  // fresh object filled in column order is both quicker to build and quicker to read later.
  const values: RecordValues = {};
  for (const key in row) values[key] = row[key];
  for (const [name, decoder] of decodersOf(collection))
    if (!partial || name in row)
      values[name] =
        (rawJson && decoder === 'json' && rawJsonOf(row[name])) || decodeValue(decoder, row[name]);
  if (collection.type === 'auth') for (const key of AUTH_BOOLEANS) values[key] = Boolean(row[key]);
  return values;
}

function decodeValue(decoder: Decoder, stored: unknown): unknown {
  switch (decoder) {
    case 'multi':
      return parseJson(stored) ?? [];
    case 'json':
      return stored === null || stored === undefined ? null : parseJson(stored);
    case 'bool':
      return Boolean(stored);
    case 'number':
      return Number(stored ?? 0);
    default:
      return stored ?? '';
  }
}

/** A stored JSON text parsed; text that is not JSON stays as it is, a missing value is null. */
export function parseJson(stored: unknown): unknown {
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
