import { COLLECTION_IDS, SHIPMENT_COLLECTION_NAMES } from './collection-ids.ts';
import { defineCollection } from './define-collection.ts';
import { IS_PLATFORM_ADMIN, allOf, anyOf, companyOwnedRules, keepsField } from './rules.ts';
import { schemaFields as f } from './schema-fields.ts';
import { sqlIndex } from './sql-index.ts';

/**
 * The `shipment_locks` collection: who is editing which shipment, shared between people and
 * devices (SPEC §4 Shipment lock). Expiry (10 minutes unless pending changes) is decided by the
 * domain logic from `lockedAt`; the filter language has no date arithmetic to do it in a rule.
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
 * Colleagues see and may clear each other's locks, but a lock always names the user who takes
 * it: nobody can create or move a lock into someone else's name (which would also let them probe
 * that user's record through filters on the relation).
 *
 * Updates are the holder renewing its lock (lockedAt, hasPendingChanges, userName) or a colleague
 * taking the lock over by writing their own id into userId. Whether a lock has expired is the
 * client's decision from `lockedAt` (SPEC §4, `isShipmentLockExpired`): the filter language has
 * no date arithmetic. Two colleagues taking the same expired lock at once both succeed, the last
 * update wins, and the other sees the new holder when it reads the lock again. A lock stays on
 * its shipment: collection and shipmentId never change.
 */
function lockRules() {
  const base = companyOwnedRules();
  const takesForSelf = anyOf(IS_PLATFORM_ADMIN, 'userId = @request.auth.id');
  const renewsOrTakes = anyOf(
    IS_PLATFORM_ADMIN,
    '@request.data.userId = @request.auth.id',
    allOf('userId = @request.auth.id', '@request.data.userId:isset = false'),
  );
  return {
    ...base,
    createRule: allOf(base.createRule!, takesForSelf),
    updateRule: allOf(
      base.updateRule!,
      keepsField('collection'),
      keepsField('shipmentId'),
      renewsOrTakes,
    ),
  };
}
