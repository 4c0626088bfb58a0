import { normalizePartner, type Partner, type PartnerInput } from '@rumbo/domain';

// A client's fiscal data for its CFDI (issue 39): régimen fiscal, the postal code of its domicilio
// fiscal and the uso del CFDI it asks for. The record keeps them beside rfc and razonSocial; the
// domain's Partner does not name them yet, so this layer reads and writes them itself.

/** The partner fields a CFDI's receiver needs besides its RFC and razón social. */
export const PARTNER_FISCAL_FIELDS = ['regimenFiscal', 'codigoPostal', 'usoCfdi'] as const;
export type PartnerFiscalField = (typeof PARTNER_FISCAL_FIELDS)[number];

/** The fiscal fields as text ('' when not given). */
export type PartnerFiscal = Record<PartnerFiscalField, string>;

/** A partner as its editor opens it: the domain's partner with its fiscal data. */
export type EditedPartner = Partner & PartnerFiscal;

/** Partner data to save: the domain's input, with fiscal fields when the form edits them. */
export type PartnerSaveInput = PartnerInput & Partial<Record<PartnerFiscalField, unknown>>;

/** The fiscal fields of a record, trimmed; the SAT's codes upper-cased. */
export function partnerFiscalOf(record: Partial<Record<PartnerFiscalField, unknown>>): PartnerFiscal {
  return {
    regimenFiscal: text(record.regimenFiscal),
    codigoPostal: text(record.codigoPostal),
    usoCfdi: text(record.usoCfdi).toUpperCase(),
  };
}

/** A stored partner, normalised (SPEC §5), with its fiscal data. */
export function editedPartner(record: PartnerSaveInput): EditedPartner {
  return { ...normalizePartner(record), ...partnerFiscalOf(record) };
}

/**
 * The fiscal fields of a save's body, blank as null (SPEC §5); only those the input names, so
 * a save that does not edit them (a spreadsheet import) leaves the stored ones alone.
 */
export function partnerFiscalPayload(input: PartnerSaveInput): Partial<Record<PartnerFiscalField, string | null>> {
  const fiscal = partnerFiscalOf(input);
  const named = PARTNER_FISCAL_FIELDS.filter((field) => input[field] !== undefined);
  return Object.fromEntries(named.map((field) => [field, fiscal[field] || null]));
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' ? String(value) : '';
}
