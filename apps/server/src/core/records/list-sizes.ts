import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CollectionModel } from '@rumbo/domain';
import type { Db } from '../db/db.ts';
import { quoteName as quote } from '../query/sql-fragment.ts';
import { keptPerDb } from '../db/kept-while-unchanged.ts';
import { modelStamp } from './kept-record-texts.ts';

/**
 * How much of a page is read, decoded and serialised before other requests get their turn:
 * about a few milliseconds of work, so a large page never holds the event loop for long.
 */
export const LIST_SLICE_BYTES = 256 * 1024;

const MAX_SLICE_ROWS = 100;
/** Rows measured by the size pass's first query; later queries grow or shrink with their time. */
const FIRST_SIZE_BATCH = 32;
const MAX_SIZE_BATCH = 256;
/** The longest the size pass works before giving other requests a turn. */
const SLICE_MS = 4;
/** Rows' sizes kept at most per database while it is unchanged (decision 070). */
const KEPT_SIZES = 100_000;
const keptSizesOf = keptPerDb<number>(KEPT_SIZES);

/**
 * Stored bytes of each row's columns (of the kept columns when `fields` names them), a batch of
 * rows per query: measuring a column that lies past a large value walks that row's overflow
 * pages, so a page of large rows is measured with turns of the event loop in between (every
 * SLICE_MS). A batch doubles after a quick query and halves after a slow one: a page of 30
 * small rows takes one query, a page of large rows a few rows per query. Sizes measured since
 * the database last changed are kept and not measured again (decision 070).
 */
export async function rowSizes(
  db: Db,
  collection: CollectionModel,
  ids: string[],
  columns: string[] | undefined,
  requestMark?: number | null,
): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const mark = db.changeMark(requestMark);
  const kept = keptSizesOf(db);
  const shape = `${JSON.stringify([modelStamp(collection), columns ?? null])}\u0000`;
  const unmeasured: string[] = [];
  for (const id of ids) {
    const size = kept.get(shape + id, mark);
    if (size === undefined) unmeasured.push(id);
    else sizes.set(id, size);
  }
  const names = columns ?? collection.schema.map((field) => field.name);
  const measured = names.length
    ? names.map((name) => db.dialect.byteLength(quote(name))).join(' + ')
    : '0';
  let since = performance.now();
  let batchSize = FIRST_SIZE_BATCH;
  for (let start = 0; start < unmeasured.length;) {
    if (performance.now() - since > SLICE_MS) {
      await nextTurn();
      since = performance.now();
    }
    const batch = unmeasured.slice(start, start + batchSize);
    const started = performance.now();
    const rows = await db.all<{ id: string; size: number }>(
      `SELECT "id", ${measured} AS "size" FROM ${quote(collection.name)} WHERE "id" IN (${placeholders(batch)})`,
      batch,
    );
    for (const row of rows) {
      sizes.set(String(row.id), Number(row.size));
      kept.set(shape + String(row.id), mark, Number(row.size));
    }
    start += batch.length;
    const took = performance.now() - started;
    if (took < SLICE_MS / 4) batchSize = Math.min(MAX_SIZE_BATCH, batchSize * 2);
    else if (took > SLICE_MS) batchSize = Math.max(1, Math.floor(batchSize / 2));
  }
  return sizes;
}

/** Ids in page order, cut where a slice would pass LIST_SLICE_BYTES (at least one row each). */
export function* slices(ids: string[], sizes: Map<string, number>): Generator<string[]> {
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

export function placeholders(values: unknown[]): string {
  return values.map(() => '?').join(',');
}
