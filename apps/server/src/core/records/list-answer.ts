import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CollectionModel } from '@rumbo/domain';
import { badRequest } from '../../tools/errors.ts';
import { projectFields } from '../../tools/json-fields.ts';
import { decodeRow } from './record-codec.ts';
import { stringifyRecord } from './raw-json.ts';
import type { ListParams } from './list-page.ts';
import type { RecordReader } from './record-reader.ts';
import type { Db } from '../db/db.ts';
import type { RequestContext } from './identity.ts';
import type { ForegroundRequests } from '../../tools/foreground-requests.ts';

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
/** Rows measured by the size pass's first query; later queries grow or shrink with their time. */
const FIRST_SIZE_BATCH = 32;
const MAX_SIZE_BATCH = 256;
/** The longest the size pass works before giving other requests a turn. */
const SLICE_MS = 4;
const MB = 1024 * 1024;

export type ListAnswerInput = {
  db: Db;
  reader: RecordReader;
  collection: CollectionModel;
  ctx: RequestContext;
  params: ListParams;
  /** `?fields=`, applied to each item as it is serialised. */
  fields?: string;
  /** Requests being answered: a large answer lets them go first between its slices. */
  foreground: ForegroundRequests;
  /** Stops counting this request as foreground, once its answer is known to be large. */
  toBackground?: () => void;
};

/**
 * A list answer (reference §5.1) as a stream of JSON, read and serialised slice by slice with a
 * turn of the event loop between slices; nothing is ever joined into one large string, which
 * would hold the server for tens of milliseconds per 15 MB. Sizes come first, from the stored
 * byte lengths (SQLite needs no value loaded for them), so an oversized page is refused before any of it
 * is read: that refusal, and any bad filter or sort, is thrown here, before the stream starts.
 */
export async function listAnswer(input: ListAnswerInput): Promise<Readable> {
  const { db, reader, collection, ctx, params } = input;
  // A bad `fields` is answered 400 before the stream starts (parsing it throws).
  if (input.fields) projectItems([], input.fields);
  const page = await reader.listPage(collection, ctx, params);
  const sizes = await rowSizes(db, collection, page.ids, page.columns);
  const total = page.ids.reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0);
  if (total > MAX_LIST_ANSWER_BYTES) throw tooLarge(total);
  const { ids, columns, ...totals } = page;
  // Large answers are made one at a time: two at once only share the same CPU and double the
  // memory and garbage they leave, while small answers pass between their slices.
  const large = total > LARGE_ANSWER_BYTES;
  if (large) input.toBackground?.();
  const release = large ? await input.foreground.backgroundSlot() : () => {};
  const turn = () => (large ? input.foreground.backgroundTurn(MAX_WAIT_PER_SLICE_MS) : nextTurn());
  async function* chunks(): AsyncGenerator<Buffer> {
    const head = JSON.stringify(totals);
    yield Buffer.from(`${head.slice(0, -1)},"items":[`);
    let first = true;
    for (const slice of slices(ids, sizes)) {
      if (!first) await turn();
      // Without `fields`, JSON columns go out as stored, never parsed and re-serialised.
      const raw = !input.fields;
      const partial = columns !== undefined;
      const rows = await readRows(db, collection, slice, columns ?? ['*'], partial, raw);
      const exported = await reader.export(collection, rows, ctx, params.expand);
      const kept = input.fields ? projectItems(exported, input.fields) : exported;
      if (kept.length === 0) continue;
      const json = kept
        .map((item) =>
          raw ? stringifyRecord(item as Record<string, unknown>) : JSON.stringify(item),
        )
        .join(',');
      yield Buffer.from(first ? json : `,${json}`);
      first = false;
    }
    yield Buffer.from(']}');
  }
  const stream = Readable.from(chunks(), { objectMode: false });
  stream.once('close', release);
  // A client that reads slowly holds its turn no longer than this: the others are not its hostages.
  setTimeout(release, LARGE_ANSWER_TURN_MS).unref();
  return stream;
}

const LARGE_ANSWER_BYTES = 1024 * 1024;
/** The longest a large answer waits for other requests between two of its slices. */
const MAX_WAIT_PER_SLICE_MS = 50;
const LARGE_ANSWER_TURN_MS = 2_000;

function tooLarge(total: number): Error {
  const size = (total / MB).toFixed(1);
  return badRequest(
    `The list answer would hold about ${size} MB, more than the ${MAX_LIST_ANSWER_BYTES / MB} MB ` +
      'a list may send. Ask for fewer records per page (perPage) or fewer fields (fields).',
  );
}

/**
 * Stored bytes of each row's columns (of the kept columns when `fields` names them), a batch of
 * rows per query: measuring a column that lies past a large value walks that row's overflow
 * pages, so a page of large rows is measured with turns of the event loop in between (every
 * SLICE_MS). A batch doubles after a quick query and halves after a slow one: a page of 30
 * small rows takes one query, a page of large rows a few rows per query.
 */
async function rowSizes(
  db: Db,
  collection: CollectionModel,
  ids: string[],
  columns: string[] | undefined,
): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const names = columns ?? collection.schema.map((field) => field.name);
  const measured = names.length
    ? names.map((name) => db.dialect.byteLength(quote(name))).join(' + ')
    : '0';
  let since = performance.now();
  let batchSize = FIRST_SIZE_BATCH;
  for (let start = 0; start < ids.length;) {
    if (performance.now() - since > SLICE_MS) {
      await nextTurn();
      since = performance.now();
    }
    const batch = ids.slice(start, start + batchSize);
    const started = performance.now();
    const rows = await db.all<{ id: string; size: number }>(
      `SELECT "id", ${measured} AS "size" FROM ${quote(collection.name)} WHERE "id" IN (${placeholders(batch)})`,
      batch,
    );
    for (const row of rows) sizes.set(String(row.id), Number(row.size));
    start += batch.length;
    const took = performance.now() - started;
    if (took < SLICE_MS / 4) batchSize = Math.min(MAX_SIZE_BATCH, batchSize * 2);
    else if (took > SLICE_MS) batchSize = Math.max(1, Math.floor(batchSize / 2));
  }
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
async function readRows(
  db: Db,
  collection: CollectionModel,
  ids: string[],
  columns: string[],
  partial: boolean,
  rawJson: boolean,
) {
  const list = columns.map((name) => (name === '*' ? '*' : quote(name))).join(', ');
  const rows = await db.all(
    `SELECT ${list} FROM ${quote(collection.name)} WHERE "id" IN (${placeholders(ids)})`,
    ids,
  );
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return ids
    .map((id) => byId.get(id))
    .filter((row) => row !== undefined)
    .map((row) => decodeRow(collection, row, partial, rawJson));
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
