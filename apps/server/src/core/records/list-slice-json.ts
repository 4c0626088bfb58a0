import type { CollectionModel } from '@rumbo/domain';
import type { Db } from '../db/db.ts';
import { quoteName as quote } from '../query/sql-fragment.ts';
import { GrowingBuffer } from '../../tools/growing-buffer.ts';
import { projectFields } from '../../tools/json-fields.ts';
import { decodeRow } from './record-codec.ts';
import { recordJsonWriter, writtenFromRows } from './record-json.ts';
import { stringifyRecord } from './raw-json.ts';
import { placeholders } from './list-sizes.ts';
import { keptRecordTexts, recordTextShape } from './kept-record-texts.ts';
import type { ListAnswerInput } from './list-answer.ts';

export type SliceInput = Pick<
  ListAnswerInput,
  'db' | 'reader' | 'collection' | 'ctx' | 'params' | 'fields'
> & {
  /** The stored columns to read (a `fields` list), or all of them. */
  columns?: string[];
};

/**
 * One slice of a list page as JSON bytes, in pieces to be sent one after the other: its records,
 * comma-separated (null when none is left).
 */
export type SliceWriter = (
  ids: string[],
  options: { afterOthers: boolean; storedBytes: number },
) => Promise<Buffer[] | null>;

/**
 * How a list's slices are written: base and view records without `expand` straight from their
 * stored rows (record-json.ts), the others decoded, exported (email visibility, expand) and
 * projected. Records written from their rows are each their own buffer (kept ones as kept,
 * decision 070), so the page copies them once, into the answer; the others are encoded into one
 * buffer as soon as each is made: joining their strings first cost several times more (a page
 * of shipments, decision 064).
 */
export function sliceWriter(input: SliceInput): SliceWriter {
  const direct = writtenFromRows(input.collection, {
    expand: input.params.expand,
    fields: input.fields,
  });
  const columns = input.columns ?? ['*'];
  const partial = input.columns !== undefined;
  return async (ids, options) => {
    if (direct) {
      const texts = await directTexts(input, ids, columns, partial, direct.kept);
      if (texts.length === 0) return null;
      return texts.flatMap((text, index) =>
        index > 0 || options.afterOthers ? [COMMA, text] : [text],
      );
    }
    const texts = await exportedTexts(input, ids, columns, partial);
    const out = new GrowingBuffer(Math.ceil(options.storedBytes * 1.25) + 2048 * ids.length);
    for (const [index, text] of texts.entries()) {
      if (index > 0 || options.afterOthers) out.write(',');
      out.write(text);
    }
    return texts.length === 0 ? null : [out.bytes()];
  };
}

const COMMA = Buffer.from(',');

/** Throws the 400 a bad `fields` list gets, before anything is read. */
export function checkFields(fields: string): void {
  projectItems([], fields);
}
/**
 * The slice's records written from their stored rows, in page order (deleted rows left out):
 * those kept since the database last changed as kept (kept-record-texts.ts), the others read.
 */
async function directTexts(
  input: SliceInput,
  ids: string[],
  columns: string[],
  partial: boolean,
  kept: ReadonlySet<string> | undefined,
): Promise<Buffer[]> {
  const { db, collection } = input;
  const mark = db.changeMark(input.ctx.mark);
  const store = keptRecordTexts(db);
  const shape = recordTextShape(collection, columns, partial, kept);
  const texts = new Map<string, Buffer>();
  const missing: string[] = [];
  for (const id of ids) {
    const text = store.get(shape + id, mark);
    if (text) texts.set(id, text);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const list = columns.map((name) => (name === '*' ? '*' : quote(name))).join(', ');
    const { columns: names, rows } = await db.allRows(
      `SELECT ${list} FROM ${quote(collection.name)} WHERE "id" IN (${placeholders(missing)})`,
      missing,
    );
    const write = recordJsonWriter(collection, names, { partial, kept })!;
    const idColumn = names.indexOf('id');
    for (const row of rows) {
      const id = String(row[idColumn]);
      const text = Buffer.from(write(row));
      texts.set(id, text);
      store.set(shape + id, mark, text);
    }
  }
  return ids.flatMap((id) => texts.get(id) ?? []);
}

/** The slice's records decoded, exported and projected, in page order. */
async function exportedTexts(
  input: SliceInput,
  ids: string[],
  columns: string[],
  partial: boolean,
): Promise<string[]> {
  const { db, reader, collection, ctx, params, fields } = input;
  // Without `fields`, JSON columns go out as stored, never parsed and re-serialised.
  const raw = !fields;
  const rows = await readRows(db, collection, ids, columns, partial, raw);
  const exported = await reader.export(collection, rows, ctx, params.expand);
  const kept = fields ? projectItems(exported, fields) : exported;
  return kept.map((item) =>
    raw ? stringifyRecord(item as Record<string, unknown>) : JSON.stringify(item),
  );
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
