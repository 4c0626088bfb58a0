import type { CollectionModel } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import { encodeValues, updateSql, type RecordValues } from '../../core/records/record-codec.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import type { ChangeEvent } from '../../core/records/record-hooks.ts';
import { nextVersion } from '../../core/records/record-version.ts';
import { notFound } from '../../tools/errors.ts';

/**
 * Records the billing routes write themselves (decision 079): the state, stamp and amounts that
 * no person writes through the record API. Each write is a read–modify–write inside the
 * caller's transaction (writes are serial on both engines), announced like any update: the
 * record's history is written with who asked (`ctx`), and realtime and other instances hear of
 * it once the transaction commits (`announce`).
 */
const SERVER_WRITES = new WeakSet<RecordValues>();

/** Whether an update being written is one of the billing routes' own (its hooks skip it). */
export function isServerWrite(record: RecordValues): boolean {
  return SERVER_WRITES.has(record);
}

export type Changes = ChangeEvent[];

/**
 * Reads the record in the transaction, asks `change` what to write given what is stored (null:
 * nothing, or a refusal thrown), writes the columns that change and keeps the change to announce.
 */
export async function writeServerFields(
  core: Core,
  collection: CollectionModel,
  id: string,
  ctx: RequestContext | undefined,
  changes: Changes,
  change: (current: RecordValues) => Record<string, unknown> | null,
): Promise<RecordValues> {
  const current = await core.reader.findById(collection, id);
  if (!current) throw notFound();
  const values = change(current);
  if (!values) return current;
  const record: RecordValues = { ...current, ...values, updated: nextVersion(current.updated) };
  const columns = Object.keys(values).concat('updated');
  await core.db.run(updateSql(collection, columns), [
    ...encodeValues(collection, record, columns),
    id,
  ]);
  SERVER_WRITES.add(record);
  const followUps = await core.hooks.updateWritten({
    collection,
    before: current,
    after: record,
    ctx,
  });
  changes.push({ action: 'update', collection, record }, ...followUps);
  return record;
}

/** Runs `write` in one transaction, then announces what it changed once committed. */
export async function inTransaction<T>(
  core: Core,
  write: (changes: Changes) => Promise<T>,
): Promise<T> {
  const changes: Changes = [];
  const result = await core.db.transaction(async () => {
    const value = await write(changes);
    await core.hooks.committing(changes);
    return value;
  });
  for (const change of changes) await core.hooks.afterChange(change);
  return result;
}

/** The collection by name, which the billing module needs to exist. */
export function collectionNamed(core: Core, name: string): CollectionModel {
  const collection = core.collections.find(name);
  if (!collection) throw notFound();
  return collection;
}
