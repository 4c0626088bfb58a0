import { ClientResponseError } from 'pocketbase';
import { serverErrorsCatalogue } from './catalogue/server-errors.ts';
import { i18n } from './i18n.ts';

// The record server's words, put in the person's language (docs/decisions/061). The default
// catalogue holds each message exactly as sent, so a message is known by its own text; a field
// error by its code where the code has one meaning. Anything else is shown as sent.

type MessageKey = keyof typeof serverErrorsCatalogue.serverErrors.messages;
type FieldKey = keyof typeof serverErrorsCatalogue.serverErrors.fields;

const MESSAGE_KEYS = new Map<string, MessageKey>(
  Object.entries(serverErrorsCatalogue.serverErrors.messages).map(
    ([key, text]) => [text, key as MessageKey] as const,
  ),
);

/** Field error codes with one meaning, whatever number the message carries. */
const FIELD_CODES: Readonly<Record<string, FieldKey>> = {
  validation_required: 'required',
  validation_nil_or_not_empty_required: 'required',
  validation_not_unique: 'notUnique',
  validation_is_email: 'email',
  validation_invalid_date: 'date',
  validation_nan: 'number',
  validation_no_decimal_constraint: 'noDecimals',
  validation_match_invalid: 'format',
  validation_in_invalid: 'value',
  validation_empty: 'blank',
  validation_is_url: 'url',
};

/** Messages that carry a number: the pattern of each, its key and the names of its numbers. */
const FIELD_PATTERNS: readonly (readonly [RegExp, FieldKey, readonly string[]])[] = [
  [/^The length must be between (\d+) and (\d+)\.$/, 'lengthBetween', ['min', 'max']],
  [/^The length must be exactly (\d+)\.$/, 'lengthExactly', ['length']],
  [/^The length must be no more than (\d+)\.$/, 'lengthAtMost', ['max']],
  [/^Must be no less than (-?[\d.]+)\.$/, 'atLeast', ['min']],
  [/^Must be no greater than (-?[\d.]+)\.$/, 'atMost', ['max']],
];

const FIELD_MESSAGES = new Map<string, FieldKey>(
  Object.entries(serverErrorsCatalogue.serverErrors.fields)
    .filter(([, text]) => !text.includes('{{'))
    .map(([key, text]) => [text, key as FieldKey] as const),
);

// The keys are built from the tables above, which the typecheck ties to the catalogue.
const say = (key: string, values?: Record<string, string | undefined>): string =>
  i18n.t(key as 'serverErrors.messages.generic', values);

/** A message the server (or its client library) sent, in the person's language when known. */
export function serverMessageText(message: string): string {
  const key = MESSAGE_KEYS.get(message.trim());
  return key ? say(`serverErrors.messages.${key}`) : message;
}

/** A field error of a refused save (`{ code, message }`), in the person's language when known. */
export function serverFieldText(detail: unknown): string {
  const { code, message } = (typeof detail === 'object' && detail !== null ? detail : {}) as {
    code?: unknown;
    message?: unknown;
  };
  const text = typeof message === 'string' ? message.trim() : '';
  const byCode = typeof code === 'string' ? FIELD_CODES[code] : undefined;
  const byText = byCode ?? FIELD_MESSAGES.get(text);
  if (byText) return say(`serverErrors.fields.${byText}`);
  for (const [pattern, key, names] of FIELD_PATTERNS) {
    const found = pattern.exec(text);
    if (!found) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, found[index + 1]]));
    return say(`serverErrors.fields.${key}`, values);
  }
  return text ? serverMessageText(text) : '';
}

/** What a failed request says: the server's message for a refusal, else the error's own. */
export function serverErrorText(error: unknown): string {
  if (error instanceof ClientResponseError) return serverMessageText(error.message);
  return error instanceof Error ? error.message : String(error);
}
