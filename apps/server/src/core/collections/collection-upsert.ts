import type { CollectionModel } from '@rumbo/domain';
import { notFound, validationError } from '../../tools/errors.ts';
import { newId } from '../../tools/ids.ts';
import { checkCollection } from './collection-checks.ts';
import { readCollectionInput } from './collection-input.ts';
import type { CollectionStore } from './collection-store.ts';

/**
 * `POST /api/collections` (no `existing`) and `PATCH /api/collections/{c}`: reads the body over
 * the stored collection, validates it against every other collection, then saves it, which
 * alters the table in place (reference §5.5). Validation errors are one 400 with `data` per key.
 */
export async function upsertCollection(
  store: CollectionStore,
  body: unknown,
  stored?: CollectionModel,
): Promise<CollectionModel> {
  return store.change(async () => {
    // The collection as it is now: a change made since the caller found it is kept.
    const existing = stored && store.find(stored.id);
    if (stored && !existing) throw notFound();
    return upsert(store, body, existing);
  });
}

async function upsert(
  store: CollectionStore,
  body: unknown,
  existing: CollectionModel | undefined,
): Promise<CollectionModel> {
  const input = readCollectionInput(body, existing);
  // A new collection's id is known before validation, so a relation may point at itself.
  if (!existing && !input.model.id) input.model.id = newId();
  const { model, errors } = checkCollection(input, {
    previous: existing,
    others: store.list().filter((collection) => collection.id !== existing?.id),
    isInternalName: await store.internalNames(),
    dialect: store.queryDialect,
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const { created: _created, updated: _updated, ...definition } = model;
  return store.save(definition);
}
