import { isPlatformAdmin } from './is-platform-admin.ts';
import type { RoleUser } from './role-user.ts';

/**
 * True when the user may use the dashboard only while the company's membership is active:
 * everyone except platform admins, who have no company and always have access.
 */
export function needsActiveMembership(user: RoleUser | null | undefined): boolean {
  return !isPlatformAdmin(user);
}
