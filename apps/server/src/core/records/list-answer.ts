import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CollectionModel } from '@rumbo/domain';
import { badRequest } from '../../errors.ts';
import { projectFields } from '../../tools/json-fields.ts';
import { decodeRow } from './record-codec.ts';
import type { ListParams, RecordReader } from './record-reader.ts';
import type { Db } from '../db/db.ts';
import type { RequestContext } from './identity.ts';

/**
 * The most one list answer may hold, measured on the stored values of its page (decision 023).
 * A 500-row page of realistic shipments is a few megabytes; a page over this is refused with a
 * 400 that says how to page, before any of it is read.
 */
export const MAX_LIST_ANSWER_BYTES = 16 * 1024 * 1024;

/**
 * How much of a page is read, decoded and serialised before other requests get their turn:
 * about a few milliseconds of work, so a large page never holds the event loop for long.
 */
export const LIST_SLICE_BYTES = 256 * 1024;

const MAX_SLICE_ROWS = 100;
const MB = 1024 * 1024;

export type ListAnswerInput = {
  db: Db;
  reader: RecordReader;
  collection: CollectionModel;
  ctx: RequestContext;
  params: ListParams;
  /** `?fields=`, applied to each item as it is serialised. */
  fields?: string;
};

/**
 * The JSON text of a list answer (reference §5.1), read and serialised slice by slice with a
 * turn of the event loop between slices. Sizes come first, from SQLite's `octet_length` (which
 * needs no value loaded), so an oversized page is refused without being read.
 */
export async function listAnswer(input: ListAnswerInput): Promise<string> {
  const { db, reader, collection, ctx, params } = input;
  const page = reader.listPage(collection, ctx, params);
  const columns = page.columns ?? ['*'];
  const sizes = rowSizes(db, collection, page.ids, page.columns);
  const total = page.ids.reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0);
  if (total > MAX_LIST_ANSWER_BYTES) throw tooLarge(total);

  const items: string[] = [];
  for (const slice of slices(page.ids, sizes)) {
    if (items.length > 0) await nextTurn();
    const rows = readRows(db, collection, slice, columns, page.columns !== undefined);
    const exported = reader.export(collection, rows, ctx, params.expand);
    const kept = input.fields ? projectItems(exported, input.fields) : exported;
    for (const item of kept) items.push(JSON.stringify(item));
  }
  const { ids: _ids, columns: _columns, ...totals } = page;
  const head = JSON.stringify(totals);
  return `${head.slice(0, -1)},"items":[${items.join(',')}]}`;
}

function tooLarge(total: number): Error {
  const size = (total / MB).toFixed(1);
  return badRequest(
    `The list answer would hold about ${size} MB, more than the ${MAX_LIST_ANSWER_BYTES / MB} MB ` +
      'a list may send. Ask for fewer records per page (perPage) or fewer fields (fields).',
  );
}

/** Stored bytes of each row's columns (of the kept columns when `fields` names them). */
function rowSizes(
  db: Db,
  collection: CollectionModel,
  ids: string[],
  columns: string[] | undefined,
): Map<string, number> {
  const sizes = new Map<string, number>();
  if (ids.length === 0) return sizes;
  const names = columns ?? collection.schema.map((field) => field.name);
  const measured = names.length
    ? names.map((name) => `ifnull(octet_length(${quote(name)}), 0)`).join(' + ')
    : '0';
  const rows = db.all<{ id: string; size: number }>(
    `SELECT "id", ${measured} AS "size" FROM ${quote(collection.name)} WHERE "id" IN (${placeholders(ids)})`,
    ids,
  );
  for (const row of rows) sizes.set(row.id, Number(row.size));
  return sizes;
}

/** Ids in page order, cut where a slice would pass LIST_SLICE_BYTES (at least one row each). */
function* slices(ids: string[], sizes: Map<string, number>): Generator<string[]> {
  let slice: string[] = [];
  let bytes = 0;
  for (const id of ids) {
    const size = sizes.get(id) ?? 0;
    if (slice.length > 0 && (bytes + size > LIST_SLICE_BYTES || slice.length >= MAX_SLICE_ROWS)) {
      yield slice;
      slice = [];
      bytes = 0;
    }
    slice.push(id);
    bytes += size;
  }
  if (slice.length > 0) yield slice;
}

/** The slice's rows in page order; a row deleted since the page was chosen is left out. */
function readRows(
  db: Db,
  collection: CollectionModel,
  ids: string[],
  columns: string[],
  partial: boolean,
) {
  const list = columns.map((name) => (name === '*' ? '*' : quote(name))).join(', ');
  const rows = db.all(
    `SELECT ${list} FROM ${quote(collection.name)} WHERE "id" IN (${placeholders(ids)})`,
    ids,
  );
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return ids
    .map((id) => byId.get(id))
    .filter((row) => row !== undefined)
    .map((row) => decodeRow(collection, row, partial));
}

function projectItems(items: Record<string, unknown>[], fields: string): unknown[] {
  const projected = projectFields({ perPage: 0, items }, fields) as { items: unknown[] };
  return projected.items;
}

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function placeholders(values: unknown[]): string {
  return values.map(() => '?').join(',');
}
