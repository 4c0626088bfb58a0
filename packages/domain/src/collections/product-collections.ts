import type { CollectionDefinition } from './collection-types.ts';
import { COMPANIES_COLLECTION } from './collection-companies.ts';
import { NOTIFICATION_SCHEDULE_COLLECTION } from './collection-notification-schedule.ts';
import { NOTIFICATION_STATES_COLLECTION } from './collection-notification-states.ts';
import { NOTIFICATIONS_COLLECTION } from './collection-notifications.ts';
import { PARTNERS_COLLECTION } from './collection-partners.ts';
import { SHIPMENT_COLLECTIONS } from './collection-shipments.ts';
import { SHIPMENT_LOCKS_COLLECTION } from './collection-shipment-locks.ts';
import { TARIFFS_COLLECTION } from './collection-tariffs.ts';
import { TRACKING_LINKS_COLLECTION } from './collection-tracking-links.ts';
import { MESSAGES_COLLECTION } from './collection-messages.ts';
import { EXCHANGE_RATES_COLLECTION, QUOTES_COLLECTION } from './collection-quotes.ts';
import {
  CFDI_DOCUMENTS_COLLECTION,
  COMPANY_CSD_COLLECTION,
  INVOICES_COLLECTION,
  PAYMENTS_COLLECTION,
} from './collection-billing.ts';
import { USERS_COLLECTION } from './collection-users.ts';

/**
 * Every collection of the product, in migration order (DESIGN §3). `users` and `companies`
 * point at each other (company ↔ superusers), so a migration creates all collections first
 * and checks relation targets afterwards, as PocketBase's collections import does.
 */
export const PRODUCT_COLLECTIONS: CollectionDefinition[] = [
  USERS_COLLECTION,
  COMPANIES_COLLECTION,
  PARTNERS_COLLECTION,
  ...SHIPMENT_COLLECTIONS,
  SHIPMENT_LOCKS_COLLECTION,
  NOTIFICATION_STATES_COLLECTION,
  TARIFFS_COLLECTION,
  NOTIFICATIONS_COLLECTION,
  NOTIFICATION_SCHEDULE_COLLECTION,
  TRACKING_LINKS_COLLECTION,
  MESSAGES_COLLECTION,
  QUOTES_COLLECTION,
  EXCHANGE_RATES_COLLECTION,
  INVOICES_COLLECTION,
  PAYMENTS_COLLECTION,
  CFDI_DOCUMENTS_COLLECTION,
  COMPANY_CSD_COLLECTION,
];
