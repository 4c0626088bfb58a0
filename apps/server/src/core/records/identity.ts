import type { CollectionModel } from '@rumbo/domain';
import type { RecordValues } from './record-codec.ts';
import type { SessionClaim } from '../auth/session-policy.ts';

export type AdminValues = {
  id: string;
  email: string;
  avatar: number;
  tokenKey: string;
  passwordHash: string;
  created: string;
  updated: string;
};

/** Who is making a request: decided once per request from its token (reference §1.3). */
export type Identity =
  | { kind: 'guest' }
  | { kind: 'admin'; admin: AdminValues }
  | {
      kind: 'record';
      collection: CollectionModel;
      record: RecordValues;
      /** The session the token was issued for (SPEC §4), when the sign-in asked for one. */
      session?: SessionClaim;
    };

/** Everything about the request that rules may read through `@request.*`. */
export type RequestContext = {
  identity: Identity;
  method: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /**
   * The database's change mark when the request began (`Db.requestMark`): what it reads may be
   * kept, and found kept, under it (decision 070). Absent or null: nothing is kept.
   */
  mark?: number | null;
};

export const GUEST: Identity = { kind: 'guest' };

export function isAdmin(identity: Identity): identity is Extract<Identity, { kind: 'admin' }> {
  return identity.kind === 'admin';
}

export function authRecordId(identity: Identity): string {
  return identity.kind === 'record' ? String(identity.record.id) : '';
}
