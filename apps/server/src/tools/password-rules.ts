import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { fieldError, type FieldError } from './errors.ts';

/** bcrypt reads at most 72 bytes of a password; the rest would be silently ignored. */
export const BCRYPT_MAX_BYTES = 72;
/** zxcvbn's scores run 0–4; below this a password is refused (docs/decisions/022). */
export const MIN_PASSWORD_SCORE = 3;

let zxcvbn: ZxcvbnFactory | null = null;

/** zxcvbn with the common dictionaries (passwords, names, keyboard patterns), built once. */
function strengthOf(password: string, userInputs: string[]): number {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: common.dictionary,
    graphs: common.adjacencyGraphs,
  });
  return zxcvbn.check(password, userInputs).score;
}

export type PasswordRules = {
  /** Fewest characters (the collection's `minPasswordLength`, 10 for operators). */
  min: number;
  /** Most characters, as PocketBase counts them (runes): 72, or 100 on a password reset. */
  max?: number;
  /** What the account already says about its owner (email, username, name): guessing aids. */
  userInputs?: unknown[];
};

/**
 * The error of a new password, or null: required, `min`–`max` characters (PocketBase's rule and
 * message), at most 72 bytes (bcrypt's real limit: 40 × `ñ` is 80 bytes), and not easy to guess
 * (zxcvbn score of at least 3, the user's own email or name counting as known words).
 */
export function newPasswordError(password: string, rules: PasswordRules): FieldError | null {
  if (password === '') return fieldError('validation_required', 'Cannot be blank.');
  const max = rules.max ?? BCRYPT_MAX_BYTES;
  const length = [...password].length;
  if (length < rules.min || length > max)
    return fieldError(
      'validation_length_out_of_range',
      `The length must be between ${rules.min} and ${max}.`,
    );
  if (Buffer.byteLength(password, 'utf8') > BCRYPT_MAX_BYTES)
    return fieldError(
      'validation_password_too_many_bytes',
      `Must be at most ${BCRYPT_MAX_BYTES} bytes long (accented letters and symbols take 2 or more).`,
    );
  const inputs = (rules.userInputs ?? []).filter(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  if (strengthOf(password, inputs) < MIN_PASSWORD_SCORE)
    return fieldError(
      'validation_weak_password',
      'The password is too easy to guess; use a longer phrase or add unrelated words.',
    );
  return null;
}
