// The domain's partners rules, as the package exports them (see ../index.ts).
export { REMOTE_ID_LENGTH, isRemoteId } from './is-remote-id.ts';
export type { Partner, PartnerContact, PartnerInput } from './partner.ts';
export {
  PARTNER_FALLBACK_NAME,
  partnerDisplayName,
  type PartnerNameSource,
} from './partner-display-name.ts';
export { normalizePartner } from './normalize-partner.ts';
export { toRemotePartnerPayload, type RemotePartnerPayload } from './to-remote-partner-payload.ts';
export { partnerSearchText, toPartnerListRow, type PartnerListRow } from './partner-list-row.ts';
export {
  filterPartnerRows,
  sortPartnersByName,
  type PartnerListFilter,
} from './filter-partner-rows.ts';
export {
  RFC_LENGTH_BY_TYPE,
  partnerRfcWarning,
  type PartnerRfcWarning,
} from './partner-rfc-warning.ts';
export {
  isEmailLike,
  validatePartner,
  type PartnerDraft,
  type PartnerIssue,
} from './validate-partner.ts';
export {
  PARTNER_SHEET_COLUMNS,
  PARTNER_SHEET_ID_HEADER,
  formatSheetContacts,
  parseSheetContacts,
  partnerSheetKey,
  type PartnerSheetColumn,
  type PartnerSheetKey,
  type SheetContact,
} from './partner-sheet-columns.ts';
export {
  validatePartnerImport,
  type PartnerImportCheck,
  type PartnerImportDraft,
  type PartnerImportLine,
  type PartnerImportProblem,
  type PartnerImportWarning,
} from './validate-partner-import.ts';
export {
  PARTNER_PARTY_FIELDS,
  shipmentsUsingPartner,
  type PartnerPartyField,
  type PartnerShipmentUse,
} from './partner-shipments.ts';
