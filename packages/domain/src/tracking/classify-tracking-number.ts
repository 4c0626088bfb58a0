import { parseShipmentCode } from '../shipments/parse-shipment-code.ts';
import { containerCheckDigit } from '../validators/validate-container-number.ts';
import { normalizeTrackingNumber } from './normalize-tracking-number.ts';

/** What a typed number looks like, judged by its format alone. */
export type TrackingNumberKind = 'container' | 'awb' | 'shipmentCode' | 'uld' | 'other';

/**
 * A problem a typed number shows before any search, with the correction when one is known:
 * - `container_check_digit`: ISO 6346 check digit wrong; `expected` digit, `suggestion` number.
 * - `container_missing_check_digit`: 10 characters, the check digit left off.
 * - `awb_check_digit`: the last digit is 0–6 but not serial mod 7.
 * - `awb_last_digit`: the last digit is 7, 8 or 9, which mod 7 never gives.
 * - `awb_length`: written `NNN-…` like an AWB but without 8 digits after the prefix.
 */
export type TrackingHint = {
  code:
    | 'container_check_digit'
    | 'container_missing_check_digit'
    | 'awb_check_digit'
    | 'awb_last_digit'
    | 'awb_length';
  expected?: string;
  suggestion?: string;
};

export type TrackingNumberClass = {
  /** The number as it is compared (see normalizeTrackingNumber); '' for blank input. */
  normalized: string;
  kind: TrackingNumberKind;
  hint: TrackingHint | null;
};

const CONTAINER = /^[A-Z]{3}[UJZ]\d{7}$/;
const CONTAINER_WITHOUT_CHECK_DIGIT = /^[A-Z]{3}[UJZ]\d{6}$/;
const AWB = /^\d{11}$/;
// Written with the airline prefix apart (`176-1234567`), so it is meant as an AWB.
const AWB_WRITTEN = /^\s*\d{3}\s*-\s*\d+\s*$/;
const ULD = /^[A-Z]{3}\d{4,5}[A-Z0-9]{2}$/;

/**
 * Says what a typed tracking number looks like (container, AWB, shipment code, ULD, or other:
 * BL, HBL, booking or the client's reference, which have no fixed format) and whether its
 * check digit is wrong, so the search box can hint at once: "check digit should be 3".
 */
export function classifyTrackingNumber(input: unknown): TrackingNumberClass {
  const normalized = normalizeTrackingNumber(input);
  if (CONTAINER.test(normalized)) return container(normalized);
  if (CONTAINER_WITHOUT_CHECK_DIGIT.test(normalized)) {
    const expected = containerCheckDigit(normalized);
    const hint: TrackingHint = {
      code: 'container_missing_check_digit',
      expected,
      suggestion: `${normalized}${expected}`,
    };
    return { normalized, kind: 'container', hint };
  }
  if (AWB.test(normalized)) return awb(normalized);
  if (typeof input === 'string' && AWB_WRITTEN.test(input)) {
    return { normalized, kind: 'awb', hint: { code: 'awb_length' } };
  }
  if (parseShipmentCode(normalized)) return { normalized, kind: 'shipmentCode', hint: null };
  if (ULD.test(normalized)) return { normalized, kind: 'uld', hint: null };
  return { normalized, kind: 'other', hint: null };
}

function container(normalized: string): TrackingNumberClass {
  const expected = containerCheckDigit(normalized.slice(0, 10));
  if (normalized.endsWith(expected)) return { normalized, kind: 'container', hint: null };
  const suggestion = `${normalized.slice(0, 10)}${expected}`;
  return {
    normalized,
    kind: 'container',
    hint: { code: 'container_check_digit', expected, suggestion },
  };
}

function awb(normalized: string): TrackingNumberClass {
  const serial = normalized.slice(3, 10);
  const expected = String(Number(serial) % 7);
  const last = normalized.slice(10);
  if (last === expected) return { normalized, kind: 'awb', hint: null };
  const suggestion = `${normalized.slice(0, 3)}-${serial}${expected}`;
  const code = Number(last) > 6 ? 'awb_last_digit' : 'awb_check_digit';
  return { normalized, kind: 'awb', hint: { code, expected, suggestion } };
}
