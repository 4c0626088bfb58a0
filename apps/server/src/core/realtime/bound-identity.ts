import type { Db } from '../db/db.ts';
import type { CollectionStore } from '../collections/collection-store.ts';
import type { AdminStore } from '../admins/admin-store.ts';
import { decodeRow } from '../records/record-codec.ts';
import { GUEST, type Identity } from '../records/identity.ts';
import { sessionState } from '../auth/session-policy.ts';

type Deps = { db: Db; collections: CollectionStore; admins: AdminStore };

/** Who an identity is, without its state: '' for a guest (PocketBase compares auth ids). */
export function authKey(identity: Identity): string {
  if (identity.kind === 'admin') return `admin:${identity.admin.id}`;
  if (identity.kind === 'record') return `record:${identity.collection.id}:${identity.record.id}`;
  return '';
}

/**
 * Identities that are checked and delivered to alike: the same subject with the same token key.
 * Clients bound before and after a password change differ here, so only the stale ones lose it.
 */
export function groupKey(identity: Identity): string {
  if (identity.kind === 'admin') return `${authKey(identity)}:${identity.admin.tokenKey}`;
  if (identity.kind === 'record')
    return `${authKey(identity)}:${String(identity.record.tokenKey)}:${identity.session?.nonce ?? ''}`;
  return '';
}

/**
 * Keeps the identity bound to a realtime client current (reference §10.3, v0.22.27 and v0.22.44):
 * an admin or auth record that was deleted, or whose token key changed (a new password), no
 * longer authenticates the client, which continues as a guest; otherwise its stored values are
 * refreshed. It is checked whenever the identity is about to be used — before each delivery and
 * each subscribe request — instead of on change notifications, so every way a subject can change
 * is covered: record API, account flows, operator changes, cascade deletes (which announce
 * nothing) and direct SQL alike. One primary-key read per distinct identity and event.
 */
export class BoundIdentity {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async current(identity: Identity): Promise<Identity> {
    if (identity.kind === 'admin') {
      const admin = await this.deps.admins.findById(identity.admin.id);
      return admin && admin.tokenKey === identity.admin.tokenKey ? { kind: 'admin', admin } : GUEST;
    }
    if (identity.kind === 'record') {
      const collection = this.deps.collections.find(identity.collection.id);
      if (!collection || collection.type !== 'auth') return GUEST;
      const row = await this.deps.db.get(`SELECT * FROM "${collection.name}" WHERE "id" = ?`, [
        identity.record.id,
      ]);
      const record = row && decodeRow(collection, row);
      if (!record || record.tokenKey !== identity.record.tokenKey) return GUEST;
      const { session } = identity;
      // A session ended by a later sign-in or a sign-out no longer authenticates (SPEC §4).
      if (session && sessionState(record, session) !== 'current') return GUEST;
      return session
        ? { kind: 'record', collection, record, session }
        : { kind: 'record', collection, record };
    }
    return GUEST;
  }
}
