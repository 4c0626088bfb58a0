import { validateAirWaybill } from '../validators/validate-air-waybill.ts';
import { validateContainerNumber } from '../validators/validate-container-number.ts';
import { INCOTERMS_2020, validateIncoterm } from '../validators/validate-incoterm.ts';
import { containerTypeForAlias, isContainerTypeCode } from './container-type-codes.ts';
import type { ShipmentMode } from '../collections/shipment-mode.ts';
import type { ShipmentWarning } from './shipment-warning.ts';

/**
 * Warnings about the codes of a shipment: container numbers and types, ULD numbers, the AWB,
 * the Incoterm and the HS code. Blank values raise none: a missing value is not a typo.
 */
export function codeWarnings(
  mode: ShipmentMode,
  shipment: Record<string, unknown>,
): ShipmentWarning[] {
  const warnings: ShipmentWarning[] = [];
  if (mode === 'ocean') {
    items(shipment.containersList).forEach((container, index) => {
      const number = containerNumberWarning(container.number);
      if (number) warnings.push({ field: `containersList.${index}.number`, ...number });
      const type = containerTypeWarning(container.type);
      if (type) warnings.push({ field: `containersList.${index}.type`, ...type });
    });
    const hsCode = hsCodeWarning(shipment.hsCode);
    if (hsCode) warnings.push({ field: 'hsCode', ...hsCode });
  }
  if (mode === 'air') {
    const awb = awbWarning(shipment.awb);
    if (awb) warnings.push({ field: 'awb', ...awb });
    items(shipment.uldsList).forEach((uld, index) => {
      const number = uldNumberWarning(uld.uldNumber);
      if (number) warnings.push({ field: `uldsList.${index}.uldNumber`, ...number });
    });
  }
  const incoterm = incotermWarning(shipment.incoterm, mode);
  if (incoterm) warnings.push({ field: 'incoterm', ...incoterm });
  return warnings;
}

type Finding = Omit<ShipmentWarning, 'field'>;

function containerNumberWarning(value: unknown): Finding | null {
  if (isBlank(value)) return null;
  const result = validateContainerNumber(value);
  if (result.ok) return null;
  if (result.code === 'validation_invalid_check_digit' && result.expected !== undefined) {
    return checkDigit('container_check_digit', result.expected);
  }
  return {
    code: 'container_format',
    message: 'should be 4 letters ending in U, J or Z and 7 digits, like CSQU3054383',
  };
}

function containerTypeWarning(value: unknown): Finding | null {
  if (isBlank(value)) return null;
  const code = String(value).trim().toUpperCase();
  if (isContainerTypeCode(code)) return null;
  const expected = containerTypeForAlias(code);
  return expected
    ? { code: 'container_type_format', expected, message: `ISO type code should be ${expected}` }
    : {
        code: 'container_type_format',
        message: 'should be an ISO 6346 type code like 22G1, 45G1 or 22R1',
      };
}

function awbWarning(value: unknown): Finding | null {
  if (isBlank(value)) return null;
  const result = validateAirWaybill(value);
  if (result.ok) return null;
  if (result.code === 'validation_invalid_check_digit' && result.expected !== undefined) {
    return checkDigit('awb_check_digit', result.expected);
  }
  return {
    code: 'awb_format',
    message: 'should be 11 digits: airline prefix, serial and check digit (NNN-NNNNNNNN)',
  };
}

const ULD_PATTERN = /^[A-Z]{3}\d{4,5}[A-Z0-9]{2}$/;

function uldNumberWarning(value: unknown): Finding | null {
  if (isBlank(value)) return null;
  if (
    ULD_PATTERN.test(
      String(value)
        .replace(/[\s-]+/g, '')
        .toUpperCase(),
    )
  )
    return null;
  return {
    code: 'uld_format',
    message: 'should be type, 4 or 5-digit serial and owner, like AKE12345DL',
  };
}

/** Air and land counterparts of the sea-only rules (freight-domain §3.5). */
const ANY_MODE_COUNTERPART: Readonly<Record<string, string>> = {
  FAS: 'FCA',
  FOB: 'FCA',
  CFR: 'CPT',
  CIF: 'CIP',
};

function incotermWarning(value: unknown, mode: ShipmentMode): Finding | null {
  if (isBlank(value)) return null;
  // Forwarders write the named place after the rule: `FOB Manzanillo`.
  const code = String(value).trim().split(/\s+/)[0] ?? '';
  const result = validateIncoterm({ code, mode });
  if (!result.ok) {
    const rules = INCOTERMS_2020.map((rule) => rule.code).join(', ');
    return { code: 'incoterm_invalid', message: `should be an Incoterms 2020 rule: ${rules}` };
  }
  if (result.warnings.length === 0) return null;
  const expected = ANY_MODE_COUNTERPART[result.value.code] ?? 'FCA';
  return {
    code: 'incoterm_sea_only',
    expected,
    message: `${result.value.code} is for sea transport; use ${expected} for ${mode} shipments`,
  };
}

function hsCodeWarning(value: unknown): Finding | null {
  if (isBlank(value)) return null;
  const digits = String(value).replace(/[\s.-]+/g, '');
  const chapter = Number(digits.slice(0, 2));
  if (/^(\d{6}|\d{8}|\d{10})$/.test(digits) && chapter >= 1 && chapter <= 97) return null;
  return { code: 'hs_code_format', message: 'should be 6, 8 or 10 digits, chapter 01 to 97' };
}

function checkDigit(code: string, expected: string): Finding {
  return { code, expected, message: `check digit should be ${expected}` };
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || String(value).trim() === '';
}

function items(list: unknown): Record<string, unknown>[] {
  if (!Array.isArray(list)) return [];
  return list.map((item) => (typeof item === 'object' && item !== null ? item : {}));
}
