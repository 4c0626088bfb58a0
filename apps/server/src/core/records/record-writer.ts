import type { CollectionModel } from '@rumbo/domain';
import {
  ApiError,
  badRequest,
  fieldError,
  notFound,
  validationError,
  type ErrorData,
  type FieldError,
} from '../../tools/errors.ts';
import { isValidClientId, newId } from '../../tools/ids.ts';
import { nowDateTime } from '../../tools/dates.ts';
import { encodeValues, insertSql, type RecordValues } from './record-codec.ts';
import { applyRecordForm } from './record-form.ts';
import { canManageRecord, ruleFor } from './record-access.ts';
import { deleteWithReferences, type ReferenceEffects } from './record-references.ts';
import { uniqueViolation } from './unique-violation.ts';
import type { RequestContext } from './identity.ts';
import type { FileChanges } from '../files/file-storage.ts';
import { planFileChanges, prepareUploads, type FileUpload } from '../files/file-changes.ts';
import { authColumns, collectErrors, ruleAllows, type WriteDeps } from './record-checks.ts';
import { updateRecord } from './record-update.ts';
import { refuseTakenAuthId } from './auth-id-check.ts';
import type { ChangeEvent } from './record-hooks.ts';

const CREATE_FAILED = 'Failed to create record.';

/** Creates, updates and deletes records through the collection's rules (reference §5.1, §8). */
export class RecordWriter {
  private readonly deps: WriteDeps;
  private readonly serverKept = new Set<string>();
  private readonly filesKept = new Set<string>();

  constructor(deps: WriteDeps) {
    this.deps = deps;
  }

  /**
   * Refuses every create, update and delete of the collection through the API, operators
   * included: its records are kept by the server itself (written with SQL by product code).
   * Deletes that cascade from a related record still remove them.
   */
  keepByServer(collectionName: string): void {
    this.serverKept.add(collectionName);
  }

  /**
   * Leaves the stored files of a deleted record of the collection in place (a recycle bin keeps
   * them for a restore) until `removeKeptFiles` is called. Records a cascade removes lose theirs.
   */
  keepFilesOnDelete(collectionName: string): void {
    this.filesKept.add(collectionName);
  }

  /** Removes the files a deleted record left in place (`keepFilesOnDelete`). */
  removeKeptFiles(collectionId: string, recordId: string): Promise<void> {
    return this.deps.storage.removeRecord({ collectionId, recordId });
  }

  private get db() {
    return this.deps.db;
  }

  async create(
    collection: CollectionModel,
    ctx: RequestContext,
    body: Record<string, unknown>,
    uploads: readonly FileUpload[] = [],
  ): Promise<RecordValues> {
    this.assertWritable(collection);
    const rule = ruleFor(collection, 'createRule', ctx);
    const input = await this.deps.hooks.beforeCreate({ collection, ctx, input: { ...body } });
    const isAdmin = ctx.identity.kind === 'admin';
    const files = planFileChanges({
      collection,
      existing: null,
      input,
      uploads: prepareUploads(uploads),
    });
    const form = applyRecordForm({
      collection,
      existing: null,
      input: files.input,
      canManage: true,
    });
    form.errors = { ...files.errors, ...form.errors };
    const id = this.resolveNewId(input.id, form.errors);
    const failMessage = isAdmin ? undefined : CREATE_FAILED;
    await collectErrors(this.deps, collection, form, null, failMessage);
    const auth = await authColumns(this.deps.passwords, collection, form, null);
    const now = nowDateTime();
    const record = this.deps.hooks.beforeStore(collection, {
      ...form.values,
      ...auth,
      id,
      created: now,
      updated: now,
    } as RecordValues);
    let followUps: ChangeEvent[] = [];
    await this.transactionWithFiles(collection, id, files, async () => {
      await refuseTakenAuthId(this.deps, collection, id, failMessage);
      await this.insert(collection, record, failMessage);
      if (rule && !(await ruleAllows(this.deps, collection, id, rule, ctx, form.requestData)))
        throw badRequest(CREATE_FAILED);
      const collections = this.deps.collections;
      if (
        !isAdmin &&
        form.values.verified &&
        !(await canManageRecord({ db: this.db, collections, collection, id, ctx }))
      )
        throw validationError(
          {
            verified: fieldError(
              'validation_values_mismatch',
              'Only managers can verify an account.',
            ),
          },
          CREATE_FAILED,
        );
      // What the product writes along with it, committed or not together.
      followUps = await this.deps.hooks.createWritten({ collection, record, ctx });
      await this.deps.hooks.committing([{ action: 'create', collection, record }, ...followUps]);
    });
    await this.deps.hooks.afterChange({ action: 'create', collection, record });
    for (const change of followUps) await this.deps.hooks.afterChange(change);
    return record;
  }

