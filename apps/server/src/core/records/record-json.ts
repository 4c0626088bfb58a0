import { isMultiValueField, type CollectionModel, type SchemaField } from '@rumbo/domain';
import { keyOrder } from './record-export.ts';
import { rawJsonOf } from './raw-json.ts';
import { parseJson } from './record-codec.ts';
import { plainFieldNames } from '../../tools/json-fields.ts';

/**
 * Whether an answer's records are written straight from their stored rows, and with which keys:
 * base and view records without `expand`, whole (`{}`) or with a `fields` list of plain
 * top-level keys (`{ kept }`); null where the general path (decode, export, project) writes them.
 */
export function writtenFromRows(
  collection: CollectionModel,
  query: { expand?: string; fields?: string },
): { kept?: ReadonlySet<string> } | null {
  if (collection.type === 'auth' || query.expand) return null;
  if (!query.fields) return {};
  const kept = plainFieldNames(query.fields);
  return kept ? { kept } : null;
}

/** A stored row (its values in the order of the columns it was written for) as record JSON. */
export type RecordJsonWriter = (row: unknown[]) => string;

/**
 * The public JSON of a record straight from its stored row, in one pass: the exact text
 * `stringifyRecord(exportRecord(decodeRow(row, partial, rawJson)))` gives (record-codec.ts,
 * record-export.ts, raw-json.ts), without building the decoded and the exported objects in
 * between — for a page of wide shipments those two objects per row were most of the answer's
 * cost after SQL (decision 064). Base and view collections only: an auth record's `email`
 * depends on who asks (email-visibility.ts), so auth records keep the general path.
 *
 * `columns` are the stored row's columns; `partial` says they are only some of the record's
 * (a `fields` list: the keys of the others are left out, as `decodeRow` leaves them out);
 * `kept`, when given, is the only keys the answer keeps (a `fields` list of plain top-level keys).
 */
export function recordJsonWriter(
  collection: CollectionModel,
  columns: readonly string[],
  options: { partial: boolean; kept?: ReadonlySet<string> },
): RecordJsonWriter | null {
  if (collection.type === 'auth') return null;
  const cacheKey = `${options.partial ? 'p' : 'f'}|${[...(options.kept ?? [])].join(',')}|${columns.join(',')}`;
  let byColumns = writers.get(collection);
  if (!byColumns) writers.set(collection, (byColumns = new Map()));
  let writer = byColumns.get(cacheKey);
  if (!writer) {
    writer = compile(collection, columns, options.partial, options.kept);
    if (byColumns.size > 200) byColumns.clear();
    byColumns.set(cacheKey, writer);
  }
  return writer;
}

const writers = new WeakMap<CollectionModel, Map<string, RecordJsonWriter>>();

type Encoder = (value: unknown) => string;

/** How each kind of stored value reads as JSON, as decodeRow → JSON.stringify would write it. */
const ENCODERS: Record<'plain' | 'multi' | 'json' | 'bool' | 'number' | 'system', Encoder> = {
  plain: (value) => JSON.stringify(value ?? ''),
  system: (value) => JSON.stringify(value ?? ''),
  bool: (value) => (value ? 'true' : 'false'),
  number: (value) => JSON.stringify(Number(value ?? 0)),
  // Stored by the server as JSON.stringify text: passed through as stored (decision 023).
  json: (value) => {
    if (value === null || value === undefined) return 'null';
    return rawJsonOf(value)?.text ?? JSON.stringify(parseJson(value));
  },
  multi: (value) => {
    if (typeof value === 'string' && value[0] === '[' && value[value.length - 1] === ']')
      return value;
    return JSON.stringify(parseJson(value) ?? []);
  },
};

type Part = { text: string } | { column: number; encoder: Encoder; prefix: string };

function compile(
  collection: CollectionModel,
  columns: readonly string[],
  partial: boolean,
  kept: ReadonlySet<string> | undefined,
): RecordJsonWriter {
  const parts: Part[] = [];
  for (const key of inObjectOrder(keyOrder(collection))) {
    if (key === 'expand' || (kept && !kept.has(key))) continue;
    const prefix = `${parts.length ? ',' : ''}${JSON.stringify(key)}:`;
    const part = partFor(collection, key, columns.indexOf(key), partial);
    if (part === null) continue;
    parts.push(typeof part === 'string' ? { text: prefix + part } : { ...part, prefix });
  }
  return assemble(parts);
}

/**
 * The keys in the order a JavaScript object lists them: array-index keys first, ascending (a
 * field named `2024` would come first), then the others as inserted.
 */
function inObjectOrder(keys: string[]): string[] {
  const isIndex = (key: string) => /^(0|[1-9]\d{0,8})$/.test(key);
  const indexes = keys.filter(isIndex).sort((a, b) => Number(a) - Number(b));
  return [...indexes, ...keys.filter((key) => !isIndex(key))];
}

/** A key's constant text, its column and encoder, or null when the key is left out. */
function partFor(
  collection: CollectionModel,
  key: string,
  column: number,
  partial: boolean,
): string | { column: number; encoder: Encoder } | null {
  if (key === 'collectionId') return JSON.stringify(collection.id);
  if (key === 'collectionName') return JSON.stringify(collection.name);
  const field = collection.schema.find((candidate) => candidate.name === key);
  const encoder = field ? ENCODERS[kindOf(field)] : key === 'id' ? ENCODERS.plain : ENCODERS.system;
  if (column >= 0) return { column, encoder };
  // A key without its column: `id` is left out; `created`/`updated` read as ""; a schema field
  // reads as its empty value on a whole row and is left out of a partial one.
  if (key === 'id' || (field && partial)) return null;
  return encoder(undefined);
}

function kindOf(field: SchemaField): 'plain' | 'multi' | 'json' | 'bool' | 'number' {
  if (isMultiValueField(field)) return 'multi';
  if (field.type === 'json' || field.type === 'bool' || field.type === 'number') return field.type;
  return 'plain';
}

/**
 * One function per shape, built with `new Function`: a single concatenation of constant key
 * texts and encoded values, which V8 runs several times faster than a loop over the parts.
 * Only constants this module made (JSON string literals) and numeric indexes enter its source.
 */
function assemble(parts: Part[]): RecordJsonWriter {
  const encoders: Encoder[] = [];
  const terms: string[] = [JSON.stringify('{')];
  for (const part of parts) {
    if ('text' in part) {
      terms.push(JSON.stringify(part.text));
      continue;
    }
    encoders.push(part.encoder);
    terms.push(JSON.stringify(part.prefix), `e[${encoders.length - 1}](r[${part.column}])`);
  }
  terms.push(JSON.stringify('}'));
  const build = new Function(
    'e',
    `return function writeRecord(r) { return ${terms.join(' + ')}; };`,
  );
  return build(encoders) as RecordJsonWriter;
}
