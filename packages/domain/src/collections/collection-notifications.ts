import { MILESTONE_LABELS } from '../milestones/milestone-key.ts';
import { NOTIFICATION_PRIORITIES } from './notification-priority.ts';
import { SHIPMENT_MODES } from './shipment-mode.ts';
import { COLLECTION_IDS } from './collection-ids.ts';
import { defineCollection } from './define-collection.ts';
import { companyOwnedRules } from './rules.ts';
import { schemaFields as f } from './schema-fields.ts';
import { shipmentTextMax } from './shipment-mode-fields.ts';
import { sqlIndex } from './sql-index.ts';

/** A notification's status as the server keeps it; `ack` is each user's, in `notification_states`. */
export const SERVER_NOTIFICATION_STATUSES = ['open', 'resolved'] as const;

const MILESTONE_KEYS = Object.keys(MILESTONE_LABELS);

/**
 * The `notifications` collection: the overdue-milestone notifications of SPEC §3–§5, one per
 * milestone and estimate of a shipment (`dedupKey`), kept by the server from the domain's rules
 * on every shipment write and as time passes (docs/decisions/047, 048). `created` and `updated`
 * are the notification's createdAtISO and updatedAtISO. Company members read their company's,
 * platform admins all; nobody writes them through the API (the server refuses even operators),
 * and a company's go with it.
 */
export const NOTIFICATIONS_COLLECTION = defineCollection({
  id: COLLECTION_IDS.notifications,
  name: 'notifications',
  fields: [
    f.relation('company', COLLECTION_IDS.companies, { required: true, cascadeDelete: true }),
    f.text('dedupKey', { required: true, max: 300 }),
    f.select('type', ['missing_actual_date'], { required: true }),
    f.select('status', SERVER_NOTIFICATION_STATUSES, { required: true }),
    f.select('mode', SHIPMENT_MODES, { required: true }),
    // Text, since it points into one of three collections.
    f.text('shipmentId', { required: true, max: 15 }),
    f.text('reference', { max: shipmentTextMax('reference') }),
    f.select('milestone', MILESTONE_KEYS, { required: true }),
    f.date('estimatedAt', { required: true }),
    f.date('dueAt', { required: true }),
    f.select('priority', NOTIFICATION_PRIORITIES, { required: true }),
    // 0 urgent … 3 low: `sort=dueAt,priorityRank` is SPEC §4's order.
    f.number('priorityRank', { min: 0, noDecimal: true }),
    f.date('lastNotifiedAt'),
    f.date('resolvedAt'),
    // Where SPEC §4's order ties, notifications keep the order in which a browser derives them:
    // by mode, newest shipment first, then the mode's milestone order.
    f.date('shipmentCreated'),
    f.number('milestoneRank', { min: 0, noDecimal: true }),
  ],
  indexes: [
    sqlIndex('notifications', ['dedupKey'], { isUnique: true }),
    // The bell and the page: a company's open ones in due order, and their counts by priority
    // under the page's filters, from the index alone. The only index led by company and status,
    // so that no engine, with or without statistics, reads them in another order.
    sqlIndex('notifications', ['company', 'status', 'dueAt', 'priority', 'mode', 'milestone']),
    // Platform admins see every company's, in due order.
    sqlIndex('notifications', ['dueAt']),
    // Every shipment write reads its shipment's notifications.
    sqlIndex('notifications', ['shipmentId']),
  ],
  rules: { ...companyOwnedRules(), createRule: null, updateRule: null, deleteRule: null },
});
