import type { NotificationStatus } from '../notifications/milestone-notification.ts';
import { SHIPMENT_MODES } from './shipment-mode.ts';
import { COLLECTION_IDS } from './collection-ids.ts';
import { defineCollection } from './define-collection.ts';
import { companyOwnedRules } from './rules.ts';
import { schemaFields as f } from './schema-fields.ts';
import { sqlIndex } from './sql-index.ts';

const NOTIFICATION_STATUSES: readonly NotificationStatus[] = ['open', 'ack', 'resolved'];

/**
 * The `notification_states` collection: one user's state of one overdue-milestone notification
 * (SPEC §4), keyed by the notification's `dedupKey`. Notifications themselves are computed from
 * shipments; only what a person did with them (acknowledged, resolved) is stored, so it follows
 * them across devices. Private to that user, inside their company.
 */
export const NOTIFICATION_STATES_COLLECTION = defineCollection({
  id: COLLECTION_IDS.notification_states,
  name: 'notification_states',
  fields: [
    f.relation('company', COLLECTION_IDS.companies, { required: true, cascadeDelete: true }),
    f.relation('user', COLLECTION_IDS.users, { required: true, cascadeDelete: true }),
    f.text('dedupKey', { required: true, max: 300 }),
    f.select('status', NOTIFICATION_STATUSES, { required: true }),
    f.select('mode', SHIPMENT_MODES),
    f.text('shipmentId', { max: 15 }),
    f.text('milestone', { max: 100 }),
    // When the status last changed (SPEC's updatedAtISO), set by the client that changed it.
    f.date('statusChangedAt'),
  ],
  indexes: [
    sqlIndex('notification_states', ['user', 'dedupKey'], { isUnique: true }),
    sqlIndex('notification_states', ['company']),
  ],
  rules: companyOwnedRules({ ownerCondition: 'user = @request.auth.id', ownerField: 'user' }),
});
