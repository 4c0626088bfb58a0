import { SHIPMENT_MODES } from './shipment-mode.ts';
import { COLLECTION_IDS } from './collection-ids.ts';
import { defineCollection } from './define-collection.ts';
import { schemaFields as f } from './schema-fields.ts';
import { sqlIndex } from './sql-index.ts';

/**
 * The `notification_schedule` collection: for each shipment whose notifications time alone will
 * change (a milestone falls due, or an overdue one steps up in priority), when that happens
 * (`nextNotificationChange`). The server's timer reads only the rows whose time has come, so
 * it never rereads every shipment (docs/decisions/048). Server bookkeeping: no rule opens it to
 * users, and the server refuses writes through the API even from operators.
 */
export const NOTIFICATION_SCHEDULE_COLLECTION = defineCollection({
  id: COLLECTION_IDS.notification_schedule,
  name: 'notification_schedule',
  fields: [
    f.relation('company', COLLECTION_IDS.companies, { required: true, cascadeDelete: true }),
    f.select('mode', SHIPMENT_MODES, { required: true }),
    f.text('shipmentId', { required: true, max: 15 }),
    f.date('checkAt', { required: true }),
  ],
  indexes: [
    sqlIndex('notification_schedule', ['shipmentId', 'mode'], { isUnique: true }),
    sqlIndex('notification_schedule', ['checkAt']),
  ],
  rules: { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null },
});
