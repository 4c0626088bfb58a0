import type { CollectionModel } from '@rumbo/domain';
import { fieldError } from '../../tools/errors.ts';
import { newPasswordError } from '../../tools/password-rules.ts';
import type { RecordValues } from './record-codec.ts';
import type { FormResult } from './record-form.ts';

export type PasswordChange = { password: string; oldPassword?: string; requireOld: boolean };

type AuthFormInput = {
  collection: CollectionModel;
  existing: RecordValues | null;
  input: Record<string, unknown>;
  canManage: boolean;
  result: FormResult;
};

const USERNAME_RE = /^[\w][\w.-]*$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The built-in auth fields: username, email, emailVisibility, verified and the password pair. */
export function applyAuthInput({
  collection,
  existing,
  input,
  canManage,
  result,
}: AuthFormInput): void {
  applyUsername(collection, existing, input, result);
  applyEmail(collection, existing, input, canManage, result);
  applyFlags(existing, input, canManage, result);
  applyPassword(collection, existing, input, canManage, result);
}

function applyUsername(
  collection: CollectionModel,
  existing: RecordValues | null,
  input: Record<string, unknown>,
  result: FormResult,
) {
  const submitted = input.username;
  if (submitted === undefined || submitted === '') {
    result.values.username = existing?.username ?? `${collection.name}${randomDigits(5)}`;
    return;
  }
  const username = String(submitted);
  if (username.length < 3 || username.length > 150 || !USERNAME_RE.test(username))
    result.errors.username = fieldError(
      'validation_invalid_username',
      'The username is invalid or already in use.',
    );
  result.values.username = username;
}

function applyEmail(
  collection: CollectionModel,
  existing: RecordValues | null,
  input: Record<string, unknown>,
  canManage: boolean,
  result: FormResult,
) {
  const current = String(existing?.email ?? '');
  const email = input.email === undefined ? current : String(input.email ?? '').trim();
  result.values.email = email;
  if (existing && email !== current && !canManage) {
    result.errors.email = fieldError('validation_in_invalid', 'Must be a valid value.');
    return;
  }
  if (email === '' && collection.options.requireEmail)
    result.errors.email = fieldError('validation_required', 'Cannot be blank.');
  else if (email !== '' && !EMAIL_RE.test(email))
    result.errors.email = fieldError('validation_is_email', 'Must be a valid email address.');
}

function applyFlags(
  existing: RecordValues | null,
  input: Record<string, unknown>,
  canManage: boolean,
  result: FormResult,
) {
  result.values.emailVisibility =
    input.emailVisibility === undefined
      ? Boolean(existing?.emailVisibility)
      : toBool(input.emailVisibility);
  const verified =
    input.verified === undefined ? Boolean(existing?.verified) : toBool(input.verified);
  if (verified !== Boolean(existing?.verified) && !canManage)
    result.errors.verified = fieldError(
      'validation_values_mismatch',
      'Only managers can change the verified state.',
    );
  result.values.verified = verified;
}

function applyPassword(
  collection: CollectionModel,
  existing: RecordValues | null,
  input: Record<string, unknown>,
  canManage: boolean,
  result: FormResult,
) {
  const password = textOf(input.password);
  const confirm = textOf(input.passwordConfirm);
  const oldPassword = textOf(input.oldPassword);
  // PocketBase's rules: a new record needs both; an update needs both once either (or the old
  // password) is sent.
  if (existing && password === '' && confirm === '' && oldPassword === '') return;
  const email = String(result.values.email ?? existing?.email ?? '');
  const passwordError = newPasswordError(password, {
    min: Number(collection.options.minPasswordLength ?? 8),
    userInputs: [email, email.split('@')[0], result.values.username, existing?.username],
  });
  if (passwordError) result.errors.password = passwordError;
  if (confirm === '')
    result.errors.passwordConfirm = fieldError('validation_required', 'Cannot be blank.');
  else if (confirm !== password)
    result.errors.passwordConfirm = fieldError('validation_values_mismatch', "Values don't match.");
  const requireOld = Boolean(existing) && !canManage;
  if (requireOld && !oldPassword)
    result.errors.oldPassword = fieldError('validation_required', 'Cannot be blank.');
  result.password = { password, oldPassword: oldPassword || undefined, requireOld };
}

/** A submitted value as text: missing and null are empty. */
function textOf(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

function toBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

function randomDigits(count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(1 + Math.floor(Math.random() * 9));
  return out;
}
