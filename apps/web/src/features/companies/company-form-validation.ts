import { validateRfc } from '@rumbo/domain';
import type { TFunction } from 'i18next';
import type { CompanyFormValues } from './company-form-values.ts';

/** Field errors of the form, keyed as @mantine/form keys them (`moduleAccess.0.end`). */
export type CompanyFormErrors = Record<string, string>;

/**
 * What blocks a save: a blank name, an RFC that is not one (a check digit mismatch only warns,
 * see rfcWarning), a period ending before it starts, and module rows without or with a repeated
 * module.
 */
export function validateCompanyForm(values: CompanyFormValues, t: TFunction): CompanyFormErrors {
  const errors: CompanyFormErrors = {};
  if (values.name.trim() === '') errors.name = t('companies.validation.nameRequired');
  const rfc = values.rfc.trim();
  if (rfc !== '') {
    const result = validateRfc(rfc);
    if (!result.ok) errors.rfc = result.message;
  }
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
  return errors;
}

/** The RFC's warning to show next to the field (the SAT check digit does not match), or null. */
export function rfcWarning(rfc: string): string | null {
  if (rfc.trim() === '') return null;
  const result = validateRfc(rfc);
  return result.ok ? (result.warnings[0]?.message ?? null) : null;
}

function endsBeforeStart(start: string, end: string): boolean {
  return start !== '' && end !== '' && end < start;
}
