// The domain's collections rules, as the package exports them (see ../index.ts).
export {
  AUTH_HIDDEN_FIELDS,
  AUTH_SYSTEM_FIELDS,
  BASE_SYSTEM_FIELDS,
  isMultiValueField,
  type CollectionDefinition,
  type CollectionModel,
  type CollectionRules,
  type CollectionType,
  type FieldOptions,
  type FieldType,
  type SchemaField,
} from './collection-types.ts';
export {
  COLLECTION_IDS,
  SHIPMENT_COLLECTION_NAMES,
  type ProductCollectionName,
  type ShipmentCollectionName,
} from './collection-ids.ts';
export { PRODUCT_COLLECTIONS } from './product-collections.ts';
export { USERS_COLLECTION } from './collection-users.ts';
export {
  COMPANIES_COLLECTION,
  MEMBERSHIP_PLANS,
  type MembershipPlan,
} from './collection-companies.ts';
export { PARTNERS_COLLECTION } from './collection-partners.ts';
export { textFieldMax } from './text-field-max.ts';
export { SHIPMENT_COLLECTIONS } from './collection-shipments.ts';
export {
  AIR_FIELDS,
  LAND_FIELDS,
  OCEAN_FIELDS,
  shipmentJsonMaxSize,
  shipmentTextMax,
  type ShipmentModeFields,
} from './shipment-mode-fields.ts';
export { FIELD_LIMITS } from './field-limits.ts';
export { SHIPMENT_LOCKS_COLLECTION } from './collection-shipment-locks.ts';
export { TRACKING_LINKS_COLLECTION, TRACKING_TOKEN_PATTERN } from './collection-tracking-links.ts';
export {
  EXCHANGE_RATES_COLLECTION,
  QUOTE_CURRENCIES,
  QUOTE_STATES,
  QUOTES_COLLECTION,
  type QuoteCurrency,
  type QuoteState,
} from './collection-quotes.ts';
export {
  CFDI_DOCUMENTS_COLLECTION,
  COMPANY_CSD_COLLECTION,
  INVOICES_COLLECTION,
  PAYMENTS_COLLECTION,
  PAYMENT_STATES,
  type PaymentState,
} from './collection-billing.ts';
export { CSD_FIELDS, REPLACES_COMPANY_CSD } from './collection-companies.ts';
export { NOTIFICATION_STATES_COLLECTION } from './collection-notification-states.ts';
export {
  NOTIFICATIONS_COLLECTION,
  SERVER_NOTIFICATION_STATUSES,
} from './collection-notifications.ts';
export { NOTIFICATION_SCHEDULE_COLLECTION } from './collection-notification-schedule.ts';
export { TARIFF_BASES, TARIFF_MODES, TARIFFS_COLLECTION } from './collection-tariffs.ts';
export { renderRecordTypes } from './render-record-types.ts';
export type { AuthRecordFields, BaseRecordFields } from './record-base-types.ts';
export type * from './record-types.generated.ts';
export {
  NOTIFICATION_PRIORITIES,
  notificationPriority,
  notificationPriorityRank,
  type NotificationPriority,
} from './notification-priority.ts';
export {
  PARTNER_ROLES,
  PARTNER_TYPES,
  isPartnerRole,
  type PartnerRole,
  type PartnerType,
} from './partner-roles.ts';
export { SHIPMENT_MODES, isShipmentMode, type ShipmentMode } from './shipment-mode.ts';
export {
  MESSAGES_COLLECTION,
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  type MessageKind,
  type MessageStatus,
} from './collection-messages.ts';
