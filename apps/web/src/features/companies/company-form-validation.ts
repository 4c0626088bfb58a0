import { isMessageAddress, rfcCheckDigit, validateRfc } from '@rumbo/domain';
import type { TFunction } from 'i18next';
import { billingErrors } from './billing-fields.ts';
import type { CompanyFormValues } from './company-form-values.ts';

/** Field errors of the form, keyed as @mantine/form keys them (`moduleAccess.0.end`). */
export type CompanyFormErrors = Record<string, string>;

/**
 * What blocks a save: a blank name, an RFC that is not one (a check digit mismatch only warns,
 * see rfcWarning), a period ending before it starts, and module rows without or with a repeated
 * module, a reply-to that is not an e-mail address, an estimate notice threshold that is not
 * a whole number of hours from 1 to 720, and billing fields the SAT would refuse (issue 39).
 */
export function validateCompanyForm(values: CompanyFormValues, t: TFunction): CompanyFormErrors {
  const errors: CompanyFormErrors = {};
  if (values.name.trim() === '') errors.name = t('companies.validation.nameRequired');
  const rfc = values.rfc.trim();
  if (rfc !== '') {
    const result = validateRfc(rfc);
    if (!result.ok) errors.rfc = rfcFailureText(result, t);
  }
  const replyTo = values.replyTo.trim();
  if (replyTo !== '' && !isMessageAddress(replyTo))
    errors.replyTo = t('companies.validation.replyToInvalid');
  if (!isNoticeHours(values.estimateNoticeHours))
    errors.estimateNoticeHours = t('companies.validation.noticeHoursRange');
  if (endsBeforeStart(values.membershipStart, values.membershipEnd))
    errors.membershipEnd = t('companies.validation.endBeforeStart');
  const seen = new Set<string>();
  values.moduleAccess.forEach((entry, index) => {
    if (!entry.moduleId)
      errors[`moduleAccess.${index}.moduleId`] = t('companies.validation.moduleRequired');
    else if (seen.has(entry.moduleId))
      errors[`moduleAccess.${index}.moduleId`] = t('companies.validation.moduleTwice');
    seen.add(entry.moduleId);
    if (endsBeforeStart(entry.start, entry.end))
      errors[`moduleAccess.${index}.end`] = t('companies.validation.endBeforeStart');
  });
  return { ...errors, ...billingErrors(values, t) };
}

/**
 * The RFC's warning to show next to the field (the SAT check digit does not match), or null,
 * in the app's language: the domain says which digit, the catalogue says the words.
 */
export function rfcWarning(rfc: string, t: TFunction): string | null {
  if (rfc.trim() === '') return null;
  const result = validateRfc(rfc);
  if (!result.ok || result.warnings.length === 0) return null;
  const expectedDigit = rfcCheckDigit(result.value.rfc);
  return t('partners.form.rfcWarnings.rfc_check_digit', { expectedDigit });
}

/** The words of a refused RFC: the domain says why by code, the catalogue says it. */
function rfcFailureText(failure: { code: string; message: string }, t: TFunction): string {
  if (failure.code === 'validation_invalid_date') return t('companies.validation.rfcDate');
  if (failure.code === 'validation_match_invalid') return t('companies.validation.rfcFormat');
  return failure.message;
}

function endsBeforeStart(start: string, end: string): boolean {
  return start !== '' && end !== '' && end < start;
}

/** Empty (the default, 24 h) or a whole number of hours from 1 to 720 (30 days). */
function isNoticeHours(value: number | string): boolean {
  const text = String(value).trim();
  if (text === '') return true;
  const hours = Number(text);
  return Number.isInteger(hours) && hours >= 1 && hours <= 720;
}
