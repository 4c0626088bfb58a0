import {
  cleanCode,
  FORMAT_FAILURE,
  REQUIRED_FAILURE,
  type ValidationResult,
} from './validation-result.ts';

/** A valid IATA air waybill number and its parts. */
export type AirWaybill = {
  /** 11 digits, no separator. */
  awb: string;
  /** Display form `NNN-NNNNNNNN`. */
  formatted: string;
  /** 3-digit airline prefix (176 Emirates, 020 Lufthansa …). */
  prefix: string;
  serial: string;
  checkDigit: string;
};

const AWB_PATTERN = /^(\d{3})-?(\d{7})(\d)$/;

/**
 * Checks an IATA master air waybill: 11 digits, optionally written `NNN-NNNNNNNN`, whose last
 * digit is the 7-digit serial mod 7 (so 7, 8 and 9 never are). The airline prefix is not
 * checked against a list. Not for house waybills, which have no standard format.
 */
export function validateAirWaybill(input: unknown): ValidationResult<AirWaybill> {
  const text = cleanCode(input, /\s+/g);
  if (text === '') return REQUIRED_FAILURE;
  const match = AWB_PATTERN.exec(text);
  if (!match) return FORMAT_FAILURE;
  const [, prefix = '', serial = '', checkDigit = ''] = match;
  const expected = String(Number(serial) % 7);
  if (checkDigit !== expected) {
    const message = `Invalid check digit; expected ${expected}.`;
    return { ok: false, code: 'validation_invalid_check_digit', message, expected };
  }
  const awb = `${prefix}${serial}${checkDigit}`;
  const value = { awb, formatted: `${prefix}-${serial}${checkDigit}`, prefix, serial, checkDigit };
  return { ok: true, value, warnings: [] };
}
