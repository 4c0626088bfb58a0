/**
 * An email as used to sign in and to match accounts: trimmed and lower-cased (SPEC §5).
 * Non-strings give ''.
 */
export function normalizeEmail(email: unknown): string {
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}
