import { isMultiValueField, type SchemaField } from '@rumbo/domain';
import { fieldError, type FieldError } from '../../tools/errors.ts';
import { normalizeDateTime } from '../../tools/dates.ts';

export type FieldResult = { value: unknown } | { error: FieldError };

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Coerces one submitted value to the field's stored form and validates it (PocketBase §9 input
 * coercion). Unlike PocketBase, values of the wrong kind (an object for a number, text that is not
 * a date) are rejected with a field error instead of being silently zeroed: the client learns of
 * its mistake and nothing unexpected is saved.
 */
export function coerceFieldValue(field: SchemaField, raw: unknown): FieldResult {
  if (isMultiValueField(field)) return coerceList(field, raw);
  switch (field.type) {
    case 'number':
      return coerceNumber(field, raw);
    case 'bool':
      return coerceBool(raw);
    case 'date':
      return coerceDate(field, raw);
    case 'json':
      return coerceJson(field, raw);
    case 'select':
    case 'relation':
    case 'file':
      return coerceSingle(field, raw);
    default:
      return coerceText(field, raw);
  }
}

/** The zero value a field has when nothing was submitted. */
export function zeroValue(field: SchemaField): unknown {
  if (isMultiValueField(field)) return [];
  if (field.type === 'number') return 0;
  if (field.type === 'bool') return false;
  if (field.type === 'json') return null;
  return '';
}

/** PocketBase's notion of "blank" for the required check. */
export function isBlank(field: SchemaField, value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (field.type === 'number') return value === 0;
  if (field.type === 'bool') return value === false;
  if (field.type === 'json' && typeof value === 'object')
    return Object.keys(value as object).length === 0;
  return false;
}

function coerceText(field: SchemaField, raw: unknown): FieldResult {
  if (raw === null || raw === undefined) return { value: '' };
  if (typeof raw === 'object')
    return { error: fieldError('validation_invalid_value', 'Must be a text value.') };
  const value = String(raw);
  if (field.type === 'email' && value !== '' && !EMAIL_RE.test(value))
    return { error: fieldError('validation_is_email', 'Must be a valid email address.') };
  if (field.type === 'url' && value !== '' && !isUrl(value))
    return { error: fieldError('validation_is_url', 'Must be a valid url.') };
  if (field.type === 'text') return checkTextOptions(field, value);
  return { value };
}

function checkTextOptions(field: SchemaField, value: string): FieldResult {
  const length = [...value].length;
  const { min, max, pattern } = field.options as {
    min?: number | null;
    max?: number | null;
    pattern?: string;
  };
  if (value !== '' && typeof min === 'number' && length < min)
    return {
      error: fieldError('validation_min_text_constraint', `Must be at least ${min} character(s).`),
    };
  if (typeof max === 'number' && max > 0 && length > max)
    return {
      error: fieldError('validation_max_text_constraint', `Must be less than ${max} character(s).`),
    };
  if (value !== '' && pattern && !new RegExp(pattern).test(value))
    return { error: fieldError('validation_invalid_format', 'Invalid value format.') };
  return { value };
}

function coerceNumber(field: SchemaField, raw: unknown): FieldResult {
  if (raw === null || raw === undefined || raw === '') return { value: 0 };
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : NaN;
  if (!Number.isFinite(value))
    return { error: fieldError('validation_nan', 'Must be a valid number.') };
  const { min, max, noDecimal } = field.options as {
    min?: number | null;
    max?: number | null;
    noDecimal?: boolean;
  };
  if (noDecimal && !Number.isInteger(value))
    return {
      error: fieldError('validation_no_decimal_constraint', 'Decimal numbers are not allowed.'),
    };
  if (typeof min === 'number' && value < min)
    return { error: fieldError('validation_min_number_constraint', `Must be larger than ${min}.`) };
  if (typeof max === 'number' && value > max)
    return { error: fieldError('validation_max_number_constraint', `Must be less than ${max}.`) };
  return { value };
}

