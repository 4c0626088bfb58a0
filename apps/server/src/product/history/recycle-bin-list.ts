import type { RecycleBinItem } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { binScope } from './bin-access.ts';
import { parsePaging, type Paged } from './paging.ts';

const DAY_MS = 86_400_000;

/**
 * The caller's company's deleted records (every company's for platform admins and operators,
 * narrowed by `?company=`), newest first, as a PocketBase-style page.
 */
export async function listBin(
  core: Core,
  ctx: RequestContext,
  retentionDays: number,
): Promise<Paged<RecycleBinItem>> {
  const scope = (await binScope(core, ctx)) ?? (ctx.query.company || null);
  const { page, perPage } = parsePaging(ctx.query);
  const where = scope === null ? '' : `WHERE "company" = ?`;
  const params = scope === null ? [] : [scope];
  const total = await core.db.get(`SELECT COUNT(*) AS "n" FROM "_recycleBin" ${where}`, params);
  const rows = await core.db.all(
    `SELECT "id", "collectionId", "recordId", "company", "label", "deleted", "deletedById",
       "deletedByName" FROM "_recycleBin" ${where}
     ORDER BY "deleted" DESC, "id" DESC LIMIT ? OFFSET ?`,
    [...params, perPage, (page - 1) * perPage],
  );
  const totalItems = Number(total?.n ?? 0);
  return {
    page,
    perPage,
    totalItems,
    totalPages: Math.ceil(totalItems / perPage),
    items: rows.map((row) => ({
      id: String(row.id),
      collection: core.collections.find(String(row.collectionId))?.name ?? '',
      recordId: String(row.recordId),
      company: String(row.company),
      label: String(row.label),
      deleted: String(row.deleted),
      expires: expiresAt(String(row.deleted), retentionDays),
      deletedBy: { id: String(row.deletedById), name: String(row.deletedByName) },
    })),
  };
}

function expiresAt(deleted: string, days: number): string {
  const at = Date.parse(deleted.replace(' ', 'T')) + days * DAY_MS;
  return new Date(at).toISOString().replace('T', ' ');
}
