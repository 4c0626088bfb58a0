import { isMultiValueField, type CollectionModel, type SchemaField } from '@rumbo/domain';
import { fieldError, type ErrorData } from '../../tools/errors.ts';
import { coerceFieldValue, isBlank, zeroValue } from './field-values.ts';
import type { RecordValues } from './record-codec.ts';
import { applyAuthInput, type PasswordChange } from './record-form-auth.ts';

export type FormInput = {
  collection: CollectionModel;
  /** The stored record for an update, null for a create. */
  existing: RecordValues | null;
  input: Record<string, unknown>;
  /** Admin, or a caller with manage access (manageRule) to this auth record. */
  canManage: boolean;
};

export type FormResult = {
  /** Full set of column values after the change (system columns excluded). */
  values: RecordValues;
  /** What `@request.data.*` sees: the submitted keys with modifiers resolved. */
  requestData: Record<string, unknown>;
  errors: ErrorData;
  password?: PasswordChange;
};

/** Applies a submitted body to a record: modifiers, coercion, validation (reference §5.1, §9, §11.2). */
export function applyRecordForm({ collection, existing, input, canManage }: FormInput): FormResult {
  const values: RecordValues = {};
  const requestData: Record<string, unknown> = { ...input };
  const errors: ErrorData = {};
  for (const field of collection.schema) {
    const current = existing ? existing[field.name] : zeroValue(field);
    const submitted = resolveSubmitted(field, current, input);
    if (submitted === undefined) {
      values[field.name] = current;
      continue;
    }
    const result = coerceFieldValue(field, submitted);
    if ('error' in result) errors[field.name] = result.error;
    else {
      values[field.name] = result.value;
      requestData[field.name] = result.value;
    }
  }
  for (const field of collection.schema) {
    if (field.required && !errors[field.name] && isBlank(field, values[field.name]))
      errors[field.name] = fieldError('validation_required', 'Missing required value.');
  }
  const result: FormResult = { values, requestData, errors };
  if (collection.type === 'auth')
    applyAuthInput({ collection, existing, input, canManage, result });
  return result;
}

/** The value submitted for a field after applying `field+` / `field-` modifiers, or undefined. */
function resolveSubmitted(
  field: SchemaField,
  current: unknown,
  input: Record<string, unknown>,
): unknown {
  let value = input[field.name];
  const plus = input[`${field.name}+`];
  const minus = input[`${field.name}-`];
  if (plus === undefined && minus === undefined) return value;
  value = value === undefined ? current : value;
  if (field.type === 'number') {
    const base = Number(value) || 0;
    return base + (Number(plus) || 0) - (Number(minus) || 0);
  }
  if (!isMultiValueField(field) && field.type !== 'file') return plus ?? value;
  const list = toArray(value);
  const added = plus === undefined ? list : [...list, ...toArray(plus)];
  const removed = new Set(toArray(minus).map(String));
  return added.filter((v) => !removed.has(String(v)));
}

function toArray(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}
