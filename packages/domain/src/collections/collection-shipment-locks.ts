import { COLLECTION_IDS, SHIPMENT_COLLECTION_NAMES } from './collection-ids.ts';
import { defineCollection } from './define-collection.ts';
import { IS_PLATFORM_ADMIN, allOf, anyOf, companyOwnedRules, keepsField } from './rules.ts';
import { schemaFields as f } from './schema-fields.ts';
import { sqlIndex } from './sql-index.ts';

/**
 * The `shipment_locks` collection: who is editing which shipment, shared between people and
 * devices (SPEC §4 Shipment lock). The filter language has no date arithmetic, so the server
 * stamps each write's expiry (`shipmentLockExpiresAt`) into `expiresAt` and the rules compare it
 * with `@now`; the web app still shows expiry from `lockedAt` with the same domain rule.
 */
export const SHIPMENT_LOCKS_COLLECTION = defineCollection({
  id: COLLECTION_IDS.shipment_locks,
  name: 'shipment_locks',
  fields: [
    // Locks are transient: they go with their company or user.
    f.relation('company', COLLECTION_IDS.companies, { required: true, cascadeDelete: true }),
    f.select('collection', SHIPMENT_COLLECTION_NAMES, { required: true }),
    // Text, since it points into one of three collections.
    f.text('shipmentId', { required: true, max: 15 }),
    f.relation('userId', COLLECTION_IDS.users, { required: true, cascadeDelete: true }),
    f.text('userName', { max: 200 }),
    f.date('lockedAt', { required: true }),
    f.bool('hasPendingChanges'),
    // Set by the server on every write from its own clock (SPEC §4: 10 minutes, or the
    // pending-changes ceiling); the rules below compare it with @now.
    f.date('expiresAt'),
  ],
  indexes: [
    // One lock per shipment: a second taker gets a conflict instead of a silent double lock.
    // Per company: another tenant can neither block nor detect a lock on a shipment it cannot see.
    sqlIndex('shipment_locks', ['company', 'collection', 'shipmentId'], { isUnique: true }),
    sqlIndex('shipment_locks', ['company']),
  ],
  rules: lockRules(),
});

/**
 * Colleagues see each other's locks, but a lock always names the user who takes it: nobody can
 * create or move a lock into someone else's name (which would also let them probe that user's
 * record through filters on the relation).
 *
 * The server enforces SPEC §4's lock: only its holder renews or releases it; another user may
 * take it over (write their own id into userId) or clear it only once `expiresAt`, which the
 * server stamps from its own clock on every write (10 minutes, or the pending-changes ceiling
 * while the holder has unsent changes), has passed. An empty `expiresAt` (a lock written before
 * the server stamped it) counts as expired. Update rules are judged on the row read inside the
 * write's transaction, so of two colleagues taking the same expired lock at once exactly one
 * wins; the other is answered 404 and reads the new holder. A lock stays on its shipment:
 * collection and shipmentId never change.
 */
function lockRules() {
  const base = companyOwnedRules();
  const takesForSelf = anyOf(IS_PLATFORM_ADMIN, 'userId = @request.auth.id');
  const expired = 'expiresAt < @now';
  const holderRenews = allOf(
    'userId = @request.auth.id',
    anyOf('@request.data.userId:isset = false', '@request.data.userId = @request.auth.id'),
  );
  const takesExpired = allOf('@request.data.userId = @request.auth.id', expired);
  return {
    ...base,
    createRule: allOf(base.createRule!, takesForSelf),
    updateRule: allOf(
      base.updateRule!,
      keepsField('collection'),
      keepsField('shipmentId'),
      anyOf(IS_PLATFORM_ADMIN, holderRenews, takesExpired),
    ),
    deleteRule: allOf(
      base.deleteRule!,
      anyOf(IS_PLATFORM_ADMIN, 'userId = @request.auth.id', expired),
    ),
  };
}
