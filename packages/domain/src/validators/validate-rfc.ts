import { rfcCheckDigit } from './rfc-check-digit.ts';
import {
  cleanCode,
  FORMAT_FAILURE,
  REQUIRED_FAILURE,
  type ValidationResult,
} from './validation-result.ts';

/** A well-formed Mexican RFC. */
export type Rfc = {
  rfc: string;
  /** 12 characters: persona moral (company); 13: persona física (individual). */
  kind: 'moral' | 'fisica';
  /** Público en general (XAXX010101000) or foreign resident (XEXX010101000). */
  isGeneric: boolean;
};

/** Generic RFCs SAT issues; they do not satisfy the check digit and must be accepted. */
export const GENERIC_RFCS: readonly string[] = ['XAXX010101000', 'XEXX010101000'];

// Letters (with Ñ and &), YYMMDD, two homoclave characters (the first never W–Z or 0), check digit.
const RFC_PATTERN = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-V1-9][A-Z\d])([A\d])$/;

/**
 * Checks a Mexican RFC: format, a real YYMMDD date (leap years included), the homoclave's first
 * character, and the SAT check digit. A check digit mismatch is only a warning
 * (`rfc_check_digit_mismatch`), because SAT has issued real RFCs that fail it. Spaces and
 * hyphens are removed and letters upper-cased. Forbidden-word initials are not checked.
 */
export function validateRfc(input: unknown): ValidationResult<Rfc> {
  const rfc = cleanCode(input, /[\s-]+/g);
  if (rfc === '') return REQUIRED_FAILURE;
  const kind = rfc.length === 12 ? 'moral' : 'fisica';
  if (GENERIC_RFCS.includes(rfc))
    return { ok: true, value: { rfc, kind, isGeneric: true }, warnings: [] };
  const match = RFC_PATTERN.exec(rfc);
  if (!match) return FORMAT_FAILURE;
  const [, , yy = '', mm = '', dd = ''] = match;
  if (!isRealDate(Number(yy), Number(mm), Number(dd))) {
    return {
      ok: false,
      code: 'validation_invalid_date',
      message: 'The RFC date is not a real date.',
    };
  }
  const value = { rfc, kind, isGeneric: false } as const;
  const expected = rfcCheckDigit(rfc);
  if (rfc.endsWith(expected)) return { ok: true, value, warnings: [] };
  const message = `The RFC check digit should be ${expected}; confirm the RFC with the SAT certificate.`;
  return { ok: true, value, warnings: [{ code: 'rfc_check_digit_mismatch', message }] };
}

/** YYMMDD is a real date in 1900–2099; 00 is read as 2000, a leap year, so `000229` is valid. */
function isRealDate(yy: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = [31, yy % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= (daysInMonth[month - 1] ?? 0);
}
