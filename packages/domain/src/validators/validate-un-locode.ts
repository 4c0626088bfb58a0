import { FORMAT_FAILURE, REQUIRED_FAILURE, type ValidationResult } from './validation-result.ts';

/** A UN/LOCODE in its 5-character form, e.g. `MXZLO` (Manzanillo). */
export type UnLocode = { code: string; country: string; location: string };

// Digits 0 and 1 are never used, to avoid confusion with O and I.
const LOCODE_PATTERN = /^([A-Z]{2}) ?([A-Z2-9]{3})$/;

/**
 * Checks the format of a UN/LOCODE: a 2-letter country and a 3-character location of letters
 * or digits 2–9, optionally separated by one space (`MX ZLO`). Whether the place exists is
 * not checked.
 */
export function validateUnLocode(input: unknown): ValidationResult<UnLocode> {
  const text = typeof input === 'string' ? input.trim().toUpperCase() : '';
  if (text === '') return REQUIRED_FAILURE;
  const match = LOCODE_PATTERN.exec(text);
  if (!match) return FORMAT_FAILURE;
  const [, country = '', location = ''] = match;
  return { ok: true, value: { code: `${country}${location}`, country, location }, warnings: [] };
}
