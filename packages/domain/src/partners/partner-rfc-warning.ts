import { rfcCheckDigit } from '../validators/rfc-check-digit.ts';
import { validateRfc } from '../validators/validate-rfc.ts';
import type { PartnerType } from '../collections/partner-roles.ts';

/** RFC lengths by partner type: a persona física has 13 characters, a persona moral 12. */
export const RFC_LENGTH_BY_TYPE: Readonly<Record<PartnerType, number>> = {
  persona: 13,
  empresa: 12,
};

/**
 * Something worth telling about a partner's RFC. It never blocks saving: SAT has issued real
 * RFCs that fail the check digit, and a forwarder may only have a draft of a new partner's RFC.
 */
export type PartnerRfcWarning =
  | { code: 'rfc_format' }
  | { code: 'rfc_date' }
  | { code: 'rfc_length'; expectedLength: number }
  | { code: 'rfc_check_digit'; expectedDigit: string };

/**
 * The warning to show next to a partner's RFC, or null when it looks right (or is blank). The
 * format and date are checked first, then the length the partner's type calls for, then the
 * SAT check digit. The generic RFCs (público en general, foreign residents) are accepted as
 * they are.
 */
export function partnerRfcWarning(rfc: unknown, tipo: PartnerType | ''): PartnerRfcWarning | null {
  if (typeof rfc !== 'string' || rfc.trim() === '') return null;
  const result = validateRfc(rfc);
  if (!result.ok)
    return result.code === 'validation_invalid_date'
      ? { code: 'rfc_date' }
      : { code: 'rfc_format' };
  if (result.value.isGeneric) return null;
  if (tipo !== '' && result.value.rfc.length !== RFC_LENGTH_BY_TYPE[tipo])
    return { code: 'rfc_length', expectedLength: RFC_LENGTH_BY_TYPE[tipo] };
  if (!result.warnings.some((it) => it.code === 'rfc_check_digit_mismatch')) return null;
  return { code: 'rfc_check_digit', expectedDigit: rfcCheckDigit(result.value.rfc) };
}
