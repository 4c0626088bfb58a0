import { normalizeRole, ROLE_COMPANY_SUPERUSER, ROLE_SUPERUSER } from './normalize-role.ts';
import type { RoleCompany, RoleUser } from './role-user.ts';

/**
 * True when the user holds a superuser role (`rumbo_superuser` or `superuser`) or is listed in
 * the company's `superusers` / `superuser` ids. Platform admins are not superusers by this
 * rule; use `canManageCompany` for "may open My company".
 */
export function isCompanySuperuser(
  user: RoleUser | null | undefined,
  company: RoleCompany | null | undefined,
): boolean {
  const role = normalizeRole(user?.role);
  if (role === ROLE_COMPANY_SUPERUSER || role === ROLE_SUPERUSER) return true;
  const userId = user?.id?.trim();
  if (!userId || !company) return false;
  return [company.superusers, company.superuser].some((ids) => listIds(ids).includes(userId));
}

function listIds(ids: readonly string[] | string | null | undefined): string[] {
  if (typeof ids === 'string') return [ids.trim()];
  return Array.isArray(ids)
    ? ids.filter((id) => typeof id === 'string').map((id) => id.trim())
    : [];
}
