import type { CollectionModel } from '@rumbo/domain';
import type { Db } from '../db/db.ts';
import type { CollectionStore } from '../collections/collection-store.ts';
import {
  ApiError,
  badRequest,
  fieldError,
  notFound,
  validationError,
  type ErrorData,
  type FieldError,
} from '../../errors.ts';
import { isValidClientId, newId, randomString } from '../../tools/ids.ts';
import { nowDateTime } from '../../tools/dates.ts';
import type { Passwords } from '../../tools/passwords.ts';
import { encodeValues, insertSql, updateSql, type RecordValues } from './record-codec.ts';
import { applyRecordForm, type FormResult } from './record-form.ts';
import { canManageRecord, matchesRule, ruleFor, toRequestInfo } from './record-access.ts';
import {
  deleteWithReferences,
  missingRelations,
  type ReferenceEffects,
} from './record-references.ts';
import { uniqueViolation } from './unique-violation.ts';
import type { RecordReader } from './record-reader.ts';
import type { RequestContext } from './identity.ts';
import type { RecordHooks } from './record-hooks.ts';
import type { FileChanges, FileStorage } from '../files/file-storage.ts';
import { planFileChanges, type FileUpload } from '../files/file-changes.ts';

const CREATE_FAILED = 'Failed to create record.';

/** Creates, updates and deletes records through the collection's rules (reference §5.1, §8). */
export class RecordWriter {
  private readonly db: Db;
  private readonly collections: CollectionStore;
  private readonly reader: RecordReader;
  private readonly hooks: RecordHooks;
  private readonly storage: FileStorage;
  private readonly passwords: Passwords;

  constructor(deps: {
    db: Db;
    collections: CollectionStore;
    reader: RecordReader;
    hooks: RecordHooks;
    storage: FileStorage;
    passwords: Passwords;
  }) {
    this.db = deps.db;
    this.collections = deps.collections;
    this.reader = deps.reader;
    this.hooks = deps.hooks;
    this.storage = deps.storage;
    this.passwords = deps.passwords;
  }

