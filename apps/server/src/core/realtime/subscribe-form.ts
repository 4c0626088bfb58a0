import { badRequest, fieldError, validationError, type ErrorData } from '../../tools/errors.ts';

/** `POST /api/realtime` (reference §5.11). */
export type SubscribeForm = { clientId: string; subscriptions: string[] };

const MAX_CLIENT_ID = 255;
const MAX_SUBSCRIPTIONS = 1000;
const MAX_SUBSCRIPTION_LENGTH = 2500;

/**
 * Reads and validates the submitted data (JSON or multipart, where a single `subscriptions`
 * field arrives as a string). Values of the wrong type cannot be bound at all and get a plain
 * 400, as in PocketBase; out-of-range values get field errors.
 */
export function readSubscribeForm(data: Record<string, unknown>): SubscribeForm {
  const form = { clientId: bindString(data.clientId), subscriptions: bindList(data.subscriptions) };
  const errors: ErrorData = {};
  const clientIdError = checkClientId(form.clientId);
  if (clientIdError) errors.clientId = clientIdError;
  const subscriptionErrors = checkSubscriptions(form.subscriptions);
  if (subscriptionErrors) errors.subscriptions = subscriptionErrors;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return form;
}

function bindString(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest();
  return value;
}

function bindList(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((item) => typeof item === 'string')) throw badRequest();
  return list as string[];
}

function checkClientId(clientId: string) {
  if (clientId === '') return fieldError('validation_required', 'Cannot be blank.');
  if (runes(clientId) > MAX_CLIENT_ID)
    return fieldError(
      'validation_length_out_of_range',
      `The length must be between 1 and ${MAX_CLIENT_ID}.`,
    );
  return null;
}

function checkSubscriptions(subscriptions: string[]) {
  if (subscriptions.length > MAX_SUBSCRIPTIONS) return tooLong(MAX_SUBSCRIPTIONS);
  const errors: ErrorData = {};
  subscriptions.forEach((subscription, index) => {
    if (runes(subscription) > MAX_SUBSCRIPTION_LENGTH)
      errors[String(index)] = tooLong(MAX_SUBSCRIPTION_LENGTH);
  });
  return Object.keys(errors).length > 0 ? errors : null;
}

function tooLong(max: number) {
  return fieldError('validation_length_too_long', `The length must be no more than ${max}.`);
}

/** Lengths count characters (code points), not UTF-16 units, as Go's validators do. */
function runes(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}
