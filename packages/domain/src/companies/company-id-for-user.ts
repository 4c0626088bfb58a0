import { isPlatformAdmin } from '../roles/is-platform-admin.ts';
import type { RoleUser } from '../roles/role-user.ts';

/**
 * The company id to store on a user's record or request: blank ('') for platform admins, who
 * belong to no company; otherwise the user's own company, trimmed ('' when missing).
 */
export function companyIdForUser(user: RoleUser | null | undefined): string {
  if (!user || isPlatformAdmin(user)) return '';
  return typeof user.company === 'string' ? user.company.trim() : '';
}
