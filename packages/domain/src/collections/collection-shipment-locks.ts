import { COLLECTION_IDS, SHIPMENT_COLLECTION_NAMES } from './collection-ids.ts';
import { defineCollection } from './define-collection.ts';
import { companyOwnedRules } from './rules.ts';
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
    sqlIndex('shipment_locks', ['collection', 'shipmentId'], { isUnique: true }),
    sqlIndex('shipment_locks', ['company']),
  ],
  rules: companyOwnedRules(),
});