function coerceBool(raw: unknown): FieldResult {
  if (raw === null || raw === undefined || raw === '') return { value: false };
  if (typeof raw === 'boolean') return { value: raw };
  if (raw === 1 || raw === 0) return { value: raw === 1 };
  // Go's strconv.ParseBool spellings, as PocketBase's cast reads form values.
  if (typeof raw === 'string' && /^(true|false|t|f|1|0)$/i.test(raw))
    return { value: /^(true|t|1)$/i.test(raw) };
  return { error: fieldError('validation_invalid_value', 'Must be a boolean value.') };
}

function coerceDate(field: SchemaField, raw: unknown): FieldResult {
  const value = normalizeDateTime(raw);
  if (value === null)
    return { error: fieldError('validation_invalid_date', 'Must be a valid date.') };
  const { min, max } = field.options as { min?: string; max?: string };
  if (value && min && value < (normalizeDateTime(min) ?? ''))
    return {
      error: fieldError('validation_min_date_constraint', `Must be no earlier than ${min}.`),
    };
  if (value && max && value > (normalizeDateTime(max) ?? value))
    return { error: fieldError('validation_max_date_constraint', `Must be no later than ${max}.`) };
  return { value };
}

function coerceJson(field: SchemaField, raw: unknown): FieldResult {
  const value = raw === undefined ? null : typeof raw === 'string' ? jsonFromText(raw) : raw;
  const maxSize = Number(field.options.maxSize ?? 2_000_000);
  // Bytes of the serialised value, as PocketBase measures it (not UTF-16 code units).
  if (maxSize > 0 && Buffer.byteLength(JSON.stringify(value) ?? 'null') > maxSize)
    return {
      error: fieldError(
        'validation_json_size_limit',
        `The maximum allowed JSON size is ${maxSize} bytes.`,
      ),
    };
  return { value };
}

function coerceSingle(field: SchemaField, raw: unknown): FieldResult {
  const list = toStringList(raw);
  if (list === null) return { error: fieldError('validation_invalid_value', 'Invalid value.') };
  const value = list.at(-1) ?? '';
  return checkAllowedValues(field, value === '' ? [] : [value]) ?? { value };
}

function coerceList(field: SchemaField, raw: unknown): FieldResult {
  const list = toStringList(raw);
  if (list === null) return { error: fieldError('validation_invalid_value', 'Invalid value.') };
  const value = [...new Set(list.filter((v) => v !== ''))];
  const maxSelect = Number(field.options.maxSelect ?? 0);
  if (maxSelect > 0 && value.length > maxSelect)
    return { error: fieldError('validation_too_many_values', `Select no more than ${maxSelect}.`) };
  const minSelect = Number(field.options.minSelect ?? 0);
  if (minSelect > 0 && value.length > 0 && value.length < minSelect)
    return { error: fieldError('validation_not_enough_values', `Select at least ${minSelect}.`) };
  return checkAllowedValues(field, value) ?? { value };
}

function checkAllowedValues(field: SchemaField, values: string[]): { error: FieldError } | null {
  if (field.type !== 'select') return null;
  const allowed = (field.options.values as string[] | undefined) ?? [];
  return values.every((v) => allowed.includes(v))
    ? null
    : { error: fieldError('validation_invalid_value', 'Invalid value.') };
}

/**
 * Text sent to a json field, read as PocketBase v0.22 reads it (so that multipart forms, which
 * only carry text, can fill json fields): `true`, `false`, `null`, and valid JSON starting with a
 * digit, `-`, `"`, `[` or `{` are parsed; any other text is kept as a JSON string.
 */
function jsonFromText(text: string): unknown {
  if (text === 'null' || text === 'true' || text === 'false') return JSON.parse(text);
  if (!/^[0-9\-"[{]/.test(text)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toStringList(raw: unknown): string[] | null {
  if (raw === null || raw === undefined || raw === '') return [];
  const items = Array.isArray(raw) ? raw : (stringsFromJsonText(raw) ?? [raw]);
  if (items.some((item) => typeof item === 'object' && item !== null)) return null;
  return items.map((item) => String(item ?? ''));
}

/**
 * A JSON array of strings sent as text (`["a","b"]`, as forms and `curl -F` send a list), read
 * as the list, as PocketBase does for select, relation and file values; null otherwise.
 */
function stringsFromJsonText(raw: unknown): string[] | null {
  if (typeof raw !== 'string' || !raw.includes('[')) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')
      ? parsed
      : null;
  } catch {
    return null;
  }
}

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
