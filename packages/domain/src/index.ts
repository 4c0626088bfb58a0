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
} from './collections/collection-types.ts';
export {
  baseOperator,
  FILTER_MODIFIERS,
  FILTER_OPERATORS,
  isAnyOperator,
  type FilterBaseOperator,
  type FilterComparison,
  type FilterIdentifier,
  type FilterLogical,
  type FilterModifier,
  type FilterNode,
  type FilterNumber,
  type FilterOperand,
  type FilterOperator,
  type FilterText,
} from './filter/filter-ast.ts';
export { FilterSyntaxError } from './filter/filter-syntax-error.ts';
export {
  tokenizeFilter,
  type FilterToken,
  type FilterTokenType,
} from './filter/filter-tokenizer.ts';
export { parseFilterIdentifier } from './filter/filter-identifier.ts';
export { parseFilter } from './filter/filter-parser.ts';
export { parseSort, type SortDirection, type SortItem } from './filter/sort-parser.ts';
export {
  DATETIME_MACROS,
  datetimeMacroValue,
  isDatetimeMacro,
  type DatetimeMacro,
} from './filter/datetime-macros.ts';

// time
export { BUSINESS_UTC_OFFSET_MINUTES } from './time/business-time-zone.ts';
export { toDate, type DateInput } from './time/to-date.ts';
export { requireDate } from './time/require-date.ts';
export { addWorkingHours, type AddWorkingHoursInput } from './time/add-working-hours.ts';

// shipments
export { SHIPMENT_MODES, isShipmentMode, type ShipmentMode } from './shipments/shipment-mode.ts';
export { SHIPMENT_CODE_PREFIXES, shipmentCodePrefix } from './shipments/shipment-code-prefix.ts';
export { parseShipmentCode, type ShipmentCodeParts } from './shipments/parse-shipment-code.ts';
export { nextShipmentCode, type NextShipmentCodeInput } from './shipments/next-shipment-code.ts';
export {
  DEFAULT_SHIPMENT_STATUSES,
  DEMO_SHIPMENT_STATUSES,
  SHIPMENT_STATUS_FIELDS,
  shipmentDefaults,
  type ShipmentDefaults,
} from './shipments/shipment-defaults.ts';
export { shipmentReference, type ShipmentRecord } from './shipments/shipment-record.ts';
export { isShipmentClosed } from './shipments/is-shipment-closed.ts';
export { normalizeSearchQuery } from './shipments/normalize-search-query.ts';
export { foldSearchText } from './shipments/fold-search-text.ts';
export {
  toShipmentListRow,
  type ShipmentListRow,
  type ShipmentListSource,
} from './shipments/shipment-list-row.ts';
export {
  filterShipmentRows,
  shipmentFilterOptions,
  type ShipmentFilterOptions,
  type ShipmentListFilter,
} from './shipments/filter-shipment-rows.ts';
export {
  sortShipmentRows,
  type ShipmentSortDirection,
  type ShipmentSortKey,
} from './shipments/sort-shipment-rows.ts';
export type { ShipmentWarning } from './shipments/shipment-warning.ts';
export { shipmentWarnings } from './shipments/shipment-warnings.ts';
export {
  CONTAINER_TYPE_CODES,
  type ContainerTypeCode,
  containerTypeForAlias,
  isContainerTypeCode,
} from './shipments/container-type-codes.ts';
export { costTotals, type CurrencyTotals } from './shipments/cost-totals.ts';
export {
  airCargoTotals,
  chargeableWeightKg,
  type AirCargoTotals,
} from './shipments/air-cargo-totals.ts';
export {
  CONFLICT_IGNORED_FIELDS,
  mergeShipmentChanges,
  shipmentConflicts,
  type ConflictChoice,
  type FieldConflict,
} from './shipments/shipment-conflicts.ts';
export { sameShipmentValue } from './shipments/same-shipment-value.ts';
export { readShipmentNumber } from './shipments/read-shipment-number.ts';
export type * from './shipments/shipment-sub-list-items.ts';

