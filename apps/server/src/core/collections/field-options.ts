import type { FieldOptions, FieldType } from '@rumbo/domain';
import { fieldError, type ErrorData } from '../../tools/errors.ts';

/** How one option key is read: its default and whether a submitted value has the right kind. */
type OptionSpec = { fallback: unknown; accepts: (value: unknown) => boolean };

const isInteger = (v: unknown) => typeof v === 'number' && Number.isInteger(v);
const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const isText = (v: unknown) => typeof v === 'string';
const isBool = (v: unknown) => typeof v === 'boolean';
const isTextList = (v: unknown) => Array.isArray(v) && v.every(isText);

const int = (fallback: number | null): OptionSpec => ({ fallback, accepts: isInteger });
const num = (fallback: number | null): OptionSpec => ({ fallback, accepts: isNumber });
const text = (fallback: string): OptionSpec => ({ fallback, accepts: isText });
const bool = (fallback: boolean): OptionSpec => ({ fallback, accepts: isBool });
const list = (): OptionSpec => ({ fallback: null, accepts: isTextList });

/** The option keys of every field type and their defaults, exactly as PocketBase serialises them (§9). */
const OPTION_SPECS: Record<FieldType, Record<string, OptionSpec>> = {
  text: { min: int(null), max: int(null), pattern: text('') },
  number: { min: num(null), max: num(null), noDecimal: bool(false) },
  bool: {},
  email: { exceptDomains: list(), onlyDomains: list() },
  url: { exceptDomains: list(), onlyDomains: list() },
  editor: { convertUrls: bool(false) },
  date: { min: text(''), max: text('') },
  select: { maxSelect: int(0), values: list() },
  json: { maxSize: int(0) },
  file: {
    mimeTypes: list(),
    thumbs: list(),
    maxSelect: int(0),
    maxSize: int(0),
    protected: bool(false),
  },
  relation: {
    collectionId: text(''),
    cascadeDelete: bool(false),
    minSelect: int(null),
    maxSelect: int(null),
    displayFields: list(),
  },
};

export const FIELD_TYPES = Object.keys(OPTION_SPECS) as FieldType[];

export function isFieldType(value: unknown): value is FieldType {
  return typeof value === 'string' && Object.hasOwn(OPTION_SPECS, value);
}

/**
 * A field's options with exactly its type's keys: missing keys get their default, unknown keys
 * are dropped (as PocketBase's typed options do). A value of the wrong kind is reported instead
 * of being dropped silently, so the operator learns which option was not understood.
 */
export function normalizeFieldOptions(
  type: FieldType,
  raw: unknown,
): { options: FieldOptions; errors: ErrorData } {
  const source = raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
  const options: FieldOptions = {};
  const errors: ErrorData = {};
  for (const [key, spec] of Object.entries(OPTION_SPECS[type])) {
    const value = (source as Record<string, unknown>)[key];
    if (value === undefined || value === null) options[key] = spec.fallback;
    else if (spec.accepts(value)) options[key] = Array.isArray(value) ? [...value] : value;
    else {
      options[key] = spec.fallback;
      errors[key] = fieldError('validation_invalid_value', 'Invalid value.');
    }
  }
  return { options, errors };
}
