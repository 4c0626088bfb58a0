// Part of the default catalogue (see ../catalogue-default.ts): the messages of the tariff rules (validation issues and validity statuses), shared by the form and the upload.
// The tariffs page sits in the dashboard's English-speaking shell; trade terms keep their usual
// abbreviations (FCL, LCL, FTL, LTL, TEU, CBM, W/M). `satisfies` keeps every code of the
// domain's lists covered: a new code fails the type check until it has a message.
import type {
  QuoteSkipReason,
  TariffBasis,
  TariffCargoType,
  TariffDirection,
  TariffIssueCode,
  TariffKind,
  TariffMode,
  TariffValidity,
} from '@rumbo/domain';

export const tariffRulesCatalogue = {
  tariffRules: {
    /** One message per TariffIssueCode; `locationCodeAir` is `locationCode` on air lines. */
    issues: {
      required: 'Required.',
      unknownValue: 'Choose one of the listed values.',
      locationCode: 'Use a UN/LOCODE such as MXZLO.',
      locationCodeAir: 'Use an IATA airport code such as MEX.',
      currency: 'Use a three-letter currency code such as USD or MXN.',
      negative: 'Cannot be negative.',
      notInteger: 'Use whole days.',
      date: 'Use a real date, YYYY-MM-DD.',
      validityOrder: 'Must be on or after the start date.',
      containerType: 'Use an ISO container type such as 22G1 or 45G1, on FCL lines only.',
      basisForMode: 'This basis does not apply to this mode.',
      breaks: 'Breaks need quantities above 0 in ascending order and amounts of 0 or more.',
      sameLane: 'Must differ from the origin.',
    } satisfies Record<TariffIssueCode | 'locationCodeAir', string>,
    validity: {
      valid: 'Valid',
      expiring: 'Expiring soon',
      expired: 'Expired',
      upcoming: 'Upcoming',
    } satisfies Record<TariffValidity, string>,
    modes: {
      FCL: 'FCL (full container)',
      LCL: 'LCL (consolidated)',
      AIR: 'Air',
      FTL: 'FTL (full truck)',
      LTL: 'LTL (part load)',
    } satisfies Record<TariffMode, string>,
    bases: {
      shipment: 'Per shipment',
      container: 'Per container',
      teu: 'Per TEU',
      kg: 'Per kg',
      cbm: 'Per CBM',
      wm: 'W/M',
    } satisfies Record<TariffBasis, string>,
    cargoTypes: {
      general: 'General cargo',
      dangerous: 'Dangerous goods',
      reefer: 'Reefer',
      oversize: 'Oversize',
      perishable: 'Perishable',
      valuable: 'Valuable',
    } satisfies Record<TariffCargoType, string>,
    kinds: {
      buy: 'Buy',
      sell: 'Sell',
    } satisfies Record<TariffKind, string>,
    directions: {
      import: 'Import',
      export: 'Export',
      domestic: 'Domestic',
    } satisfies Record<TariffDirection, string>,
    /** Why the quote calculator left a line out (QuoteSkipReason). */
    skipReasons: {
      noMatchingContainer: 'No container of this type in the cargo.',
      noContainers: 'No containers in the cargo.',
      noWeight: 'No weight given.',
      noVolume: 'No volume given.',
      noCargo: 'No weight or volume given.',
    } satisfies Record<QuoteSkipReason, string>,
  },
} as const;
