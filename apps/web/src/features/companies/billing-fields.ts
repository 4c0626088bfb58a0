import { REGIMENES_FISCALES, regimenAllowedFor, validateRfc } from '@rumbo/domain';
import type { TFunction } from 'i18next';
import type { CompanyFormValues } from './company-form-values.ts';

// The company as the issuer of its CFDI (issue 39): the régimenes its RFC may hold, and what
// blocks a save of its billing fields.

/** A select's option: the SAT's code with its Spanish text, as the CFDI names it. */
export type RegimenOption = { value: string; label: string };

/**
 * The régimenes fiscales for the company's RFC (12 characters: persona moral, 13: física); every
 * one while the RFC is not a valid one yet. A stored régimen stays offered, so it is shown.
 */
export function companyRegimenOptions(rfc: string, current: string): RegimenOption[] {
  const moral = personaMoral(rfc);
  const options = REGIMENES_FISCALES.filter(
    (entry) => moral === null || regimenAllowedFor(entry.code, moral) || entry.code === current,
  ).map((entry) => ({ value: entry.code, label: `${entry.code} ${entry.es}` }));
  if (current === '' || options.some((option) => option.value === current)) return options;
  return [{ value: current, label: current }, ...options];
}

function personaMoral(rfc: string): boolean | null {
  const result = validateRfc(rfc);
  return result.ok ? result.value.kind === 'moral' : null;
}

// The SAT's pattern of a Serie (CFDI 4.0): 1 to 25 characters, none of them a pipe.
const SERIES_PATTERN = /^[^|]{1,25}$/;

/**
 * What blocks saving the billing fields: a postal code that is not five digits, a régimen not for
 * the RFC's kind of person, a series left blank or not one the SAT accepts.
 */
export function billingErrors(values: CompanyFormValues, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  const postalCode = values.codigoPostal.trim();
  if (postalCode !== '' && !/^\d{5}$/.test(postalCode))
    errors.codigoPostal = t('companies.validation.postalCode');
  const moral = personaMoral(values.rfc);
  if (
    values.regimenFiscal !== '' &&
    moral !== null &&
    !regimenAllowedFor(values.regimenFiscal, moral)
  )
    errors.regimenFiscal = t('companies.validation.regimenNotForRfc');
  for (const field of ['invoiceSeries', 'paymentSeries'] as const) {
    const series = values[field].trim();
    if (series === '') errors[field] = t('companies.validation.seriesRequired');
    else if (!SERIES_PATTERN.test(series)) errors[field] = t('companies.validation.seriesFormat');
  }
  return errors;
}
