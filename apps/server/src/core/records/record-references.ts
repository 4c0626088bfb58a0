import { isMultiValueField, type CollectionModel, type SchemaField } from '@rumbo/domain';
import type { Db } from '../db/db.ts';
import type { CollectionStore } from '../collections/collection-store.ts';
import { badRequest, fieldError, type ErrorData } from '../../tools/errors.ts';
import { quoteIdentifier as q } from '../collections/collection-ddl.ts';
import { nowDateTime } from '../../tools/dates.ts';
import { decodeRow, type RecordValues } from './record-codec.ts';

type Reference = { collection: CollectionModel; field: SchemaField };

/** Relation fields of any collection that point at `target`. */
function referencesTo(collections: CollectionStore, target: CollectionModel): Reference[] {
  return collections
    .list()
    .flatMap((collection) =>
      collection.schema
        .filter((field) => field.type === 'relation' && field.options.collectionId === target.id)
        .map((field) => ({ collection, field })),
    );
}

async function referencingIds(
  db: Db,
  { collection, field }: Reference,
  id: string,
): Promise<string[]> {
  const column = q(field.name);
  const where = isMultiValueField(field) ? db.dialect.jsonArrayContains(column) : `${column} = ?`;
  const rows = await db.all<{ id: string }>(
    `SELECT "id" FROM ${q(collection.name)} WHERE ${where}`,
    [id],
  );
  return rows.map((r) => r.id);
}

/** What a delete did beyond its own record, so the caller can announce it and clean up files. */
export type ReferenceEffects = {
  deleted: { collection: CollectionModel; record: RecordValues }[];
  updated: { collection: CollectionModel; id: string }[];
};

/**
 * Applies what deleting a record means to the records that point at it (reference §5.1):
 * cascade-delete fields remove them, required fields block the delete, optional ones are unset.
 * `beforeCascade` sees each cascaded record while it still exists (realtime prepares its delete
 * events then). Must run inside a transaction.
 */
export async function deleteWithReferences(input: {
  db: Db;
  collections: CollectionStore;
  target: CollectionModel;
  id: string;
  beforeCascade?: (collection: CollectionModel, record: RecordValues) => Promise<void>;
}): Promise<ReferenceEffects> {
  const effects: ReferenceEffects = { deleted: [], updated: [] };
  await deleteRecord({ ...input, effects });
  return effects;
}

async function deleteRecord(
  input: Parameters<typeof deleteWithReferences>[0] & { effects: ReferenceEffects },
): Promise<void> {
  const { db, collections, target, id, effects } = input;
  for (const reference of referencesTo(collections, target)) {
    if (reference.collection.id === target.id && reference.field.options.cascadeDelete) continue;
    const ids = (await referencingIds(db, reference, id)).filter((other) => other !== id);
    if (ids.length === 0) continue;
    if (reference.field.options.cascadeDelete) {
      for (const other of ids) await cascade({ ...input, target: reference.collection, id: other });
    } else if (reference.field.required) {
      throw badRequest(
        'Failed to delete record. Make sure that the record is not part of a required relation reference.',
      );
    } else {
      await unsetReference(db, reference, ids, id);
      effects.updated.push(
        ...ids.map((other) => ({ collection: reference.collection, id: other })),
      );
    }
  }
  await db.run(`DELETE FROM ${q(target.name)} WHERE "id" = ?`, [id]);
}

async function cascade(input: Parameters<typeof deleteRecord>[0]): Promise<void> {
  const row = await input.db.get(`SELECT * FROM ${q(input.target.name)} WHERE "id" = ?`, [
    input.id,
  ]);
  if (!row) return;
  const record = decodeRow(input.target, row);
  await input.beforeCascade?.(input.target, record);
  await deleteRecord(input);
  input.effects.deleted.push({ collection: input.target, record });
}

async function unsetReference(
  db: Db,
  { collection, field }: Reference,
  ids: string[],
  removed: string,
): Promise<void> {
  const table = q(collection.name);
  const column = q(field.name);
  for (const other of ids) {
    if (!isMultiValueField(field)) {
      await db.run(`UPDATE ${table} SET ${column} = '', "updated" = ? WHERE "id" = ?`, [
        nowDateTime(),
        other,
      ]);
      continue;
    }
    const row = await db.get<{ v: string }>(
      `SELECT ${column} AS "v" FROM ${table} WHERE "id" = ?`,
      [other],
    );
    const next = (JSON.parse(row?.v ?? '[]') as string[]).filter((v) => v !== removed);
    await db.run(`UPDATE ${table} SET ${column} = ?, "updated" = ? WHERE "id" = ?`, [
      JSON.stringify(next),
      nowDateTime(),
      other,
    ]);
  }
}

/** Field errors for relation values that point at records that do not exist. */
export async function missingRelations(
  db: Db,
  collections: CollectionStore,
  collection: CollectionModel,
  values: RecordValues,
  changed: Set<string>,
): Promise<ErrorData> {
  const errors: ErrorData = {};
  for (const field of collection.schema) {
    if (field.type !== 'relation' || !changed.has(field.name)) continue;
    const target = collections.find(String(field.options.collectionId));
    const ids = toIds(values[field.name]);
    if (!target) {
      errors[field.name] = fieldError(
        'validation_missing_rel_collection',
        'Missing or invalid relation collection.',
      );
      continue;
    }
    let missing = 0;
    for (const id of ids)
      if (!(await db.get(`SELECT 1 FROM ${q(target.name)} WHERE "id" = ?`, [id]))) missing++;
    if (missing > 0)
      errors[field.name] = fieldError(
        'validation_missing_rel_records',
        'Failed to find all relation records with the provided ids.',
      );
  }
  return errors;
}

function toIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' && value !== '' ? [value] : [];
}
