import type { CollectionModel } from '@rumbo/domain';
import { fieldError, type ErrorData, type FieldError } from '../../tools/errors.ts';
import { isValidClientId } from '../../tools/ids.ts';
import { validateRuleSyntax } from '../query/validate-rule-syntax.ts';
import type { QueryDialect } from '../query/query-dialect.ts';
import { QueryError } from '../query/query-error.ts';
import { checkAuthOptions, normalizeAuthOptions } from './auth-options.ts';
import type { CollectionInput } from './collection-input.ts';
import { parseIndexStatement } from './index-statement.ts';
import { checkSchema } from './schema-checks.ts';

const COLLECTION_NAME = /^[a-zA-Z0-9][a-zA-Z0-9_]*$/;
const RULE_KEYS = ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule'] as const;

/** What a collection is checked against: its stored version and the collections around it. */
export type CollectionContext = {
  /** The stored collection being changed; undefined for a new one. */
  previous: CollectionModel | undefined;
  /** Every other collection as it will be once the change is saved. */
  others: CollectionModel[];
  /** Whether the database already has a table, view or index of that name that is no collection's. */
  isInternalName: (name: string) => boolean;
  /** The engine's query SQL, which rules are compiled with to check them. */
  dialect: QueryDialect;
};

/**
 * Validates a submitted collection like PocketBase's collection form (reference §9): name, type,
 * id, schema, rules (parsed against the new schema → `validation_invalid_rule`), indexes and
 * the auth options. Returns the model ready to save (options normalized) and the errors, keyed
 * like PocketBase's (`schema.0.name`, `options.minPasswordLength`, …).
 */
export function checkCollection(
  input: CollectionInput,
  ctx: CollectionContext,
): { model: CollectionModel; errors: ErrorData } {
  const auth = normalizeAuthOptions(input.model.type === 'auth' ? input.model.options : {});
  // Only auth collections have options (PocketBase keeps `{}` for base collections).
  const model = { ...input.model, options: input.model.type === 'auth' ? { ...auth.options } : {} };
  const lookup = (idOrName: string) => findIn([model, ...ctx.others], idOrName);
  const ruleError = (rule: string | null) => checkRule(model, lookup, rule, ctx.dialect);
  const checks: Record<string, FieldError | ErrorData | null> = {
    id: idError(model, ctx),
    type: typeError(model, ctx.previous),
    system: systemFlagError(model, ctx.previous),
    name: nameError(model, ctx),
    schema: checkSchema({ candidate: model, previous: ctx.previous, lookup }),
    ...Object.fromEntries(RULE_KEYS.map((key) => [key, ruleError(model[key])])),
    indexes: indexErrors(model.indexes),
    options:
      model.type === 'auth'
        ? nonEmpty({ ...auth.errors, ...checkAuthOptions(auth.options, ruleError) })
        : null,
  };
  const errors: ErrorData = { ...input.errors };
  for (const [key, error] of Object.entries(checks)) if (error && !errors[key]) errors[key] = error;
  return { model, errors };
}

function systemFlagError(model: CollectionModel, previous: CollectionModel | undefined) {
  if (!previous || previous.system === model.system) return null;
  return fieldError(
    'validation_collection_system_flag_change',
    'System collection state cannot be changed.',
  );
}

function nonEmpty(errors: ErrorData): ErrorData | null {
  return Object.keys(errors).length > 0 ? errors : null;
}

function findIn(collections: CollectionModel[], idOrName: string): CollectionModel | undefined {
  const name = idOrName.toLowerCase();
  return (
    collections.find((c) => c.id === idOrName) ??
    collections.find((c) => c.name.toLowerCase() === name)
  );
}

function idError(model: CollectionModel, ctx: CollectionContext): FieldError | null {
  if (ctx.previous)
    return model.id === ctx.previous.id
      ? null
      : fieldError('validation_in_invalid', 'Must be a valid value.');
  if (model.id.length !== 15)
    return fieldError('validation_length_invalid', 'The length must be exactly 15.');
  if (!isValidClientId(model.id))
    return fieldError('validation_match_invalid', 'Must be in a valid format.');
  if (ctx.others.some((other) => other.id === model.id))
    return fieldError('validation_invalid_id', 'The model id is invalid or already exists.');
  return null;
}

function typeError(
  model: CollectionModel,
  previous: CollectionModel | undefined,
): FieldError | null {
  if (previous && previous.type !== model.type)
    return fieldError('validation_collection_type_change', 'Collection type cannot be changed.');
  // View collections (a table defined by a SELECT) are not implemented by this server.
  if (model.type === 'view')
    return fieldError(
      'validation_in_invalid',
      'View collections are not supported by this server.',
    );
  if (model.type !== 'base' && model.type !== 'auth')
    return fieldError('validation_in_invalid', 'Must be a valid value.');
  return null;
}

function nameError(model: CollectionModel, ctx: CollectionContext): FieldError | null {
  return nameFormatError(model.name) ?? nameCollisionError(model, ctx);
}

/** Names become SQL table names: a letter or digit first, then word characters. */
function nameFormatError(name: string): FieldError | null {
  if (!name) return fieldError('validation_required', 'Cannot be blank.');
  if (name.length > 255)
    return fieldError('validation_length_out_of_range', 'The length must be between 1 and 255.');
  if (!COLLECTION_NAME.test(name))
    return fieldError('validation_match_invalid', 'Must be in a valid format.');
  if (name.toLowerCase().includes('_via_'))
    return fieldError(
      'validation_invalid_name',
      "The name of the collection cannot contain '_via_'.",
    );
  return null;
}

function nameCollisionError(model: CollectionModel, ctx: CollectionContext): FieldError | null {
  const lower = model.name.toLowerCase();
  if (ctx.previous?.system && ctx.previous.name !== model.name)
    return fieldError(
      'validation_collection_system_name_change',
      'System collections cannot be renamed.',
    );
  if (ctx.others.some((other) => other.name.toLowerCase() === lower))
    return fieldError(
      'validation_collection_name_exists',
      'Collection name must be unique (case insensitive).',
    );
  if (ctx.others.some((other) => other.id === model.name))
    return fieldError(
      'validation_collection_name_id_duplicate',
      'The name must not match an existing collection id.',
    );
  // The table would collide with SQLite's own objects or with the server's tables and indexes.
  const isOwnTable = ctx.previous?.name.toLowerCase() === lower;
  if (lower.startsWith('sqlite_') || (!isOwnTable && ctx.isInternalName(model.name)))
    return fieldError(
      'validation_collection_name_reserved',
      'The name is reserved for internal use.',
    );
  return null;
}

function checkRule(
  model: CollectionModel,
  lookup: (idOrName: string) => CollectionModel | undefined,
  rule: string | null,
  dialect: QueryDialect,
): FieldError | null {
  try {
    validateRuleSyntax(model, lookup, rule, dialect);
    return null;
  } catch (error) {
    if (!(error instanceof QueryError)) throw error;
    return fieldError(
      'validation_invalid_rule',
      `Invalid filter rule. Raw error: ${error.message}`,
    );
  }
}

function indexErrors(indexes: string[]): ErrorData | null {
  const errors: ErrorData = {};
  indexes.forEach((statement, index) => {
    if (!parseIndexStatement(statement))
      errors[String(index)] = fieldError(
        'validation_invalid_index_expression',
        'Invalid CREATE INDEX expression.',
      );
  });
  return Object.keys(errors).length > 0 ? errors : null;
}
