import type { CollectionModel } from '@rumbo/domain';
import { fieldError, notFound, validationError } from '../../tools/errors.ts';
import { encodeValues, updateSql, type RecordValues } from './record-codec.ts';
import { applyRecordForm, type FormResult } from './record-form.ts';
import { canManageRecord } from './record-access.ts';
import { uniqueViolation } from './unique-violation.ts';
import { assertVersion, nextVersion } from './record-version.ts';
import type { RequestContext } from './identity.ts';
import {
  authColumns,
  collectErrors,
  invalidOldPassword,
  ruleAllows,
  type WriteDeps,
} from './record-checks.ts';
import type { FileChanges } from '../files/file-storage.ts';
import {
  planFileChanges,
  prepareUploads,
  type FilePlan,
  type FileUpload,
  type PreparedUpload,
} from '../files/file-changes.ts';

const UPDATE_FAILED = 'Failed to update record.';

export type UpdateRequest = {
  collection: CollectionModel;
  id: string;
  ctx: RequestContext;
  /** The update rule for the caller (null: unrestricted), see `ruleFor`. */
  rule: string | null;
  body: Record<string, unknown>;
  uploads: readonly FileUpload[];
  /** The version the client's save is based on (`If-Match`), null to write unconditionally. */
  expectedVersion?: string | null;
};

/**
 * An update as an atomic read–modify–write (docs/decisions/028). The request is first checked
 * against the row as read now, so a refusal costs nothing; then what only the request brings is
 * prepared outside any transaction (stored files, a password hash). Inside the transaction the
 * row is read again, the same request is applied to it (modifiers to the current values, rule
 * and validation checked again) and only the columns whose values change are written. A
 * concurrent write that landed while the files were stored or the password hashed is kept.
 */
export async function updateRecord(deps: WriteDeps, request: UpdateRequest): Promise<RecordValues> {
  const { collection, id, body } = request;
  refuseIdChange(body, id);
  const before = await deps.reader.findById(collection, id);
  if (!before) throw notFound();
  const prepared = prepareUploads(request.uploads);
  const first = await planUpdate(deps, request, before, prepared);
  // After the rule check: a caller who may not write the record learns nothing of its version.
  const expected = request.expectedVersion ?? null;
  assertVersion(before, expected);
  const auth = await authColumns(deps.passwords, collection, first.form, before);
  const changes: FileChanges = { uploads: first.files.uploads, deletions: [] };
  const target = { collectionId: collection.id, recordId: id };
  const { saved, followUps } = await deps.storage.commit(target, changes, () =>
    deps.db.transaction(async () => {
      const current = await deps.reader.findById(collection, id);
      if (!current) throw notFound();
      // The old password was checked against the hash read before; a password changed since
      // makes that check void.
      if (first.form.password?.requireOld && current.passwordHash !== before.passwordHash)
        throw invalidOldPassword();
      const { files, form } = await planUpdate(deps, request, current, prepared);
      assertVersion(current, expected);
      // Read by the storage once this returns: the files this write replaces, as of now.
      changes.deletions = files.deletions;
      const record: RecordValues = { ...current, ...form.values, ...auth };
      record.updated = nextVersion(current.updated);
      deps.hooks.beforeStore(collection, record);
      await writeChanges(deps, collection, current, record);
      // What the product writes along with it (docs/decisions/036), committed or not together.
      const followUps = await deps.hooks.updateWritten({
        collection,
        before: current,
        after: record,
        ctx: request.ctx,
      });
      await deps.hooks.committing([{ action: 'update', collection, record }, ...followUps]);
      return { saved: record, followUps };
    }),
  );
  await deps.hooks.afterChange({ action: 'update', collection, record: saved });
  for (const change of followUps) await deps.hooks.afterChange(change);
  return saved;
}

/** The request applied to one reading of the row: hooks, files, form, rule and validation. */
async function planUpdate(
  deps: WriteDeps,
  request: UpdateRequest,
  current: RecordValues,
  uploads: readonly PreparedUpload[],
): Promise<{ files: FilePlan; form: FormResult }> {
  const { collection, id, ctx, rule } = request;
  const body = { ...request.body };
  const input = await deps.hooks.beforeUpdate({ collection, ctx, input: body, current });
  const canManage =
    collection.type === 'auth' &&
    (await canManageRecord({ db: deps.db, collections: deps.collections, collection, id, ctx }));
  const files = planFileChanges({ collection, existing: current, input, uploads });
  const form = applyRecordForm({ collection, existing: current, input: files.input, canManage });
  form.errors = { ...files.errors, ...form.errors };
  if (rule && !(await ruleAllows(deps, collection, id, rule, ctx, form.requestData)))
    throw notFound();
  await collectErrors(deps, collection, form, current, UPDATE_FAILED);
  return { files, form };
}

/** Writes only the columns whose value differs from the row as just read (and `updated`). */
async function writeChanges(
  deps: WriteDeps,
  collection: CollectionModel,
  current: RecordValues,
  next: RecordValues,
): Promise<void> {
  const columns = Object.keys(next).filter(
    (column) =>
      column !== 'id' && column !== 'created' && !sameValue(current[column], next[column]),
  );
  if (columns.length === 0) return;
  try {
    await deps.db.run(updateSql(collection, columns), [
      ...encodeValues(collection, next, columns),
      current.id,
    ]);
  } catch (error) {
    throw uniqueViolation(deps.db.dialect.uniqueViolation(error), UPDATE_FAILED) ?? error;
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** An update may repeat the record's id but not change it (PocketBase: `validation_in_invalid`). */
function refuseIdChange(body: Record<string, unknown>, id: string): void {
  const submitted = body.id;
  if (submitted === undefined || submitted === null || submitted === '') return;
  if (String(submitted) !== id)
    throw validationError(
      { id: fieldError('validation_in_invalid', 'Must be a valid value.') },
      UPDATE_FAILED,
    );
}
