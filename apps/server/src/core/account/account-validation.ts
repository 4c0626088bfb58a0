import {
  fieldError,
  validationError,
  type ErrorData,
  type FieldError,
} from '../../tools/errors.ts';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form-level message PocketBase gives when a request-* form fails validation. */
export const FORM_INVALID = 'An error occurred while validating the form.';

export const required = (): FieldError => fieldError('validation_required', 'Cannot be blank.');

export const invalidToken = (): FieldError =>
  fieldError('validation_invalid_token', 'Invalid or expired token.');

export const collectionMismatch = (): FieldError =>
  fieldError(
    'validation_token_collection_mismatch',
    'The provided token is for different auth collection.',
  );

/** A submitted value as text; anything that is not a string (a number, an object) is not one. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Required, 1–255 characters, email-shaped: the rules of every request-* email field. */
export function emailFieldError(email: string): FieldError | null {
  if (email === '') return required();
  if (email.length > 255)
    return fieldError('validation_length_out_of_range', 'The length must be between 1 and 255.');
  if (!EMAIL_RE.test(email))
    return fieldError('validation_is_email', 'Must be a valid email address.');
  return null;
}

/** Required and `min`–`max` characters long. */
export function lengthFieldError(value: string, min: number, max: number): FieldError | null {
  if (value === '') return required();
  if (value.length < min || value.length > max)
    return fieldError(
      'validation_length_out_of_range',
      `The length must be between ${min} and ${max}.`,
    );
  return null;
}

export function confirmFieldError(confirm: string, password: string): FieldError | null {
  if (confirm === '') return required();
  return confirm === password
    ? null
    : fieldError('validation_values_mismatch', "Values don't match.");
}

/** Throws the collected field errors, if any (null entries are fields that passed). */
export function throwIfInvalid(fields: Record<string, FieldError | null>, message?: string): void {
  const errors: ErrorData = {};
  for (const [name, error] of Object.entries(fields)) if (error) errors[name] = error;
  if (Object.keys(errors).length > 0) throw validationError(errors, message);
}
