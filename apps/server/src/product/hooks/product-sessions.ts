import type { SessionPolicies, SessionPolicy } from '../../core/auth/session-policy.ts';

/** Where the product keeps a user's one active session (SPEC §4 Session). */
export const PRODUCT_SESSION: SessionPolicy = {
  collection: 'users',
  nonceField: 'activeSessionNonce',
  lastLoginField: 'lastLogin',
};

/**
 * SPEC §4 Session: a user has one active session, named by `activeSessionNonce`; a sign-in that
 * asks for a session stamps it and `lastLogin`, and tokens bound to an older nonce are refused
 * (docs/decisions/031). Operators and API clients that sign in without a nonce are unaffected.
 */
export function registerProductSessions(sessions: SessionPolicies): void {
  sessions.register(PRODUCT_SESSION);
}