  /**
   * An atomic read–modify–write of the record (see `updateRecord`); with `expectedVersion`, only
   * while the record is still at that version (docs/decisions/033).
   */
  update(
    collection: CollectionModel,
    id: string,
    ctx: RequestContext,
    body: Record<string, unknown>,
    uploads: readonly FileUpload[] = [],
    expectedVersion: string | null = null,
  ): Promise<RecordValues> {
    this.assertWritable(collection);
    const rule = ruleFor(collection, 'updateRule', ctx);
    return updateRecord(this.deps, { collection, id, ctx, rule, body, uploads, expectedVersion });
  }

  /** Deletes the record (and cascades), then its stored files; resolves once both are done. */
  async delete(collection: CollectionModel, id: string, ctx: RequestContext): Promise<void> {
    this.assertWritable(collection);
    const rule = ruleFor(collection, 'deleteRule', ctx);
    // Read, checked, announced beforehand and deleted in one transaction: a delete racing a
    // change of the same record sees it before or after, never half of it.
    const { effects, announced } = await this.db.transaction(async (tx) => {
      const found = await this.deps.reader.findById(collection, id);
      if (!found || (rule && !(await ruleAllows(this.deps, collection, id, rule, ctx, {}))))
        throw notFound();
      await this.deps.hooks.beforeDelete({ collection, record: found });
      const done = await deleteWithReferences({
        db: tx,
        collections: this.deps.collections,
        target: collection,
        id,
        beforeCascade: (target, record) =>
          this.deps.hooks.beforeDelete({ collection: target, record }),
      });
      const written = [
        { collection, record: found, ctx },
        ...done.deleted.map((event) => ({ ...event, ctx, cascaded: true })),
      ];
      const changes: ChangeEvent[] = [];
      for (const event of written) changes.push(...(await this.deps.hooks.deleteWritten(event)));
      // Every change this delete commits, in the order they are announced below.
      const announced: ChangeEvent[] = [
        { action: 'delete', collection, record: found },
        ...(await this.effectChanges(done)),
        ...changes,
      ];
      await this.deps.hooks.committing(announced);
      return { effects: done, announced };
    });
    for (const change of announced) await this.deps.hooks.afterChange(change);
    if (!this.filesKept.has(collection.name))
      await this.deps.storage.removeRecord({ collectionId: collection.id, recordId: id });
    for (const { collection: target, record } of effects.deleted)
      await this.deps.storage.removeRecord({
        collectionId: target.id,
        recordId: String(record.id),
      });
  }

  private assertWritable(collection: CollectionModel): void {
    if (collection.type === 'view') throw new ApiError(400, 'Unsupported collection type.');
    if (this.serverKept.has(collection.name))
      throw new ApiError(403, 'The records of this collection are kept by the server.');
  }

  /**
   * The changes of the records a delete's references removed or changed, read inside its
   * transaction: as they commit.
   */
  private async effectChanges({ deleted, updated }: ReferenceEffects): Promise<ChangeEvent[]> {
    const changes: ChangeEvent[] = deleted.map(({ collection, record }) => ({
      action: 'delete',
      collection,
      record,
    }));
    for (const { collection, id } of updated) {
      const record = await this.deps.reader.findById(collection, id);
      if (record) changes.push({ action: 'update', collection, record });
    }
    return changes;
  }

  /** `save` in a transaction, with the uploads stored before and replaced files deleted after. */
  private transactionWithFiles(
    collection: CollectionModel,
    id: string,
    files: FileChanges,
    save: () => Promise<void>,
  ): Promise<void> {
    const target = { collectionId: collection.id, recordId: id };
    return this.deps.storage.commit(target, files, () => this.db.transaction(save));
  }

  private resolveNewId(submitted: unknown, errors: ErrorData): string {
    if (submitted === undefined || submitted === null || submitted === '') return newId();
    const id = String(submitted);
    const problem = clientIdError(id);
    if (problem) errors.id = problem;
    return id;
  }

  private async insert(collection: CollectionModel, record: RecordValues, message?: string) {
    const columns = Object.keys(record);
    try {
      await this.db.run(insertSql(collection, columns), encodeValues(collection, record, columns));
    } catch (error) {
      const columnsTaken = this.db.dialect.uniqueViolation(error);
      const violation = uniqueViolation(columnsTaken, message ?? CREATE_FAILED);
      if (violation && columnsTaken?.includes('id'))
        throw validationError(
          { id: fieldError('validation_invalid_id', 'The model id is invalid or already exists.') },
          message,
        );
      throw violation ?? error;
    }
  }
}

/**
 * PocketBase checks a submitted id for its length first, then its characters, each with its own
 * code (reference §1.6); only a taken id is `validation_invalid_id`, reported by the insert.
 */
function clientIdError(id: string): FieldError | null {
  if (id.length !== 15)
    return fieldError('validation_length_invalid', 'The length must be exactly 15.');
  if (!isValidClientId(id))
    return fieldError('validation_match_invalid', 'Must be in a valid format.');
  return null;
}
