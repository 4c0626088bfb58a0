import type { SchemaField } from '@rumbo/domain';
import { fieldError, type ErrorData, type FieldError } from '../../tools/errors.ts';
import { isDomain } from '../../tools/format-checks.ts';
import { normalizeDateTime } from '../../tools/dates.ts';

const THUMB_SIZE = /^(\d+)x(\d+)(t|b|f)?$/;
const ZERO_THUMBS = new Set(['0x0', '0x0t', '0x0b', '0x0f']);

type Options = Record<string, unknown>;
type OptionRules = (options: Options) => ErrorData;

const atLeast = (min: number) =>
  fieldError('validation_min_greater_equal_than_required', `Must be no less than ${min}.`);
const atMost = (max: number) =>
  fieldError('validation_max_less_equal_than_required', `Must be no greater than ${max}.`);
const required = () => fieldError('validation_required', 'Cannot be blank.');

/** The constraints PocketBase puts on each field type's options (reference §9). */
const RULES: Partial<Record<SchemaField['type'], OptionRules>> = {
  text: (o) =>
    compact({
      min: isBelow(o.min, 0) ? atLeast(0) : null,
      max: isBelow(o.max, Number(o.min ?? 0)) ? atLeast(Number(o.min ?? 0)) : null,
      pattern: regexError(String(o.pattern ?? '')),
    }),
  number: (o) =>
    compact({
      min: o.noDecimal && isFraction(o.min) ? noDecimal() : null,
      max: numberMaxError(o),
    }),
  email: domainRules,
  url: domainRules,
  date: (o) => compact({ min: dateError(o.min), max: dateError(o.max) ?? dateOrder(o) }),
  select: (o) => {
    const values = (o.values as string[] | null) ?? [];
    const max = Math.max(values.length, 1);
    return compact({
      values: values.length === 0 ? required() : null,
      maxSelect: requiredInRange(o.maxSelect, 1, max),
    });
  },
  json: (o) => compact({ maxSize: requiredInRange(o.maxSize, 1) }),
  file: (o) =>
    compact({
      maxSelect: requiredInRange(o.maxSelect, 1),
      maxSize: requiredInRange(o.maxSize, 1),
      thumbs: eachError((o.thumbs as string[] | null) ?? [], thumbError),
    }),
  relation: (o) =>
    compact({
      collectionId: o.collectionId ? null : required(),
      minSelect: isBelow(o.minSelect, 0) ? atLeast(0) : null,
      maxSelect: relationMaxError(o),
    }),
};

/** Errors of a field's (normalized) options, keyed by option name; empty when valid. */
export function checkFieldOptions(field: SchemaField): ErrorData {
  return RULES[field.type]?.(field.options) ?? {};
}

function numberMaxError(o: Options): FieldError | null {
  if (o.min !== null && isBelow(o.max, Number(o.min))) return atLeast(Number(o.min));
  return o.noDecimal && isFraction(o.max) ? noDecimal() : null;
}

/** `null` means "any number of related records"; 0 is not a limit anyone means. */
function relationMaxError(o: Options): FieldError | null {
  if (o.maxSelect === 0)
    return fieldError('validation_nil_or_not_empty_required', 'Cannot be blank.');
  const min = Number(o.minSelect ?? 0);
  return isBelow(o.maxSelect, min) ? atLeast(min) : null;
}

function requiredInRange(value: unknown, min: number, max?: number): FieldError | null {
  return value ? minMax(Number(value), min, max) : required();
}

function domainRules(o: Options): ErrorData {
  const only = (o.onlyDomains as string[] | null) ?? [];
  const except = (o.exceptDomains as string[] | null) ?? [];
  const mustBeBlank = fieldError('validation_empty', 'Must be blank.');
  return compact({
    exceptDomains: only.length > 0 && except.length > 0 ? mustBeBlank : eachError(except, domain),
    onlyDomains: only.length > 0 && except.length > 0 ? mustBeBlank : eachError(only, domain),
  });
}

function domain(value: string): FieldError | null {
  return isDomain(value) ? null : fieldError('validation_is_domain', 'Must be a valid domain.');
}

function thumbError(value: string): FieldError | null {
  if (ZERO_THUMBS.has(value))
    return fieldError('validation_not_in_invalid', 'Must not be in list.');
  return THUMB_SIZE.test(value)
    ? null
    : fieldError('validation_match_invalid', 'Must be in a valid format.');
}

function eachError(
  values: string[],
  check: (value: string) => FieldError | null,
): ErrorData | null {
  const errors: ErrorData = {};
  values.forEach((value, index) => {
    const error = check(value);
    if (error) errors[String(index)] = error;
  });
  return Object.keys(errors).length > 0 ? errors : null;
}

function regexError(pattern: string): FieldError | null {
  if (!pattern) return null;
  try {
    new RegExp(pattern);
    return null;
  } catch (error) {
    return fieldError('validation_invalid_regex', (error as Error).message);
  }
}

function dateError(value: unknown): FieldError | null {
  return normalizeDateTime(value) === null
    ? fieldError('validation_invalid_date', 'Must be a valid date.')
    : null;
}

function dateOrder(o: Options): FieldError | null {
  const [min, max] = [normalizeDateTime(o.min), normalizeDateTime(o.max)];
  return min && max && max < min
    ? fieldError('validation_date_min', `Must be no earlier than ${min}.`)
    : null;
}

function minMax(value: number, min: number, max?: number): FieldError | null {
  if (value < min) return atLeast(min);
  if (max !== undefined && value > max) return atMost(max);
  return null;
}

const isBelow = (value: unknown, min: number) => typeof value === 'number' && value < min;
const isFraction = (value: unknown) => typeof value === 'number' && !Number.isInteger(value);
const noDecimal = () =>
  fieldError('validation_no_decimal_constraint', 'Decimal numbers are not allowed.');

function compact(entries: Record<string, FieldError | ErrorData | null>): ErrorData {
  return Object.fromEntries(
    Object.entries(entries).filter(([, value]) => value !== null),
  ) as ErrorData;
}
