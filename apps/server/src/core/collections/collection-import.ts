import type { CollectionModel, SchemaField } from '@rumbo/domain';
import { ApiError, badRequest, fieldError, validationError } from '../../tools/errors.ts';
import { newId } from '../../tools/ids.ts';
import { checkCollection } from './collection-checks.ts';
import { readCollectionInput } from './collection-input.ts';
import type { CollectionStore } from './collection-store.ts';
import type { QueryDialect } from '../query/query-dialect.ts';

const FAILED = 'Failed to import the submitted collections.';

/**
 * `PUT /api/collections/import` (reference §5.5): upserts every submitted collection by id and,
 * with `deleteMissing`, deletes the collections (and the fields of imported collections) that
 * are not in the list. Everything is validated against the final state first, then applied in
 * one transaction, so a failure leaves the schema and the data exactly as they were.
 */
export async function importCollections(
  store: CollectionStore,
  items: unknown,
  deleteMissing: boolean,
): Promise<void> {
  if (!Array.isArray(items) || items.length === 0)
    throw validationError({ collections: fieldError('validation_required', 'Cannot be blank.') });
  await store.change(() => importOver(store, items, deleteMissing));
}

/** The import checked against, and applied over, the collections as stored now. */
async function importOver(
  store: CollectionStore,
  items: unknown[],
  deleteMissing: boolean,
): Promise<void> {
  const current = store.list();
  const existing = new Map(current.map((collection) => [collection.id, collection]));
  const imported = items.map((item) => readImported(item, existing, deleteMissing));
  const importedIds = new Set(imported.map((model) => model.id));
  const removed = deleteMissing ? current.filter((c) => !importedIds.has(c.id)) : [];
  const system = removed.find((collection) => collection.system);
  if (system)
    throw failure(
      'collections_import_failure',
      `System collection "${system.name}" cannot be deleted.`,
    );
  const kept = current.filter((c) => !importedIds.has(c.id) && !removed.includes(c));
  const finals = [...kept, ...imported];
  // The collections left alone are checked too: their rules may read an imported one.
  const checks = { isInternalName: await store.internalNames(), dialect: store.queryDialect };
  for (const collection of kept) validated(checks, collection, collection, finals);
  const saved = imported.map((model) => validated(checks, model, existing.get(model.id), finals));
  try {
    await store.apply({ save: saved, remove: removed });
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    throw failure(
      'collections_import_failure',
      `Failed to import the collections configuration. Raw error: ${rawMessage(error)}`,
    );
  }
}

/** One submitted collection as a full model; without `deleteMissing` stored fields are kept. */
function readImported(
  item: unknown,
  existing: Map<string, CollectionModel>,
  deleteMissing: boolean,
): CollectionModel {
  const rawId = (item as { id?: unknown } | null)?.id;
  const storedFields = existing.get(String(rawId))?.schema ?? [];
  const { model, errors } = readCollectionInput(item, undefined, storedFields);
  if (!model.id) model.id = newId();
  const stored = existing.get(model.id);
  if (stored && !deleteMissing) model.schema = mergeFields(stored.schema, model.schema);
  if (Object.keys(errors).length > 0) throw invalid(model, errors);
  return model;
}

/** The stored fields with the submitted ones added or replacing them by id (PocketBase's merge). */
function mergeFields(stored: SchemaField[], submitted: SchemaField[]): SchemaField[] {
  const merged = stored.map((field) => submitted.find((s) => s.id === field.id) ?? field);
  return [...merged, ...submitted.filter((s) => !stored.some((field) => field.id === s.id))];
}

function validated(
  { isInternalName, dialect }: { isInternalName: (name: string) => boolean; dialect: QueryDialect },
  model: CollectionModel,
  previous: CollectionModel | undefined,
  finals: CollectionModel[],
) {
  const { model: checked, errors } = checkCollection(
    { model, errors: {} },
    {
      previous,
      others: finals.filter((other) => other.id !== model.id),
      isInternalName,
      dialect,
    },
  );
  if (Object.keys(errors).length > 0) throw invalid(checked, errors);
  const { created: _created, updated: _updated, ...definition } = checked;
  return definition;
}

function invalid(model: CollectionModel, errors: object): ApiError {
  return failure(
    'collections_import_validate_failure',
    `Data validations failed for collection "${model.name}" (${model.id}): ${JSON.stringify(errors)}`,
  );
}

function failure(code: string, message: string): ApiError {
  return badRequest(FAILED, { collections: fieldError(code, message) });
}

function rawMessage(error: Error): string {
  if (error instanceof ApiError && Object.keys(error.data).length > 0)
    return JSON.stringify(error.data);
  return error.message;
}
