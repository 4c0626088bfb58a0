import { normalizeRole, ROLE_PLATFORM_ADMIN } from './normalize-role.ts';
import type { RoleUser } from './role-user.ts';

/** True for platform admins (role `rumbo_admin`, in any case or hyphenation). */
export function isPlatformAdmin(user: RoleUser | null | undefined): boolean {
  return normalizeRole(user?.role) === ROLE_PLATFORM_ADMIN;
}
