import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CollectionModel } from '@rumbo/domain';
import { badRequest } from '../../tools/errors.ts';
import { checkFields, sliceWriter } from './list-slice-json.ts';
import { rowSizes, slices } from './list-sizes.ts';
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

export { LIST_SLICE_BYTES } from './list-sizes.ts';
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
 * A page that fits in one slice is written whole before the answer starts, as one buffer.
 */
export async function listAnswer(input: ListAnswerInput): Promise<Readable | Buffer> {
  const { db, reader, collection, ctx, params } = input;
  // A bad `fields` is answered 400 before the stream starts (parsing it throws).
  if (input.fields) checkFields(input.fields);
  const page = await reader.listPage(collection, ctx, params);
  const sizes = await rowSizes(db, collection, page.ids, page.columns, ctx.mark);
  const total = page.ids.reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0);
  if (total > MAX_LIST_ANSWER_BYTES) throw tooLarge(total);
  const { ids, columns, ...totals } = page;
  // Large answers are made one at a time: two at once only share the same CPU and double the
  // memory and garbage they leave, while small answers pass between their slices.
  const large = total > LARGE_ANSWER_BYTES;
  const writeSlice = sliceWriter({ ...input, columns });
  const head = JSON.stringify(totals);
  const opening = Buffer.from(`${head.slice(0, -1)},"items":[`);
  const pageSlices = [...slices(ids, sizes)];
  if (!large && pageSlices.length <= 1) {
    const slice = pageSlices[0];
    const json = slice ? await writeSlice(slice, { afterOthers: false, storedBytes: total }) : null;
    return Buffer.concat([opening, ...(json ?? []), CLOSING]);
  }
  if (large) input.toBackground?.();
  const release = large ? await input.foreground.backgroundSlot() : () => {};
  const turn = () => (large ? input.foreground.backgroundTurn(MAX_WAIT_PER_SLICE_MS) : nextTurn());
  async function* chunks(): AsyncGenerator<Buffer> {
    yield opening;
    let first = true;
    for (const slice of pageSlices) {
      if (!first) await turn();
      const storedBytes = slice.reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0);
      const json = await writeSlice(slice, { afterOthers: !first, storedBytes });
      if (json === null) continue;
      yield Buffer.concat(json);
      first = false;
    }
    yield CLOSING;
  }
  const stream = Readable.from(chunks(), { objectMode: false });
  stream.once('close', release);
  // A client that reads slowly holds its turn no longer than this: the others are not its hostages.
  setTimeout(release, LARGE_ANSWER_TURN_MS).unref();
  return stream;
}

const LARGE_ANSWER_BYTES = 1024 * 1024;
const CLOSING = Buffer.from(']}');
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