// milestones
export {
  MILESTONE_LABELS,
  isMilestoneKey,
  milestoneLabel,
  type MilestoneKey,
} from './milestones/milestone-key.ts';
export { MODE_MILESTONES, type MilestoneFields } from './milestones/mode-milestones.ts';
export { MILESTONE_DUE_WORKING_HOURS, milestoneDueAt } from './milestones/milestone-due-at.ts';

// notifications
export type {
  MilestoneNotification,
  NotificationDraft,
  NotificationStatus,
} from './notifications/milestone-notification.ts';
export {
  NOTIFICATION_PRIORITIES,
  notificationPriority,
  notificationPriorityRank,
  type NotificationPriority,
} from './notifications/notification-priority.ts';
export {
  notificationDedupKey,
  type NotificationDedupKeyInput,
} from './notifications/notification-dedup-key.ts';
export {
  deriveShipmentNotifications,
  type DeriveShipmentNotificationsInput,
} from './notifications/derive-shipment-notifications.ts';
export {
  reconcileNotifications,
  type ReconcileNotificationsInput,
} from './notifications/reconcile-notifications.ts';
export {
  NOTIFICATION_TRANSITIONS,
  canTransitionNotification,
  transitionNotification,
  type TransitionNotificationInput,
  type TransitionNotificationResult,
} from './notifications/transition-notification.ts';
export { acknowledgeAllNotifications } from './notifications/acknowledge-all-notifications.ts';
export {
  NOTIFICATION_POPOVER_LIMIT,
  listOpenNotifications,
} from './notifications/list-open-notifications.ts';
export { notificationMessage } from './notifications/notification-message.ts';
export { topNotificationPriority } from './notifications/top-notification-priority.ts';

// membership
export {
  membershipState,
  type MembershipState,
  type MembershipStateInput,
} from './membership/membership-state.ts';
export { normalizePlan } from './membership/normalize-plan.ts';
export { planBadgeVariant, type PlanBadgeVariant } from './membership/plan-badge-variant.ts';

// roles
export {
  ROLE_COMPANY_SUPERUSER,
  ROLE_PLATFORM_ADMIN,
  ROLE_SUPERUSER,
  normalizeRole,
} from './roles/normalize-role.ts';
export type { RoleCompany, RoleUser } from './roles/role-user.ts';
export { isPlatformAdmin } from './roles/is-platform-admin.ts';
export { isCompanySuperuser } from './roles/is-company-superuser.ts';
export { canManageCompany } from './roles/can-manage-company.ts';
export { needsActiveMembership } from './roles/needs-active-membership.ts';
export { canSeeTariffs } from './roles/can-see-tariffs.ts';

// partners
export { REMOTE_ID_LENGTH, isRemoteId } from './partners/is-remote-id.ts';
export {
  PARTNER_ROLES,
  PARTNER_TYPES,
  isPartnerRole,
  type PartnerRole,
  type PartnerType,
} from './partners/partner-roles.ts';
export type { Partner, PartnerContact, PartnerInput } from './partners/partner.ts';
export {
  PARTNER_FALLBACK_NAME,
  partnerDisplayName,
  type PartnerNameSource,
} from './partners/partner-display-name.ts';
export { normalizePartner } from './partners/normalize-partner.ts';
export {
  toRemotePartnerPayload,
  type RemotePartnerPayload,
} from './partners/to-remote-partner-payload.ts';

// companies
export {
  BRAND_LOGO_URL_MAX_LENGTH,
  normalizeCompanyUpdate,
} from './companies/normalize-company-update.ts';
export { companyIdForUser } from './companies/company-id-for-user.ts';

// users
export {
  USER_ID_ATTEMPTS,
  USER_ID_LENGTH,
  generateUserId,
  type GenerateUserIdInput,
} from './users/generate-user-id.ts';
export {
  buildUserUpdate,
  type UserUpdate,
  type UserUpdateInput,
} from './users/build-user-update.ts';

// auth
export { normalizeEmail } from './auth/normalize-email.ts';
export { signInError, type SignInError } from './auth/sign-in-error.ts';

