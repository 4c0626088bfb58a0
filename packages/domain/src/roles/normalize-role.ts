/** Role of platform admins: the product prefix followed by `_admin` (SPEC §6, DESIGN §3). */
export const ROLE_PLATFORM_ADMIN = 'rumbo_admin';

/** Role of company superusers: the product prefix followed by `_superuser`. */
export const ROLE_COMPANY_SUPERUSER = 'rumbo_superuser';

/** The plain superuser role, which also makes a company superuser. */
export const ROLE_SUPERUSER = 'superuser';

/**
 * A role string in canonical form: trimmed, lower case, hyphens as underscores
 * ('Rumbo-Admin ' → 'rumbo_admin'). Non-strings give ''.
 */
export function normalizeRole(role: unknown): string {
  return typeof role === 'string' ? role.trim().toLowerCase().replaceAll('-', '_') : '';
}
