/** A problem found in a value, with a PocketBase-style snake_case code. */
export type ValidationIssue = { code: string; message: string };

/** A value that was rejected; `expected` carries a suggested correction when one is known. */
export type ValidationFailure = { ok: false; code: string; message: string; expected?: string };

/**
 * The outcome of checking a value: the normalised value plus warnings that should be shown but
 * not block saving, or a single failure.
 */
export type ValidationResult<T> =
  { ok: true; value: T; warnings: ValidationIssue[] } | ValidationFailure;

/** PocketBase's code and message for a missing value. */
export const REQUIRED_FAILURE: ValidationFailure = {
  ok: false,
  code: 'validation_required',
  message: 'Cannot be blank.',
};

/** PocketBase's code and message for a value in the wrong format. */
export const FORMAT_FAILURE: ValidationFailure = {
  ok: false,
  code: 'validation_match_invalid',
  message: 'Must be in a valid format.',
};

/** Input as validators see it: strings, upper-cased and stripped of the given characters. */
export function cleanCode(input: unknown, strip: RegExp): string {
  return typeof input === 'string' ? input.replace(strip, '').toUpperCase() : '';
}
