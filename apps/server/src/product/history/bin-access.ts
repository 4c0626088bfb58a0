import { isCompanySuperuser, isPlatformAdmin } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { forbidden, unauthorized } from '../../tools/errors.ts';

export const AUTH_REQUIRED = 'The request requires valid record authorization token to be set.';
export const ONLY_SUPERUSERS = 'Only a company superuser can open the recycle bin.';

/**
 * Whose deleted records the caller may list and restore: every company's (operators and
 * platform admins, `null`), or their own company's when they are its superuser. Anyone else is
 * refused: 401 signed out, 403 signed in.
 */
export async function binScope(core: Core, ctx: RequestContext): Promise<string | null> {
  const { identity } = ctx;
  if (identity.kind === 'guest') throw unauthorized(AUTH_REQUIRED);
  if (identity.kind === 'admin') return null;
  const user = identity.record as { id: string; role?: string; company?: string };
  if (isPlatformAdmin(user)) return null;
  const companyId = typeof user.company === 'string' ? user.company : '';
  if (!companyId) throw forbidden(ONLY_SUPERUSERS);
  const company = await core.db.get(
    `SELECT "superusers", "superuser" FROM "companies" WHERE "id" = ?`,
    [companyId],
  );
  if (!company || !isCompanySuperuser(user, parseIds(company))) throw forbidden(ONLY_SUPERUSERS);
  return companyId;
}

function parseIds(row: Record<string, unknown>) {
  const read = (value: unknown) => {
    if (typeof value !== 'string' || !value.startsWith('[')) return value as string | null;
    return JSON.parse(value) as string[];
  };
  return { superusers: read(row.superusers), superuser: read(row.superuser) } as {
    superusers?: string[] | string | null;
    superuser?: string[] | string | null;
  };
}
