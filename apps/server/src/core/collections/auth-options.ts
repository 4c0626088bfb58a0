import { fieldError, type ErrorData, type FieldError } from '../../tools/errors.ts';
import { isDomain } from '../../tools/format-checks.ts';

type AuthOptions = {
  manageRule: string | null;
  allowOAuth2Auth: boolean;
  allowUsernameAuth: boolean;
  allowEmailAuth: boolean;
  requireEmail: boolean;
  exceptEmailDomains: string[] | null;
  onlyVerified: boolean;
  onlyEmailDomains: string[] | null;
  minPasswordLength: number;
};

/**
 * The options of an auth collection with exactly PocketBase's keys (reference §8); what is not
 * submitted is false / empty, as when PocketBase decodes them into its typed options.
 */
export function normalizeAuthOptions(raw: Record<string, unknown>): {
  options: AuthOptions;
  errors: ErrorData;
} {
  const errors: ErrorData = {};
  const pick = <T>(key: string, accepts: (v: unknown) => boolean, fallback: T): T => {
    const value = raw[key];
    if (value === undefined || value === null) return fallback;
    if (accepts(value)) return value as T;
    errors[key] = fieldError('validation_invalid_value', 'Invalid value.');
    return fallback;
  };
  const isBool = (v: unknown) => typeof v === 'boolean';
  const isList = (v: unknown) => Array.isArray(v) && v.every((item) => typeof item === 'string');
  const options: AuthOptions = {
    manageRule: pick<string | null>('manageRule', (v) => typeof v === 'string', null),
    allowOAuth2Auth: pick('allowOAuth2Auth', isBool, false),
    allowUsernameAuth: pick('allowUsernameAuth', isBool, false),
    allowEmailAuth: pick('allowEmailAuth', isBool, false),
    requireEmail: pick('requireEmail', isBool, false),
    exceptEmailDomains: pick<string[] | null>('exceptEmailDomains', isList, null),
    onlyVerified: pick('onlyVerified', isBool, false),
    onlyEmailDomains: pick<string[] | null>('onlyEmailDomains', isList, null),
    minPasswordLength: pick('minPasswordLength', Number.isInteger, 0),
  };
  return { options, errors };
}

/** PocketBase's auth option rules; `checkRule` validates the manageRule like the other rules. */
export function checkAuthOptions(
  options: AuthOptions,
  checkRule: (rule: string | null) => FieldError | null,
): ErrorData {
  const errors: ErrorData = {};
  if (options.manageRule === '')
    errors.manageRule = fieldError('validation_nil_or_not_empty_required', 'Cannot be blank.');
  else {
    const ruleError = checkRule(options.manageRule);
    if (ruleError) errors.manageRule = ruleError;
  }
  const only = options.onlyEmailDomains ?? [];
  const except = options.exceptEmailDomains ?? [];
  if (only.length > 0 && except.length > 0)
    errors.exceptEmailDomains = fieldError('validation_empty', 'Must be blank.');
  for (const [key, list] of [
    ['onlyEmailDomains', only],
    ['exceptEmailDomains', except],
  ] as const) {
    const bad = list.findIndex((domain) => !isDomain(domain));
    if (bad >= 0 && !errors[key])
      errors[key] = {
        [String(bad)]: fieldError('validation_is_domain', 'Must be a valid domain.'),
      };
  }
  const passwordError = minPasswordLengthError(options);
  if (passwordError) errors.minPasswordLength = passwordError;
  return errors;
}

function minPasswordLengthError(options: AuthOptions): FieldError | null {
  const length = options.minPasswordLength;
  if (!length && (options.allowUsernameAuth || options.allowEmailAuth))
    return fieldError('validation_required', 'Cannot be blank.');
  if (length && length < 5)
    return fieldError('validation_min_greater_equal_than_required', 'Must be no less than 5.');
  if (length > 72)
    return fieldError('validation_max_less_equal_than_required', 'Must be no greater than 72.');
  return null;
}
