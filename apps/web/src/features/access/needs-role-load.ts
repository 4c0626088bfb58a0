import { normalizeRole } from '@rumbo/domain';
import type { AuthUser } from '#lib/auth-session.ts';

// The company's own domain is Rumbo's (DESIGN §3 names the product): `rumbo.<tld>`,
// `rumbo.com.mx` and their subdomains, as in the platform admin's admin@rumbo.test.
const OWN_DOMAIN = /(^|\.)rumbo\.[a-z]{2,}(\.[a-z]{2})?$/;

/**
 * SPEC §6: a user without a role whose email is at the company's own domain gets the role
 * loaded from the server. The server stays the authority, so a false match costs one request.
 */
export function needsRoleLoad(user: Pick<AuthUser, 'role' | 'email'> | null): boolean {
  if (!user || normalizeRole(user.role) !== '') return false;
  const domain = user.email?.trim().toLowerCase().split('@')[1] ?? '';
  return OWN_DOMAIN.test(domain);
}
