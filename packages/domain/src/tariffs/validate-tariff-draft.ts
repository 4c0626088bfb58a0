import { CONTAINER_TYPE_CODES } from '../shipments/container-type-codes.ts';
import { validateUnLocode } from '../validators/validate-un-locode.ts';
import {
  basisAllowedForMode,
  isTariffBasis,
  isTariffCargoType,
  isTariffDirection,
  isTariffKind,
  isTariffMode,
  TARIFF_AIR_MODES,
  type TariffMode,
} from './tariff-catalogue.ts';
import { isTariffDay } from './tariff-days.ts';
import { normalizeTariffDraft } from './tariff-draft.ts';
import type { TariffDraft, TariffIssue, TariffIssueCode } from './tariff-types.ts';

type Field = keyof TariffDraft;
type Check = (draft: TariffDraft) => TariffIssueCode | null;

const IATA_AIRPORT = /^[A-Z]{3}$/;
const CURRENCY = /^[A-Z]{3}$/;

/**
 * Every problem of a tariff line, at most one per field, in the draft's field order: the form
 * shows them beside the fields and the spreadsheet upload per row. The draft is judged as
 * normalizeTariffDraft would save it, so `mx zlo`, ` usd` and `40HC` pass; save the normalised
 * draft (draftToTariffFields does). Rules (freight-domain §3, §4.2):
 *
 * - kind, mode, origin, destination, charge, basis, currency, amount and validFrom are required;
 * - kind, mode, direction, cargo type and basis must be one of their choices (`unknownValue`);
 * - origin and destination are UN/LOCODEs (`MXZLO`) for FCL, LCL, FTL and LTL, IATA airport
 *   codes (`MEX`) for AIR, either while the mode is unknown; never the same place (`sameLane`);
 * - the basis must be one the mode prices by (`basisForMode`: container and TEU only on FCL);
 * - the container type is required for the container basis, must be an ISO 6346 code the
 *   product knows, and only FCL lines carry one;
 * - the currency is three letters (ISO 4217 layout); amounts are ≥ 0; transit and free days
 *   are whole numbers ≥ 0;
 * - dates are real `YYYY-MM-DD` days and validTo, when set, is not before validFrom;
 * - breaks have quantities > 0 in strictly ascending order and amounts ≥ 0.
 */
export function validateTariffDraft(draft: TariffDraft): TariffIssue[] {
  const clean = normalizeTariffDraft(draft);
  const issues: TariffIssue[] = [];
  for (const [field, check] of CHECKS) {
    const code = check(clean);
    if (code) issues.push({ field, code });
  }
  return issues;
}

const CHECKS: [Field, Check][] = [
  ['kind', (d) => choice(d.kind, isTariffKind, true)],
  ['mode', (d) => choice(d.mode, isTariffMode, true)],
  ['direction', (d) => choice(d.direction, isTariffDirection, false)],
  ['cargoType', (d) => choice(d.cargoType, isTariffCargoType, false)],
  ['origin', (d) => place(d.origin, d.mode)],
  ['destination', (d) => place(d.destination, d.mode) ?? sameLane(d)],
  ['charge', (d) => (d.charge === '' ? 'required' : null)],
  ['basis', basisIssue],
  ['containerType', containerTypeIssue],
  [
    'currency',
    (d) => (d.currency === '' ? 'required' : CURRENCY.test(d.currency) ? null : 'currency'),
  ],
  ['amount', (d) => amountIssue(d.amount, true)],
  ['minAmount', (d) => amountIssue(d.minAmount, false)],
  ['breaks', breaksIssue],
  ['validFrom', (d) => dayIssue(d.validFrom, true)],
  ['validTo', (d) => dayIssue(d.validTo, false) ?? validityOrder(d)],
  ['transitDays', (d) => daysIssue(d.transitDays)],
  ['freeDays', (d) => daysIssue(d.freeDays)],
];

function choice(value: string, known: (v: unknown) => boolean, required: boolean) {
  if (value === '') return required ? 'required' : null;
  return known(value) ? null : 'unknownValue';
}

function place(code: string, mode: TariffDraft['mode']): TariffIssueCode | null {
  if (code === '') return 'required';
  const isAirport = IATA_AIRPORT.test(code);
  const isLocode = validateUnLocode(code).ok;
  if (!isTariffMode(mode)) return isAirport || isLocode ? null : 'locationCode';
  return (TARIFF_AIR_MODES.includes(mode) ? isAirport : isLocode) ? null : 'locationCode';
}

function sameLane(d: TariffDraft): TariffIssueCode | null {
  return d.origin !== '' && d.origin === d.destination ? 'sameLane' : null;
}

function basisIssue(d: TariffDraft): TariffIssueCode | null {
  if (d.basis === '') return 'required';
  if (!isTariffBasis(d.basis)) return 'unknownValue';
  return isTariffMode(d.mode) && !basisAllowedForMode(d.mode, d.basis) ? 'basisForMode' : null;
}

function containerTypeIssue(d: TariffDraft): TariffIssueCode | null {
  if (d.containerType === '') return d.basis === 'container' ? 'required' : null;
  const known = (CONTAINER_TYPE_CODES as readonly string[]).includes(d.containerType);
  const fcl = !isTariffMode(d.mode) || d.mode === ('FCL' satisfies TariffMode);
  return known && fcl ? null : 'containerType';
}

function amountIssue(value: number | null, required: boolean): TariffIssueCode | null {
  if (value === null || !Number.isFinite(value)) return required ? 'required' : null;
  return value < 0 ? 'negative' : null;
}

function daysIssue(value: number | null): TariffIssueCode | null {
  if (value === null || !Number.isFinite(value)) return null;
  if (value < 0) return 'negative';
  return Number.isInteger(value) ? null : 'notInteger';
}

function breaksIssue(d: TariffDraft): TariffIssueCode | null {
  let previous = 0;
  for (const { fromQty, amount } of d.breaks) {
    const sound = Number.isFinite(fromQty) && Number.isFinite(amount) && amount >= 0;
    if (!sound || fromQty <= previous) return 'breaks';
    previous = fromQty;
  }
  return null;
}

function dayIssue(value: string, required: boolean): TariffIssueCode | null {
  if (value === '') return required ? 'required' : null;
  return isTariffDay(value) ? null : 'date';
}

function validityOrder(d: TariffDraft): TariffIssueCode | null {
  const bothDays = isTariffDay(d.validFrom) && isTariffDay(d.validTo);
  return bothDays && d.validTo < d.validFrom ? 'validityOrder' : null;
}
