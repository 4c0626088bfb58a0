import {
  HISTORY_COLLECTIONS,
  type CollectionModel,
  type HistoryAction,
  type HistoryEntry,
  type HistorySource,
} from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { parseJson } from '../../core/records/record-codec.ts';
import { ApiError, badRequest, notFound } from '../../tools/errors.ts';
import { binScope } from './bin-access.ts';
import { parsePaging, type Paged } from './paging.ts';

export const NO_HISTORY = 'The collection keeps no history.';

/**
 * A record's history, newest first, as a PocketBase-style page: readable by whoever may view
 * the record (its view rule, as `GET …/records/{id}`), and for a record in the recycle bin by
 * whoever may restore it. Anyone else gets the 404 of an unknown record.
 */
export async function readHistory(
  core: Core,
  ctx: RequestContext,
  collectionName: string,
  recordId: string,
): Promise<Paged<HistoryEntry>> {
  const collection = core.collections.find(collectionName);
  if (!collection) throw notFound();
  if (!(collection.name in HISTORY_COLLECTIONS)) throw badRequest(NO_HISTORY);
  const { page, perPage } = parsePaging(ctx.query);
  await assertMayRead(core, ctx, collection, recordId);
  const where = `WHERE "collectionId" = ? AND "recordId" = ?`;
  const params = [collection.id, recordId];
  const [total, rows] = await Promise.all([
    core.db.get(`SELECT COUNT(*) AS "n" FROM "_history" ${where}`, params),
    core.db.all(
      `SELECT * FROM "_history" ${where} ORDER BY "created" DESC, "id" DESC LIMIT ? OFFSET ?`,
      [...params, perPage, (page - 1) * perPage],
    ),
  ]);
  const totalItems = Number(total?.n ?? 0);
  const totalPages = Math.ceil(totalItems / perPage);
  return { page, perPage, totalItems, totalPages, items: rows.map(entryFrom) };
}

async function assertMayRead(
  core: Core,
  ctx: RequestContext,
  collection: CollectionModel,
  recordId: string,
): Promise<void> {
  try {
    await core.reader.view(collection, recordId, ctx);
    return;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
  }
  const binned = await core.db.get(
    `SELECT "company" FROM "_recycleBin" WHERE "collectionId" = ? AND "recordId" = ?`,
    [collection.id, recordId],
  );
  const scope = binned ? await binScope(core, ctx).catch(() => undefined) : undefined;
  if (scope === undefined || (scope !== null && scope !== binned?.company)) throw notFound();
}

function entryFrom(row: Record<string, unknown>): HistoryEntry {
  return {
    id: String(row.id),
    created: String(row.created),
    action: String(row.action) as HistoryAction,
    actor: {
      id: String(row.actorId),
      collection: String(row.actorCollection),
      name: String(row.actorName),
    },
    source: String(row.source) as HistorySource,
    madeAt: String(row.madeAt),
    undoOf: String(row.undoOf),
    changes: (parseJson(row.changes) ?? []) as HistoryEntry['changes'],
  };
}
