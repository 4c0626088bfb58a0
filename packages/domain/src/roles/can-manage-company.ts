import { isCompanySuperuser } from './is-company-superuser.ts';
import { isPlatformAdmin } from './is-platform-admin.ts';
import type { RoleCompany, RoleUser } from './role-user.ts';

/**
 * True when the user may open My company: platform admins and company superusers. Others see
 * 'You do not have permission to manage the company.'
 */
export function canManageCompany(
  user: RoleUser | null | undefined,
  company: RoleCompany | null | undefined,
): boolean {
  return isPlatformAdmin(user) || isCompanySuperuser(user, company);
}
