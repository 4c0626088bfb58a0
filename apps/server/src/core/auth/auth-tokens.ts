import type { CollectionModel } from '@rumbo/domain';
import type { Db } from '../db/db.ts';
import type { CollectionStore } from '../collections/collection-store.ts';
import type { AdminStore } from '../admins/admin-store.ts';
import type { SettingsStore } from '../settings/settings-store.ts';
import type { TokenKind } from '../settings/settings-defaults.ts';
import { peekClaims, signToken, verifyToken } from '../../tools/tokens.ts';
import { decodeRow, type RecordValues } from '../records/record-codec.ts';
import { GUEST, type AdminValues, type Identity } from '../records/identity.ts';
import { KeptWhileUnchanged } from '../db/kept-while-unchanged.ts';
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
/** Identities kept at most while the database is unchanged (decision 069). */
const IDENTITY_CACHE_LIMIT = 1000;

type KeptIdentity = { identity: Identity; exp: number; kind: TokenKind; secret: string };

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
  /**
   * The identity each token gave, kept while nothing in the database has changed since its
   * record was read (decision 069): the same token then names the same record, key and session
   * state, so the row is not read again. Any write drops them all; where the engine cannot tell
   * of other instances' writes (PostgreSQL) nothing is kept and every request reads the record.
   */
  private readonly identities = new KeptWhileUnchanged<KeptIdentity>(IDENTITY_CACHE_LIMIT);

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
   * `requestMark` is the request's change mark (RequestContext.mark), under which a verified
   * identity is kept (decisions 069, 070).
   */
  async identify(
    header: string | undefined,
    kinds: { admin: TokenKind; record: TokenKind } = {
      admin: 'adminAuthToken',
      record: 'recordAuthToken',
    },
    requestMark?: number | null,
  ): Promise<Identity> {
    const token = (header ?? '').replace(/^Bearer\s+/i, '').trim();
    if (!token) return GUEST;
    const cacheKey = `${kinds.admin}\u0000${kinds.record}\u0000${token}`;
    const mark = this.deps.db.changeMark(requestMark);
    const kept = this.identities.get(cacheKey, mark);
    if (kept && this.stillValid(kept)) return kept.identity;
    const claims = peekClaims(token);
    if (!claims?.id) return GUEST;
    if (claims.type === 'admin') {
      const identity = await this.identifyAdmin(token, claims.id, kinds.admin);
      return this.keep(cacheKey, mark, token, kinds.admin, identity);
    }
    if (claims.type === 'authRecord' && typeof claims.collectionId === 'string') {
      const identity = await this.identifyRecord(
        token,
        { id: claims.id, collectionId: claims.collectionId, nonce: claims.nonce },
        kinds.record,
      );
      return this.keep(cacheKey, mark, token, kinds.record, identity);
    }
    return GUEST;
  }

  /** A kept identity serves while its token has not expired and the secret has not changed. */
  private stillValid(kept: KeptIdentity): boolean {
    return (
      kept.exp > Date.now() / 1000 && kept.secret === this.deps.settings.get()[kept.kind].secret
    );
  }

  /** Keeps a verified identity (never a guest: a refused token is checked afresh each time). */
  private keep(
    cacheKey: string,
    mark: number | null,
    token: string,
    kind: TokenKind,
    identity: Identity,
  ): Identity {
    const verified = this.verified.get(token);
    if (identity.kind === 'guest' || !verified) return identity;
    if (identity.kind === 'record') Object.freeze(identity.record);
    else Object.freeze(identity.admin);
    const secret = this.deps.settings.get()[kind].secret;
    this.identities.set(cacheKey, mark, { identity, exp: verified.exp, kind, secret });
    return identity;
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
