import type { TariffsRecord } from '../collections/record-types.generated.ts';

/**
 * A tariff line as people type it (form, spreadsheet row): every field the `tariffs`
 * collection stores except the company, audit and legacy fields. Days are `YYYY-MM-DD`
 * (validTo '' = open-ended); missing numbers are null while a row is being typed.
 */
export type TariffDraft = {
  kind: TariffsRecord['kind'] | '';
  mode: TariffsRecord['mode'] | '';
  direction: TariffsRecord['direction'];
  cargoType: TariffsRecord['cargoType'];
  carrier: string;
  contractRef: string;
  customer: string;
  origin: string;
  destination: string;
  charge: string;
  basis: TariffsRecord['basis'] | '';
  containerType: string;
  currency: string;
  amount: number | null;
  minAmount: number | null;
  /** Weight or quantity breaks, ascending `fromQty`; the amount applies from that quantity up. */
  breaks: TariffBreak[];
  validFrom: string;
  validTo: string;
  transitDays: number | null;
  freeDays: number | null;
  notes: string;
};

export type TariffBreak = { fromQty: number; amount: number };

/** A stored tariff line (the record as the web app reads it). */
export type Tariff = TariffsRecord;

/** Where a line stands on a given day (SPEC-free; freight-domain §4.2 green/red counts). */
export const TARIFF_VALIDITIES = ['upcoming', 'valid', 'expiring', 'expired'] as const;
export type TariffValidity = (typeof TARIFF_VALIDITIES)[number];

/** A line ending within this many days (today included) is "expiring". */
export const TARIFF_EXPIRING_WITHIN_DAYS = 15;

/** One problem of a draft: the field and a stable code the web app turns into a message. */
export type TariffIssue = { field: keyof TariffDraft; code: TariffIssueCode };

export const TARIFF_ISSUE_CODES = [
  'required',
  'unknownValue', // not one of the field's choices
  'locationCode', // not a UN/LOCODE (ocean, land) or IATA airport code (air)
  'currency', // not a three-letter ISO 4217 code
  'negative',
  'notInteger',
  'date', // not a real YYYY-MM-DD day
  'validityOrder', // validTo before validFrom
  'containerType', // basis "container" needs a known ISO 6346 size-type code; FCL only
  'basisForMode', // e.g. TEU or container basis on air
  'breaks', // breaks not ascending, or not positive numbers
  'sameLane', // origin equals destination
] as const;
export type TariffIssueCode = (typeof TARIFF_ISSUE_CODES)[number];