  async create(
    collection: CollectionModel,
    ctx: RequestContext,
    body: Record<string, unknown>,
    uploads: readonly FileUpload[] = [],
  ): Promise<RecordValues> {
    assertWritable(collection);
    const rule = ruleFor(collection, 'createRule', ctx);
    const input = this.hooks.beforeCreate({ collection, ctx, input: { ...body } });
    const isAdmin = ctx.identity.kind === 'admin';
    const files = planFileChanges({ collection, existing: null, input, uploads });
    const form = applyRecordForm({
      collection,
      existing: null,
      input: files.input,
      canManage: true,
    });
    form.errors = { ...files.errors, ...form.errors };
    const id = this.resolveNewId(input.id, form.errors);
    const failMessage = isAdmin ? undefined : CREATE_FAILED;
    this.collectErrors(collection, form, null, failMessage);
    const auth = await this.authColumns(collection, form, null);
    const now = nowDateTime();
    const record: RecordValues = { ...form.values, ...auth, id, created: now, updated: now };
    await this.transactionWithFiles(collection, id, files, () => {
      this.insert(collection, record, failMessage);
      if (rule && !this.allowed(collection, id, rule, ctx, form.requestData))
        throw badRequest(CREATE_FAILED);
      if (
        !isAdmin &&
        form.values.verified &&
        !canManageRecord({ db: this.db, collections: this.collections, collection, id, ctx })
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
    });
    this.hooks.afterChange({ action: 'create', collection, record });
    return record;
  }

  async update(
    collection: CollectionModel,
    id: string,
    ctx: RequestContext,
    body: Record<string, unknown>,
    uploads: readonly FileUpload[] = [],
  ): Promise<RecordValues> {
    assertWritable(collection);
    const rule = ruleFor(collection, 'updateRule', ctx);
    const existing = this.reader.findById(collection, id);
    if (!existing) throw notFound();
    const canManage =
      collection.type === 'auth' &&
      canManageRecord({ db: this.db, collections: this.collections, collection, id, ctx });
    const files = planFileChanges({ collection, existing, input: body, uploads });
    const form = applyRecordForm({ collection, existing, input: files.input, canManage });
    form.errors = { ...files.errors, ...form.errors };
    if (rule && !this.allowed(collection, id, rule, ctx, form.requestData)) throw notFound();
    this.collectErrors(collection, form, existing);
    const auth = await this.authColumns(collection, form, existing);
    const record: RecordValues = { ...existing, ...form.values, ...auth, updated: nowDateTime() };
    const columns = Object.keys(record).filter((c) => c !== 'id' && c !== 'created');
    await this.transactionWithFiles(collection, id, files, () => {
      try {
        this.db.run(updateSql(collection, columns), [
          ...encodeValues(collection, record, columns),
          id,
        ]);
      } catch (error) {
        throw uniqueViolation(error, 'Failed to update record.') ?? error;
      }
    });
    this.hooks.afterChange({ action: 'update', collection, record });
    return record;
  }

  /** Deletes the record (and cascades), then its stored files; resolves once both are done. */
  async delete(collection: CollectionModel, id: string, ctx: RequestContext): Promise<void> {
    assertWritable(collection);
    const rule = ruleFor(collection, 'deleteRule', ctx);
    const existing = this.reader.findById(collection, id);
    if (!existing || (rule && !this.allowed(collection, id, rule, ctx, {}))) throw notFound();
    this.hooks.beforeDelete({ collection, record: existing });
    const effects = this.db.transaction(() =>
      deleteWithReferences({
        db: this.db,
        collections: this.collections,
        target: collection,
        id,
        beforeCascade: (target, record) => this.hooks.beforeDelete({ collection: target, record }),
      }),
    );
    this.hooks.afterChange({ action: 'delete', collection, record: existing });
    this.announceEffects(effects);
    await this.storage.removeRecord({ collectionId: collection.id, recordId: id });
    for (const { collection: target, record } of effects.deleted)
      await this.storage.removeRecord({ collectionId: target.id, recordId: String(record.id) });
  }

  /** Records removed or changed by a delete's references get their events sent. */
  private announceEffects({ deleted, updated }: ReferenceEffects): void {
    for (const { collection, record } of deleted)
      this.hooks.afterChange({ action: 'delete', collection, record });
    for (const { collection, id } of updated) {
      const record = this.reader.findById(collection, id);
      if (record) this.hooks.afterChange({ action: 'update', collection, record });
    }
  }

  /** `save` in a transaction, with the uploads stored before and replaced files deleted after. */
  private transactionWithFiles(
    collection: CollectionModel,
    id: string,
    files: FileChanges,
    save: () => void,
  ): Promise<void> {
    const target = { collectionId: collection.id, recordId: id };
    return this.storage.commit(target, files, () => this.db.transaction(save));
  }

  private allowed(
    collection: CollectionModel,
    id: string,
    expression: string,
    ctx: RequestContext,
    data: Record<string, unknown>,
  ) {
    const request = toRequestInfo(ctx, data);
    return matchesRule({
      db: this.db,
      collections: this.collections,
      collection,
      id,
      expression,
      request,
    });
  }

  private resolveNewId(submitted: unknown, errors: ErrorData): string {
    if (submitted === undefined || submitted === null || submitted === '') return newId();
    const id = String(submitted);
    const problem = clientIdError(id);
    if (problem) errors.id = problem;
    return id;
  }

  private collectErrors(
    collection: CollectionModel,
    form: FormResult,
    existing: RecordValues | null,
    message?: string,
  ) {
    const changed = new Set(
      Object.keys(form.values).filter((k) => existing?.[k] !== form.values[k]),
    );
    const errors: ErrorData = {
      ...missingRelations(this.db, this.collections, collection, form.values, changed),
      ...form.errors,
    };
    if (collection.type === 'auth')
      Object.assign(errors, this.authUniqueness(collection, form.values, existing));
    if (Object.keys(errors).length > 0) throw validationError(errors, message);
  }

  private authUniqueness(
    collection: CollectionModel,
    values: RecordValues,
    existing: RecordValues | null,
  ): ErrorData {
    const errors: ErrorData = {};
    const taken = (column: string, value: unknown) =>
      value !== '' &&
      this.db.get(
        `SELECT 1 FROM "${collection.name}" WHERE "${column}" = ? COLLATE NOCASE AND "id" != ?`,
        [value, existing?.id ?? ''],
      );
    if (taken('email', values.email))
      errors.email = fieldError(
        'validation_invalid_email',
        'The email is invalid or already in use.',
      );
    if (taken('username', values.username))
      errors.username = fieldError(
        'validation_invalid_username',
        'The username is invalid or already in use.',
      );
    return errors;
  }

  /** Password hash and token key: a new password always gets a new token key (reference §3.1). */
  private async authColumns(
    collection: CollectionModel,
    form: FormResult,
    existing: RecordValues | null,
  ) {
    if (collection.type !== 'auth' || !form.password) return {};
    const { password, oldPassword, requireOld } = form.password;
    if (
      requireOld &&
      !(await this.passwords.verify(
        String(oldPassword ?? ''),
        String(existing?.passwordHash ?? ''),
      ))
    )
      throw validationError({
        oldPassword: fieldError(
          'validation_invalid_old_password',
          'Missing or invalid old password.',
        ),
      });
    return { passwordHash: await this.passwords.hash(password), tokenKey: randomString(50) };
  }

  private insert(collection: CollectionModel, record: RecordValues, message?: string) {
    const columns = Object.keys(record);
    try {
      this.db.run(insertSql(collection, columns), encodeValues(collection, record, columns));
    } catch (error) {
      const violation = uniqueViolation(error, message ?? CREATE_FAILED);
      if (violation && /\.id\b/.test(String((error as Error).message)))
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

function assertWritable(collection: CollectionModel): void {
  if (collection.type === 'view') throw new ApiError(400, 'Unsupported collection type.');
}
