import { ClientResponseError } from 'pocketbase';
import type { ParseKeys } from 'i18next';
import { USER_FORM_FIELDS, type UserFormField } from './user-form-schema.ts';

export type ServerErrors = {
  /** Messages to show next to form fields. */
  fields: Partial<Record<UserFormField, string>>;
  /** A message for the whole form, when the server's answer names no field of it. */
  form: string | null;
};

type Translate = (key: ParseKeys) => string;

// Field errors the product words itself (`field:code`); any other shows the server's message.
const FIELD_CODE_KEYS: Record<string, ParseKeys> = {
  'email:validation_invalid_email': 'companyUsers.errors.emailTaken',
  'email:validation_not_unique': 'companyUsers.errors.emailTaken',
  'email:validation_is_email': 'companyUsers.errors.emailInvalid',
  'password:validation_length_out_of_range': 'companyUsers.errors.passwordShort',
  'password:validation_password_too_many_bytes': 'companyUsers.errors.passwordLong',
  'password:validation_weak_password': 'companyUsers.errors.passwordWeak',
  'passwordConfirm:validation_values_mismatch': 'companyUsers.errors.passwordMismatch',
};

/**
 * Where a failed save's message belongs: next to the fields the server's 400 names, or above the
 * form (unreachable server, refusal, unknown field).
 */
export function serverErrors(error: unknown, t: Translate): ServerErrors {
  if (!(error instanceof ClientResponseError))
    return { fields: {}, form: t('companyUsers.errors.generic') };
  if (error.status === 0 || error.status >= 500)
    return { fields: {}, form: t('companyUsers.errors.offline') };
  if (error.status === 403) return { fields: {}, form: t('companyUsers.errors.refused') };
  if (error.status === 404) return { fields: {}, form: t('companyUsers.errors.notFound') };
  const fields = fieldErrors(error.response?.data, t);
  if (Object.keys(fields).length > 0) return { fields, form: null };
  // A create or update rule that fails answers 400 without field errors.
  return {
    fields: {},
    form:
      error.status === 400 ? t('companyUsers.errors.refused') : t('companyUsers.errors.generic'),
  };
}

function fieldErrors(data: unknown, t: Translate): ServerErrors['fields'] {
  const fields: ServerErrors['fields'] = {};
  if (typeof data !== 'object' || data === null) return fields;
  for (const field of USER_FORM_FIELDS) {
    const detail = (data as Record<string, unknown>)[field];
    if (typeof detail !== 'object' || detail === null) continue;
    const { code, message } = detail as { code?: unknown; message?: unknown };
    const key = typeof code === 'string' ? FIELD_CODE_KEYS[`${field}:${code}`] : undefined;
    const fallback =
      typeof message === 'string' && message ? message : t('companyUsers.errors.generic');
    fields[field] = key ? t(key) : fallback;
  }
  return fields;
}
