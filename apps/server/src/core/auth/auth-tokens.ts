import type { CollectionModel } from '@rumbo/domain';
import type { Db } from '../db/db.ts';
import type { CollectionStore } from '../collections/collection-store.ts';
import type { AdminStore } from '../admins/admin-store.ts';
import type { SettingsStore } from '../settings/settings-store.ts';
import type { TokenKind } from '../settings/settings-defaults.ts';
import { peekClaims, signToken, verifyToken } from '../../tools/tokens.ts';
import { decodeRow, type RecordValues } from '../records/record-codec.ts';
import { GUEST, type AdminValues, type Identity } from '../records/identity.ts';
import {
  sessionEnded,
  sessionState,
  type SessionClaim,
  type SessionPolicies,
} from './session-policy.ts';

type Deps = {
  db: Db;
  collections: CollectionStore;
  admins: AdminStore;
  settings: SettingsStore;
  sessions: SessionPolicies;
};

/** Verified tokens remembered at most; the cache is simply emptied when it is full. */
const VERIFIED_CACHE_LIMIT = 1000;

/**
 * Issues and checks the HS256 tokens of reference §3: the signing key is the subject's token key
 * plus the purpose's secret, so a changed password (new token key) voids every earlier token.
 */
export class AuthTokens {
  private readonly deps: Deps;
  /**
   * Tokens whose signature already checked out, with the key that verified them and their expiry.
   * Every API request carries the same token again; an HMAC check (an async WebCrypto job plus a
   * key import) per request is avoided while the subject's key is unchanged. A new token key
   * (password change) or secret misses the cache and the token is verified — and refused — anew.
   */
  private readonly verified = new Map<string, { key: string; exp: number }>();

  constructor(deps: Deps) {
    this.deps = deps;
  }

  recordToken(
    collection: CollectionModel,
    record: RecordValues,
    kind: TokenKind = 'recordAuthToken',
    extra = {},
  ) {
    const config = this.deps.settings.get()[kind];
    const claims = {
      ...extra,
      id: String(record.id),
      type: 'authRecord' as const,
      collectionId: collection.id,
    };
    return signToken(claims, String(record.tokenKey) + config.secret, config.duration);
  }

  adminToken(admin: AdminValues, kind: TokenKind = 'adminAuthToken', extra = {}) {
    const config = this.deps.settings.get()[kind];
    return signToken(
      { ...extra, id: admin.id, type: 'admin' },
      admin.tokenKey + config.secret,
      config.duration,
    );
  }

  /**
   * The identity behind an Authorization header; anything invalid is simply a guest (§1.3). A
   * valid token bound to a session that a later sign-in or a sign-out ended throws a
   * `SessionEndedError` (401): the product enforces its one active session (SPEC §4).
   */
  async identify(
    header: string | undefined,
    kinds: { admin: TokenKind; record: TokenKind } = {
      admin: 'adminAuthToken',
      record: 'recordAuthToken',
    },
  ): Promise<Identity> {
    const token = (header ?? '').replace(/^Bearer\s+/i, '').trim();
    if (!token) return GUEST;
    const claims = peekClaims(token);
    if (!claims?.id) return GUEST;
    if (claims.type === 'admin') return this.identifyAdmin(token, claims.id, kinds.admin);
    if (claims.type === 'authRecord' && typeof claims.collectionId === 'string')
      return this.identifyRecord(
        token,
        { id: claims.id, collectionId: claims.collectionId, nonce: claims.nonce },
        kinds.record,
      );
    return GUEST;
  }

  private async identifyAdmin(token: string, id: string, kind: TokenKind): Promise<Identity> {
    const admin = await this.deps.admins.findById(id);
    if (!admin) return GUEST;
    const valid = await this.verify(token, admin.tokenKey + this.deps.settings.get()[kind].secret);
    return valid ? { kind: 'admin', admin } : GUEST;
  }

  private async identifyRecord(
    token: string,
    claims: { id: string; collectionId: string; nonce?: unknown },
    kind: TokenKind,
  ): Promise<Identity> {
    const { id, collectionId } = claims;
    const collection = this.deps.collections.find(collectionId);
    if (!collection || collection.type !== 'auth' || collection.id !== collectionId) return GUEST;
    const row = await this.deps.db.get(`SELECT * FROM "${collection.name}" WHERE "id" = ?`, [id]);
    if (!row) return GUEST;
    const record = decodeRow(collection, row);
    const valid = await this.verify(
      token,
      String(record.tokenKey) + this.deps.settings.get()[kind].secret,
    );
    if (!valid) return GUEST;
    const session = this.sessionOf(collection, claims.nonce);
    if (!session) return { kind: 'record', collection, record };
    const state = sessionState(record, session);
    if (state !== 'current') throw sessionEnded(state);
    return { kind: 'record', collection, record, session };
  }

  /** The session a token's `nonce` claim binds it to, where the collection has a policy. */
  private sessionOf(collection: CollectionModel, nonce: unknown): SessionClaim | undefined {
    const policy = this.deps.sessions.of(collection.name);
    if (!policy || typeof nonce !== 'string') return undefined;
    return { nonce, field: policy.nonceField };
  }

  private async verify(token: string, signingKey: string): Promise<boolean> {
    const known = this.verified.get(token);
    if (known && known.key === signingKey && known.exp > Date.now() / 1000) return true;
    const claims = await verifyToken(token, signingKey);
    if (!claims) return false;
    if (this.verified.size >= VERIFIED_CACHE_LIMIT) this.verified.clear();
    this.verified.set(token, { key: signingKey, exp: Number(claims.exp) });
    return true;
  }
}
