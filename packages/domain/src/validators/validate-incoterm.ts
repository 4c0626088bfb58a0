import type { ShipmentMode } from '../collections/shipment-mode.ts';
import { cleanCode, REQUIRED_FAILURE, type ValidationResult } from './validation-result.ts';

/** The 11 Incoterms® 2020 rules. */
export type Incoterm =
  'EXW' | 'FCA' | 'CPT' | 'CIP' | 'DAP' | 'DPU' | 'DDP' | 'FAS' | 'FOB' | 'CFR' | 'CIF';

/** One rule: its code, English name and whether it suits only sea and inland waterway. */
export type IncotermRule = { code: Incoterm; name: string; seaOnly: boolean };

/** Incoterms® 2020, any-mode rules first (freight-domain §3.5). */
export const INCOTERMS_2020: readonly IncotermRule[] = [
  { code: 'EXW', name: 'Ex Works', seaOnly: false },
  { code: 'FCA', name: 'Free Carrier', seaOnly: false },
  { code: 'CPT', name: 'Carriage Paid To', seaOnly: false },
  { code: 'CIP', name: 'Carriage and Insurance Paid To', seaOnly: false },
  { code: 'DAP', name: 'Delivered at Place', seaOnly: false },
  { code: 'DPU', name: 'Delivered at Place Unloaded', seaOnly: false },
  { code: 'DDP', name: 'Delivered Duty Paid', seaOnly: false },
  { code: 'FAS', name: 'Free Alongside Ship', seaOnly: true },
  { code: 'FOB', name: 'Free on Board', seaOnly: true },
  { code: 'CFR', name: 'Cost and Freight', seaOnly: true },
  { code: 'CIF', name: 'Cost, Insurance and Freight', seaOnly: true },
];

/**
 * Checks an Incoterm code for a shipment mode. Unknown codes fail (`validation_in_invalid`);
 * a sea-only rule (FAS, FOB, CFR, CIF) on air or land passes with the `incoterm_sea_only`
 * warning, since forwarders do misuse them and the choice belongs to the contract.
 */
export function validateIncoterm({
  code,
  mode,
}: {
  code: unknown;
  mode: ShipmentMode;
}): ValidationResult<IncotermRule> {
  const cleaned = cleanCode(code, /\s+/g);
  if (cleaned === '') return REQUIRED_FAILURE;
  const rule = INCOTERMS_2020.find((candidate) => candidate.code === cleaned);
  if (!rule) return { ok: false, code: 'validation_in_invalid', message: 'Must be a valid value.' };
  if (!rule.seaOnly || mode === 'ocean') return { ok: true, value: rule, warnings: [] };
  const message = `${rule.code} is for sea transport only; consider FCA, CPT or CIP for ${mode} shipments.`;
  return { ok: true, value: rule, warnings: [{ code: 'incoterm_sea_only', message }] };
}
