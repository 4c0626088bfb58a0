import { isCompanySuperuser } from '../roles/is-company-superuser.ts';
import { isPlatformAdmin } from '../roles/is-platform-admin.ts';
import {
  normalizeRole,
  ROLE_COMPANY_SUPERUSER,
  ROLE_PLATFORM_ADMIN,
  ROLE_SUPERUSER,
} from '../roles/normalize-role.ts';
import type { RoleCompany, RoleUser } from '../roles/role-user.ts';

/** Role of ordinary company members (SPEC §6 has no name for it; the demo data uses this one). */
export const ROLE_STAFF = 'staff';

/**
 * The roles a company's user form offers, from least to most access. Never the platform admin
 * role: platform admins belong to no company (SPEC §6), so none is made from a company's users.
 */
export const USER_ROLES = [ROLE_STAFF, ROLE_COMPANY_SUPERUSER] as const;

export type GrantableRolesInput = {
  /** The signed-in user. */
  caller: RoleUser | null | undefined;
  /** The caller's company (for the superuser list); null for platform admins. */
  callerCompany: RoleCompany | null | undefined;
  /** The user being edited; left out when creating one. */
  target?: RoleUser | null;
};

/**
 * Roles the caller may give a company's user (DESIGN §3): platform admins and company superusers
 * staff or company superuser; others none. Nobody changes their own role, so on their own record the
 * only choice is the role they hold. A target whose current role is beyond the caller's reach
 * gets no choice either (a superuser cannot edit an admin's role).
 *
 * @example grantableRoles({ caller: { role: 'rumbo_superuser' }, callerCompany: null }) // ['staff', 'rumbo_superuser']
 */
export function grantableRoles({ caller, callerCompany, target }: GrantableRolesInput): string[] {
  const reach = callerReach(caller, callerCompany);
  if (target && caller?.id && target.id === caller.id) return [normalizeRole(caller.role)];
  if (target && roleRank(target.role) > reach) return [];
  return USER_ROLES.filter((role) => roleRank(role) <= reach);
}

/** 0 staff (or unknown), 1 company superuser, 2 platform admin. */
export function roleRank(role: unknown): number {
  const normalized = normalizeRole(role);
  if (normalized === ROLE_PLATFORM_ADMIN) return 2;
  if (normalized === ROLE_COMPANY_SUPERUSER || normalized === ROLE_SUPERUSER) return 1;
  return 0;
}

/** The highest rank the caller may grant; -1 when they may not manage users at all. */
function callerReach(caller: RoleUser | null | undefined, company: RoleCompany | null | undefined) {
  if (isPlatformAdmin(caller)) return 2;
  if (isCompanySuperuser(caller, company)) return 1;
  return -1;
}