// locks
export {
  SHIPMENT_LOCK_TIMEOUT_MS,
  isShipmentLockExpired,
  type ShipmentLock,
} from './locks/shipment-lock.ts';
export {
  acquireShipmentLock,
  type AcquireShipmentLockInput,
  type AcquireShipmentLockResult,
} from './locks/acquire-shipment-lock.ts';

// ui
export {
  TOAST_DEFAULT_MS,
  TOAST_MAX_MS,
  TOAST_MIN_MS,
  clampToastDuration,
} from './ui/clamp-toast-duration.ts';
export {
  SWIPE_MAX_DRIFT_PX,
  SWIPE_MIN_DISTANCE_PX,
  swipeGesture,
  type SwipeDirection,
  type SwipeGestureInput,
} from './ui/swipe-gesture.ts';

// counters
export {
  LOCAL_COUNTER_FORMATS,
  formatLocalCounter,
  localCounterFormat,
  type LocalCounterKind,
} from './counters/format-local-counter.ts';
export { highestLocalCounter, nextLocalCounter } from './counters/next-local-counter.ts';

// export
export { exportFileName, type ExportFileNameInput } from './export/export-file-name.ts';
export {
  EXPORT_COLUMNS,
  type ExportColumn,
  type ExportColumnKey,
} from './export/export-columns.ts';

// validators
export {
  FORMAT_FAILURE,
  REQUIRED_FAILURE,
  type ValidationFailure,
  type ValidationIssue,
  type ValidationResult,
} from './validators/validation-result.ts';
export {
  containerCheckDigit,
  validateContainerNumber,
  type ContainerNumber,
} from './validators/validate-container-number.ts';
export { validateAirWaybill, type AirWaybill } from './validators/validate-air-waybill.ts';
export { GENERIC_RFCS, validateRfc, type Rfc } from './validators/validate-rfc.ts';
export { rfcCheckDigit } from './validators/rfc-check-digit.ts';
export { validateUnLocode, type UnLocode } from './validators/validate-un-locode.ts';
export {
  INCOTERMS_2020,
  validateIncoterm,
  type Incoterm,
  type IncotermRule,
} from './validators/validate-incoterm.ts';

// collections (the product's schema and API rules)
export {
  COLLECTION_IDS,
  SHIPMENT_COLLECTION_NAMES,
  type ProductCollectionName,
  type ShipmentCollectionName,
} from './collections/collection-ids.ts';
export { PRODUCT_COLLECTIONS } from './collections/product-collections.ts';
export { USERS_COLLECTION } from './collections/collection-users.ts';
export {
  COMPANIES_COLLECTION,
  MEMBERSHIP_PLANS,
  type MembershipPlan,
} from './collections/collection-companies.ts';
export { PARTNERS_COLLECTION } from './collections/collection-partners.ts';
export { SHIPMENT_COLLECTIONS } from './collections/collection-shipments.ts';
export {
  AIR_FIELDS,
  LAND_FIELDS,
  OCEAN_FIELDS,
  type ShipmentModeFields,
} from './collections/shipment-mode-fields.ts';
export { SHIPMENT_LOCKS_COLLECTION } from './collections/collection-shipment-locks.ts';
export { NOTIFICATION_STATES_COLLECTION } from './collections/collection-notification-states.ts';
export {
  TARIFF_BASES,
  TARIFF_MODES,
  TARIFFS_COLLECTION,
} from './collections/collection-tariffs.ts';

// seed (demo data)
export { buildDemoData, type BuildDemoDataInput } from './seed/build-demo-data.ts';
export { mulberry32 } from './seed/mulberry32.ts';
export { DEMO_EMAILS, DEMO_IDS, DEMO_OPERATOR, DEMO_PASSWORD } from './seed/demo-accounts.ts';
export { DEMO_STAFF_ROLE } from './seed/demo-users.ts';
export type { DemoData, DemoRecord, DemoUser } from './seed/demo-data-types.ts';
export { renderRecordTypes } from './collections/render-record-types.ts';
export type { AuthRecordFields, BaseRecordFields } from './collections/record-base-types.ts';
export type * from './collections/record-types.generated.ts';
