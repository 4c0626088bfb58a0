// The domain's tariff rules, as the package exports them (see ../index.ts).
export * from './tariff-types.ts';
export {
  TARIFF_AIR_MODES,
  TARIFF_BASES,
  TARIFF_BASES_BY_MODE,
  TARIFF_CARGO_TYPES,
  TARIFF_DIRECTIONS,
  TARIFF_KINDS,
  TARIFF_MODES,
  basisAllowedForMode,
  isTariffBasis,
  isTariffCargoType,
  isTariffDirection,
  isTariffKind,
  isTariffMode,
  type TariffBasis,
  type TariffCargoType,
  type TariffDirection,
  type TariffKind,
  type TariffMode,
} from './tariff-catalogue.ts';
export {
  addTariffDays,
  isTariffDay,
  tariffDay,
  tariffRecordDate,
  todayInBusinessTime,
} from './tariff-days.ts';
export { tariffInForceOn, tariffValidity } from './tariff-validity.ts';
export {
  draftToTariffFields,
  emptyTariffDraft,
  normalizeTariffDraft,
  normalizeTariffPlace,
  readTariffBreaks,
  tariffToDraft,
  type TariffFields,
} from './tariff-draft.ts';
export { validateTariffDraft } from './validate-tariff-draft.ts';
export {
  emptyTariffFilters,
  filterTariffs,
  tariffFilterOptions,
  tariffSearchText,
  type TariffFilterOptions,
  type TariffFilters,
} from './filter-tariffs.ts';
export { canExpire, duplicateTariff, expireTariffPatch } from './duplicate-tariff.ts';
export {
  QUOTE_SKIP_REASONS,
  quoteQuantity,
  teuOfContainerType,
  type QuoteCargo,
  type QuoteQuantity,
  type QuoteSkipReason,
} from './quote-quantity.ts';
export {
  quoteLane,
  type QuoteLine,
  type QuoteOption,
  type QuoteQuery,
  type QuoteSkippedLine,
  type QuoteTotal,
} from './quote-lane.ts';
