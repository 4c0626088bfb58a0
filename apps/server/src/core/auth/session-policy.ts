import { ApiError, fieldError, type FieldError } from '../../tools/errors.ts';
import type { RecordValues } from '../records/record-codec.ts';

/**
 * Which field of an auth collection holds its one active session's nonce (SPEC §4 Session), and
 * which one a sign-in stamps with its time. Registered by the product (product/); collections
 * without a policy behave exactly as in PocketBase.
 */
export type SessionPolicy = { collection: string; nonceField: string; lastLoginField?: string };

/** The nonce a token was issued for, kept on the identity the token authenticates. */
export type SessionClaim = { nonce: string; field: string };

/** What a sign-in may ask to be bound to: 32 to 128 hexadecimal characters. */
const NONCE_RE = /^[0-9a-f]{32,128}$/;

export class SessionPolicies {
  private readonly byCollection = new Map<string, SessionPolicy>();

  register(policy: SessionPolicy): void {
    this.byCollection.set(policy.collection, policy);
  }

  of(collectionName: string): SessionPolicy | undefined {
    return this.byCollection.get(collectionName);
  }
}

export function isSessionNonce(value: unknown): value is string {
  return typeof value === 'string' && NONCE_RE.test(value);
}

/**
 * Whether a token bound to `claim` still names the record's session: `current`, `replaced` by a
 * later sign-in (another nonce), or `ended` by a sign-out (nonce cleared).
 */
export function sessionState(
  record: RecordValues,
  claim: SessionClaim,
): 'current' | 'replaced' | 'ended' {
  const stored = String(record[claim.field] ?? '');
  if (stored === claim.nonce) return 'current';
  return stored ? 'replaced' : 'ended';
}

/**
 * The 401 of a token whose session is over, with the reason in `data.session` (PocketBase's
 * error shape) so the web app can say why it signed out.
 */
export function sessionEnded(state: 'replaced' | 'ended'): ApiError {
  const reason =
    state === 'replaced'
      ? fieldError('session_replaced', 'The account signed in on another device.')
      : fieldError('session_ended', 'The session was signed out.');
  return new SessionEndedError(reason);
}

export class SessionEndedError extends ApiError {
  constructor(reason: FieldError) {
    super(401, 'The request requires valid record authorization token to be set.', {
      session: reason,
    });
  }
}
