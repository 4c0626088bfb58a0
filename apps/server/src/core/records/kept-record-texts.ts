import type { CollectionModel } from '@rumbo/domain';
import { keptPerDb } from '../db/kept-while-unchanged.ts';

/** The most record JSON kept per database while it is unchanged (decision 070). */
const KEPT_TEXT_BYTES = 32 * 1024 * 1024;

/**
 * Records' public JSON, as written from their stored rows (record-json.ts), kept while the
 * database is unchanged (decision 070): a list page or a view that finds its records here
 * neither reads nor writes them again. Which records the caller may see is still decided by the
 * rule's query on every request; only the text of a record the rule admitted is kept.
 */
export const keptRecordTexts = keptPerDb<Buffer>(KEPT_TEXT_BYTES, (text) => text.length);

/**
 * What a record's text depends on besides its stored row: the collection's model (this very
 * read of it: a model reloaded after a change is another), the columns read (`*` or a `fields`
 * list), whether they are only some of the record's, and the kept keys. Append the record's id
 * for its key.
 */
export function recordTextShape(
  collection: CollectionModel,
  columns: readonly string[],
  partial: boolean,
  keptKeys: ReadonlySet<string> | undefined,
): string {
  const model = modelStamp(collection);
  return `${JSON.stringify([model, columns, partial, keptKeys ? [...keptKeys] : null])}\u0000`;
}

/** A number for each model object: a reload makes new objects, and so new numbers. */
export function modelStamp(collection: CollectionModel): number {
  let stamp = stamps.get(collection);
  if (stamp === undefined) stamps.set(collection, (stamp = ++lastStamp));
  return stamp;
}

const stamps = new WeakMap<CollectionModel, number>();
let lastStamp = 0;
