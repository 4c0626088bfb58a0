// SPEC §6: roles are normalised (lower case, hyphen to underscore); the platform admin role
// is the product prefix followed by _admin. Moves to @rumbo/domain once roles live there.
const PLATFORM_ADMIN_ROLE = 'rumbo_admin';

export function isPlatformAdmin(role: string | undefined): boolean {
  return (role ?? '').trim().toLowerCase().replace(/-/g, '_') === PLATFORM_ADMIN_ROLE;
}
