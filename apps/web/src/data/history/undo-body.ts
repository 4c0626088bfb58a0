import { SHIPMENT_COLLECTIONS, toDate } from '@rumbo/domain';
import type { StoredRecord } from '../repository/repository-types.ts';
import type { HistoryCollection } from './record-history-query.ts';

type Body = Record<string, unknown>;

/** Who undoes, as the collection's own saves stamp the last editor. */
export type UndoAuthor = { id: string; name: string; email: string };

// Collections whose records name their last editor (`updatedBy`), as their forms' saves do.
const STAMPED: ReadonlySet<HistoryCollection> = new Set([
  'shipments_ocean',
  'shipments_air',
  'shipments_land',
  'partners',
  'tariffs',
]);

/**
 * What an undo sends: the fields put back, plus what the collection's own save writes with
 * them. A shipment also carries its `payload` copy (SPEC §3, the web app's whole object) with
 * the same values (dates as ISO, as the editor writes them) and the last editor, so readers of
 * the copy (the home page's recent changes) see the undo too.
 */
export function undoBody(
  collection: HistoryCollection,
  patch: Body,
  current: StoredRecord,
  author: UndoAuthor,
): Body {
  if (!STAMPED.has(collection)) return patch;
  const stamped = { ...patch, updatedBy: author.id };
  const payload = current.payload;
  if (!collection.startsWith('shipments_') || !isObject(payload)) return stamped;
  return {
    ...stamped,
    payload: {
      ...payload,
      ...withIsoDates(collection, patch),
      updatedBy: author.id,
      updatedByName: author.name,
      updatedByLabel: author.name || author.email,
      updatedByEmail: author.email,
      updatedAtISO: new Date().toISOString(),
    },
  };
}

function withIsoDates(collection: HistoryCollection, patch: Body): Body {
  const schema = SHIPMENT_COLLECTIONS.find((it) => it.name === collection)?.schema ?? [];
  const dates = new Set(schema.filter((field) => field.type === 'date').map((field) => field.name));
  return Object.fromEntries(
    Object.entries(patch).map(([field, value]) => [
      field,
      dates.has(field) ? (toDate(value)?.toISOString() ?? '') : value,
    ]),
  );
}

function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
