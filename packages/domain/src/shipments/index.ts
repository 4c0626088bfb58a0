// The domain's shipments rules, as the package exports them (see ../index.ts).
export { SHIPMENT_CODE_PREFIXES, shipmentCodePrefix } from './shipment-code-prefix.ts';
export { parseShipmentCode, type ShipmentCodeParts } from './parse-shipment-code.ts';
export { nextShipmentCode, type NextShipmentCodeInput } from './next-shipment-code.ts';
export {
  DEFAULT_SHIPMENT_STATUSES,
  DEMO_SHIPMENT_STATUSES,
  SHIPMENT_STATUS_FIELDS,
  shipmentDefaults,
  type ShipmentDefaults,
} from './shipment-defaults.ts';
export { shipmentReference, type ShipmentRecord } from './shipment-record.ts';
export { isShipmentClosed } from './is-shipment-closed.ts';
export { normalizeSearchQuery } from './normalize-search-query.ts';
export { foldSearchText } from './fold-search-text.ts';
export {
  toShipmentListRow,
  type ShipmentListRow,
  type ShipmentListSource,
} from './shipment-list-row.ts';
export {
  SHIPMENT_LIST_COLUMN_NAMES,
  SHIPMENT_LIST_COLUMNS_VERSION,
  capSearchText,
  shipmentListColumns,
  type ShipmentListColumns,
  type StoredShipmentListRow,
} from './shipment-list-columns.ts';
export {
  filterShipmentRows,
  shipmentFilterOptions,
  type ShipmentFilterOptions,
  type ShipmentListFilter,
} from './filter-shipment-rows.ts';
export { shipmentCreatedRange, type CreatedRange } from './created-range.ts';
export {
  SHIPMENT_SORT_KEYS,
  sortShipmentRows,
  textSortKey,
  type ShipmentSortDirection,
  type ShipmentSortKey,
} from './sort-shipment-rows.ts';
export type { ShipmentWarning } from './shipment-warning.ts';
export { shipmentWarnings } from './shipment-warnings.ts';
export {
  CONTAINER_TYPE_CODES,
  type ContainerTypeCode,
  containerTypeForAlias,
  isContainerTypeCode,
} from './container-type-codes.ts';
export { costTotals, type CurrencyTotals } from './cost-totals.ts';
export { airCargoTotals, chargeableWeightKg, type AirCargoTotals } from './air-cargo-totals.ts';
export { readShipmentNumber } from './read-shipment-number.ts';
export type * from './shipment-sub-list-items.ts';
export { listItems } from './list-items.ts';
export { isShipmentOpen } from './is-shipment-open.ts';
