import { foldSearchText } from '../../shipments/fold-search-text.ts';
import type { TariffDraft } from '../tariff-types.ts';

/**
 * What makes two tariff lines "the same line": who it is bought from or sold to, the lane, the
 * charge and how it applies, and the day it starts. Everything else (amounts, minimum, breaks,
 * valid-to, transit and free days, direction, contract and notes) is what an upload may change.
 * A new validFrom is a new line, so a rate's history is kept rather than overwritten.
 */
export const TARIFF_IDENTITY_FIELDS = [
  'kind',
  'mode',
  'carrier',
  'customer',
  'origin',
  'destination',
  'charge',
  'basis',
  'containerType',
  'cargoType',
  'currency',
  'validFrom',
] as const satisfies readonly (keyof TariffDraft)[];

export type TariffIdentityField = (typeof TARIFF_IDENTITY_FIELDS)[number];

/**
 * The identity of a line as one comparable string. Text is compared ignoring case, accents and
 * spacing (`Maersk ` = `maersk`), so retyping a carrier's name does not make a new line.
 */
export function tariffIdentityKey(line: Pick<TariffDraft, TariffIdentityField>): string {
  return JSON.stringify(TARIFF_IDENTITY_FIELDS.map((field) => foldSearchText(line[field] ?? '')));
}
