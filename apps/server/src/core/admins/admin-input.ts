import type { AdminValues } from '../records/identity.ts';
import type { AdminChanges, AdminStore } from './admin-store.ts';
import { badRequest, fieldError, validationError, type ErrorData } from '../../tools/errors.ts';
import { isValidClientId } from '../../tools/ids.ts';
import { isEmail } from '../../tools/format-checks.ts';
import { newPasswordError } from '../../tools/password-rules.ts';

const INVALID_BODY = 'Failed to load the submitted data due to invalid formatting.';

/**
 * Checks the body of `POST /api/admins` (no `existing`) or `PATCH /api/admins/{id}` the way
 * PocketBase's admin form does (reference §5.4) and returns what to change; field errors are
 * thrown together as one validation error.
 */
export async function readAdminInput(
  store: AdminStore,
  data: Record<string, unknown>,
  existing?: AdminValues,
): Promise<AdminChanges> {
  const input = typedInput(data);
  const errors: ErrorData = {};
  const idError = await checkId(store, input.id, existing);
  if (idError) errors.id = idError;
  if (input.avatar !== undefined && (input.avatar < 0 || input.avatar > 9))
    errors.avatar = fieldError(
      input.avatar < 0
        ? 'validation_min_greater_equal_than_required'
        : 'validation_max_less_equal_than_required',
      input.avatar < 0 ? 'Must be no less than 0.' : 'Must be no greater than 9.',
    );
  const emailError = await checkEmail(store, input.email ?? existing?.email ?? '', existing);
  if (emailError) errors.email = emailError;
  Object.assign(
    errors,
    checkPassword(input.password ?? '', input.passwordConfirm ?? '', !existing, [
      input.email ?? existing?.email,
    ]),
  );
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return {
    id: input.id || undefined,
    email: input.email,
    avatar: input.avatar,
    password: input.password || undefined,
  };
}

type TypedInput = {
  id?: string;
  email?: string;
  avatar?: number;
  password?: string;
  passwordConfirm?: string;
};

/** Values of the wrong kind (an object for the email, a fraction for the avatar) are malformed input. */
function typedInput(data: Record<string, unknown>): TypedInput {
  const text = (key: string) => {
    const value = data[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') throw badRequest(INVALID_BODY);
    return value;
  };
  return {
    id: text('id'),
    email: text('email')?.trim(),
    avatar: integer(data.avatar),
    password: text('password'),
    passwordConfirm: text('passwordConfirm'),
  };
}

/** An integer, also as multipart text ("3"); anything else is malformed. */
function integer(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim())) return Number(value);
  throw badRequest(INVALID_BODY);
}

async function checkId(store: AdminStore, id: string | undefined, existing?: AdminValues) {
  if (!id) return null;
  if (existing)
    return id === existing.id
      ? null
      : fieldError('validation_in_invalid', 'Must be a valid value.');
  if (id.length !== 15)
    return fieldError('validation_length_invalid', 'The length must be exactly 15.');
  if (!isValidClientId(id))
    return fieldError('validation_match_invalid', 'Must be in a valid format.');
  if (await store.findById(id))
    return fieldError('validation_invalid_id', 'The model id is invalid or already exists.');
  return null;
}

async function checkEmail(store: AdminStore, email: string, existing?: AdminValues) {
  if (!email) return fieldError('validation_required', 'Cannot be blank.');
  if (email.length > 255)
    return fieldError('validation_length_out_of_range', 'The length must be between 1 and 255.');
  if (!isEmail(email)) return fieldError('validation_is_email', 'Must be a valid email address.');
  const owner = await store.findByEmail(email);
  if (owner && owner.id !== existing?.id)
    return fieldError('validation_admin_email_exists', 'Admin email already exists.');
  return null;
}

function checkPassword(
  password: string,
  confirm: string,
  isNew: boolean,
  userInputs: unknown[],
): ErrorData {
  const errors: ErrorData = {};
  // Counted in characters (runes) as PocketBase does, and in bytes for bcrypt; weak ones refused.
  const passwordError =
    password || isNew ? newPasswordError(password, { min: 10, userInputs }) : null;
  if (passwordError) errors.password = passwordError;
  if (password && !confirm)
    errors.passwordConfirm = fieldError('validation_required', 'Cannot be blank.');
  else if (confirm !== password)
    errors.passwordConfirm = fieldError('validation_values_mismatch', "Values don't match.");
  return errors;
}
