/** The provider's account as PocketBase reports it in `meta` of auth-with-oauth2 (§5.2). */
export type OAuth2User = {
  id: string;
  name: string;
  username: string;
  email: string;
  avatarUrl: string;
  accessToken: string;
  refreshToken: string;
  expiry: string;
  rawUser: Record<string, unknown>;
};

/** The profile part a provider maps from its user-info JSON. */
export type OAuth2Profile = Pick<OAuth2User, 'id' | 'name' | 'username' | 'email' | 'avatarUrl'>;

export function str(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}

/** Providers say "verified" as true, "true", 1 or "1" (PocketBase accepts all since #6657). */
export function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === '1';
}
