import {
  REGIMENES_FISCALES,
  USOS_CFDI,
  regimenAllowedFor,
  usoAllowedFor,
  validateRfc,
} from '@rumbo/domain';

// The rules of a client's fiscal data for its CFDI 4.0 (issue 39), as the partner form applies
// them: the SAT's catalogues offered for the client's kind of person, and what blocks a save.

/** The role whose partners are invoiced, and so carry fiscal data. */
export const CLIENT_ROLE = 'Cliente';

/** What the fiscal rules read of the form. */
export type FiscalValues = {
  rol: string;
  tipo: string;
  rfc: string;
  razonSocial: string;
  regimenFiscal: string;
  codigoPostal: string;
  usoCfdi: string;
};

/** A select's option: the SAT's code with its Spanish text, as the CFDI names it. */
export type SatOption = { value: string; label: string };

/**
 * Whether the partner is a persona moral: told by a well-formed RFC (12 characters; the generic
 * RFCs are 13, personas físicas), else by the type the form was given.
 */
export function isMoral(values: Pick<FiscalValues, 'rfc' | 'tipo'>): boolean {
  const rfc = validateRfc(values.rfc);
  return rfc.ok ? rfc.value.kind === 'moral' : values.tipo === 'empresa';
}

/** The régimenes fiscales for a persona moral or física, each "601 General de Ley …". */
export function regimenOptions(moral: boolean): SatOption[] {
  return REGIMENES_FISCALES.filter((entry) => regimenAllowedFor(entry.code, moral)).map(option);
}

/** The usos del CFDI a client of `regimen` may ask for; none before a régimen is chosen. */
export function usoOptions(regimen: string, moral: boolean): SatOption[] {
  if (regimen === '') return [];
  return USOS_CFDI.filter((entry) => usoAllowedFor(entry.code, regimen, moral)).map(option);
}

/** A catalogue value kept even when it no longer fits, so the select still shows what is stored. */
export function withCurrent(options: SatOption[], current: string, all: readonly SatEntryLike[]) {
  if (current === '' || options.some((it) => it.value === current)) return options;
  const entry = all.find((it) => it.code === current);
  return [{ value: current, label: entry ? `${entry.code} ${entry.es}` : current }, ...options];
}

type SatEntryLike = { code: string; es: string };

function option(entry: SatEntryLike): SatOption {
  return { value: entry.code, label: `${entry.code} ${entry.es}` };
}

/** A fiscal problem: its catalogue key under `partners.form.fiscal.errors`. */
export type FiscalIssueCode =
  'rfcFormat' | 'rfcDate' | 'regimenNotForPerson' | 'postalCodeFormat' | 'usoNotForRegimen';

/**
 * What keeps a client from being saved: an RFC that is not one (a check digit mismatch only
 * warns), a régimen not for its kind of person, a postal code that is not five digits, a uso del
 * CFDI its régimen may not ask for. Blank fields are allowed: the invoice says what is missing.
 * Partners of other roles are not invoiced and keep the old leniency.
 */
export function fiscalIssues(values: FiscalValues): Partial<Record<string, FiscalIssueCode>> {
  if (values.rol !== CLIENT_ROLE) return {};
  const issues: Partial<Record<string, FiscalIssueCode>> = {};
  const rfc = values.rfc.trim();
  const result = validateRfc(rfc);
  if (rfc !== '' && !result.ok)
    issues.rfc = result.code === 'validation_invalid_date' ? 'rfcDate' : 'rfcFormat';
  const moral = isMoral(values);
  const regimen = values.regimenFiscal;
  if (regimen !== '' && !regimenAllowedFor(regimen, moral))
    issues.regimenFiscal = 'regimenNotForPerson';
  const postalCode = values.codigoPostal.trim();
  if (postalCode !== '' && !/^\d{5}$/.test(postalCode)) issues.codigoPostal = 'postalCodeFormat';
  if (values.usoCfdi !== '' && regimen !== '' && !usoAllowedFor(values.usoCfdi, regimen, moral))
    issues.usoCfdi = 'usoNotForRegimen';
  return issues;
}

/** What a CFDI names of its client, in the form's order. */
const CFDI_CLIENT_FIELDS = [
  'rfc',
  'razonSocial',
  'regimenFiscal',
  'codigoPostal',
  'usoCfdi',
] as const;
export type CfdiClientField = (typeof CFDI_CLIENT_FIELDS)[number];

/** The fields a CFDI to this client still needs, in the form's order. */
export function missingFiscalFields(values: FiscalValues): CfdiClientField[] {
  return CFDI_CLIENT_FIELDS.filter((field) => values[field].trim() === '');
}
