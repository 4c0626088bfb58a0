import type { CollectionModel, CollectionType, SchemaField } from '@rumbo/domain';
import { badRequest, fieldError, type ErrorData } from '../../tools/errors.ts';
import { randomString } from '../../tools/ids.ts';
import { isFieldType, normalizeFieldOptions } from './field-options.ts';

const INVALID_BODY = 'Failed to load the submitted data due to invalid formatting.';
const RULE_KEYS = ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule'] as const;
const FIELD_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export type CollectionInput = { model: CollectionModel; errors: ErrorData };

/**
 * Reads a submitted collection (create, update or one item of an import) over `base`: keys that
 * are present replace the base's, absent ones keep it (PATCH semantics; a create starts from
 * empty defaults). Field options are normalized to their type's keys. Values of the wrong JSON
 * kind make the whole body malformed (400); unknown field types and option values of the wrong
 * kind are returned as field errors for the validation step to report.
 */
export function readCollectionInput(
  data: unknown,
  base?: CollectionModel,
  storedFields: SchemaField[] = base?.schema ?? [],
): CollectionInput {
  if (!isObject(data)) throw badRequest(INVALID_BODY);
  const model: CollectionModel = structuredClone(base ?? emptyCollection());
  if (has(data, 'id')) model.id = text(data.id);
  if (has(data, 'name')) model.name = text(data.name);
  if (has(data, 'type')) model.type = (text(data.type) || 'base') as CollectionType;
  if (has(data, 'system')) model.system = bool(data.system);
  if (has(data, 'indexes')) model.indexes = textList(data.indexes);
  if (has(data, 'options')) model.options = object(data.options);
  for (const key of RULE_KEYS) if (has(data, key)) model[key] = rule(data[key]);
  if (!has(data, 'schema')) return { model, errors: {} };
  const { fields, errors } = readSchema(data.schema, storedFields);
  model.schema = fields;
  return { model, errors: Object.keys(errors).length > 0 ? { schema: errors } : {} };
}

export function emptyCollection(): CollectionModel {
  return {
    id: '',
    created: '',
    updated: '',
    name: '',
    type: 'base',
    system: false,
    schema: [],
    indexes: [],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    options: {},
  };
}

function readSchema(
  raw: unknown,
  stored: SchemaField[],
): { fields: SchemaField[]; errors: ErrorData } {
  if (raw === null) return { fields: [], errors: {} };
  if (!Array.isArray(raw)) throw badRequest(INVALID_BODY);
  const errors: ErrorData = {};
  const fields = raw.map((item, index) => {
    const { field, error } = readField(item, stored);
    if (error) errors[String(index)] = error;
    return field;
  });
  return { fields, errors };
}

function readField(
  raw: unknown,
  stored: SchemaField[],
): { field: SchemaField; error: ErrorData | null } {
  if (!isObject(raw)) throw badRequest(INVALID_BODY);
  const type = text(raw.type);
  const name = text(raw.name);
  const field: SchemaField = {
    system: bool(raw.system),
    id: text(raw.id) || fieldIdFor(name, stored),
    name,
    type: type as SchemaField['type'],
    required: bool(raw.required),
    presentable: bool(raw.presentable),
    unique: bool(raw.unique),
    options: {},
  };
  if (!isFieldType(type)) {
    const code = type ? 'validation_in_invalid' : 'validation_required';
    const message = type ? 'Must be a valid value.' : 'Cannot be blank.';
    return { field, error: { type: fieldError(code, message) } };
  }
  const { options, errors } = normalizeFieldOptions(type, raw.options);
  field.options = options;
  return { field, error: Object.keys(errors).length > 0 ? { options: errors } : null };
}

/**
 * A field sent without an id keeps the id of the stored field of the same name, so a hand-written
 * schema does not drop and re-create a column (losing its data) where PocketBase would. A really
 * new field gets a random 8-character id, as PocketBase gives it.
 */
function fieldIdFor(name: string, stored: SchemaField[]): string {
  const lower = name.toLowerCase();
  const same = name ? stored.find((field) => field.name.toLowerCase() === lower) : undefined;
  return same?.id ?? randomString(8, FIELD_ID_ALPHABET);
}

function has(data: Record<string, unknown>, key: string): boolean {
  return data[key] !== undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest(INVALID_BODY);
  return value;
}

function bool(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw badRequest(INVALID_BODY);
  return value;
}

function rule(value: unknown): string | null {
  return value === null ? null : text(value);
}

function textList(value: unknown): string[] {
  if (value === null) return [];
  if (!Array.isArray(value)) throw badRequest(INVALID_BODY);
  return value.map(text);
}

function object(value: unknown): Record<string, unknown> {
  if (value === null) return {};
  if (!isObject(value)) throw badRequest(INVALID_BODY);
  return structuredClone(value);
}
