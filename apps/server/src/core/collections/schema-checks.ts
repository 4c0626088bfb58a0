import { AUTH_SYSTEM_FIELDS, type CollectionModel, type SchemaField } from '@rumbo/domain';
import { fieldError, type ErrorData, type FieldError } from '../../tools/errors.ts';
import { checkFieldOptions } from './field-option-rules.ts';

const FIELD_NAME = /^\w+$/;
// Names that would clash with record keys or filter keywords (reference §9).
const EXCLUDED_NAMES = new Set([
  'id',
  'created',
  'updated',
  'collectionId',
  'collectionName',
  'expand',
  'null',
  'true',
  'false',
  '_rowid_',
]);
const AUTH_RESERVED = new Set<string>([
  ...AUTH_SYSTEM_FIELDS,
  'password',
  'passwordConfirm',
  'oldPassword',
]);

export type SchemaContext = {
  candidate: CollectionModel;
  previous: CollectionModel | undefined;
  lookup: (idOrName: string) => CollectionModel | undefined;
};

/**
 * The `schema` errors of a collection about to be saved: per field (keyed by index) or one error
 * for the whole list (an empty base schema, a changed system field). Null when valid.
 */
export function checkSchema(ctx: SchemaContext): ErrorData | FieldError | null {
  const { candidate, previous } = ctx;
  if (candidate.type === 'base' && candidate.schema.length === 0)
    return fieldError('validation_required', 'Cannot be blank.');
  if (previous && changesSystemField(previous.schema, candidate.schema))
    return fieldError(
      'validation_system_field_change',
      'System fields cannot be deleted or changed.',
    );
  const errors: ErrorData = {};
  const seenIds = new Set<string>();
  const seenNames = new Set<string>();
  candidate.schema.forEach((field, index) => {
    const fieldErrors = {
      ...checkField(field, ctx),
      ...duplicateErrors(field, seenIds, seenNames),
    };
    if (Object.keys(fieldErrors).length > 0) errors[String(index)] = fieldErrors;
  });
  return Object.keys(errors).length > 0 ? errors : null;
}

function checkField(field: SchemaField, ctx: SchemaContext): ErrorData {
  const errors: ErrorData = {};
  if (!field.id) errors.id = fieldError('validation_required', 'Cannot be blank.');
  else if (field.id.length < 5 || field.id.length > 255)
    errors.id = fieldError(
      'validation_length_out_of_range',
      'The length must be between 5 and 255.',
    );
  const nameError = checkFieldName(field.name, ctx.candidate.type === 'auth');
  if (nameError) errors.name = nameError;
  const previous = ctx.previous?.schema.find((old) => old.id === field.id);
  if (previous && previous.type !== field.type)
    errors.type = fieldError('validation_field_type_change', 'Field type cannot be changed.');
  if (field.type === 'file' && field.unique)
    errors.unique = fieldError('validation_empty', 'Must be blank.');
  const options = {
    ...checkFieldOptions(field),
    ...(field.type === 'relation' ? checkRelation(field, previous, ctx) : {}),
  };
  if (Object.keys(options).length > 0) errors.options = options;
  return errors;
}

function checkFieldName(name: string, isAuth: boolean): FieldError | null {
  if (!name) return fieldError('validation_required', 'Cannot be blank.');
  if (name.length > 255)
    return fieldError('validation_length_out_of_range', 'The length must be between 1 and 255.');
  if (!FIELD_NAME.test(name))
    return fieldError('validation_match_invalid', 'Must be in a valid format.');
  if (EXCLUDED_NAMES.has(name))
    return fieldError('validation_not_in_invalid', 'Must not be in list.');
  if (name.toLowerCase().includes('_via_'))
    return fieldError('validation_invalid_name', "The name of the field cannot contain '_via_'.");
  if (isAuth && AUTH_RESERVED.has(name))
    return fieldError(
      'validation_reserved_auth_field_name',
      'The field name is reserved and cannot be used.',
    );
  return null;
}

/** Ids and names (case-insensitively: they are SQL columns) must be unique within the schema. */
function duplicateErrors(field: SchemaField, ids: Set<string>, names: Set<string>): ErrorData {
  const errors: ErrorData = {};
  if (field.id && ids.has(field.id))
    errors.id = fieldError(
      'validation_duplicated_field_id',
      'Duplicated or invalid schema field id.',
    );
  if (field.name && names.has(field.name.toLowerCase()))
    errors.name = fieldError(
      'validation_duplicated_field_name',
      'Duplicated or invalid schema field name.',
    );
  ids.add(field.id);
  names.add(field.name.toLowerCase());
  return errors;
}

function checkRelation(
  field: SchemaField,
  previous: SchemaField | undefined,
  ctx: SchemaContext,
): ErrorData {
  const collectionId = String(field.options.collectionId ?? '');
  if (!collectionId) return {};
  if (previous && previous.options.collectionId !== collectionId)
    return {
      collectionId: fieldError(
        'validation_field_relation_change',
        'The relation collection cannot be changed.',
      ),
    };
  const target = collectionId === ctx.candidate.id ? ctx.candidate : ctx.lookup(collectionId);
  if (!target || target.id !== collectionId)
    return {
      collectionId: fieldError(
        'validation_field_invalid_relation',
        "The relation collection doesn't exist.",
      ),
    };
  return {};
}

function changesSystemField(previous: SchemaField[], next: SchemaField[]): boolean {
  return previous
    .filter((field) => field.system)
    .some((old) => {
      const current = next.find((field) => field.id === old.id);
      return !current || JSON.stringify(current) !== JSON.stringify(old);
    });
}
