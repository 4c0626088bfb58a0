import { isMultiValueField, type CollectionModel, type SchemaField } from '@rumbo/domain';
import { fieldError, type ErrorData } from '../../tools/errors.ts';
import type { RecordValues } from '../records/record-codec.ts';
import { storedFileName } from './file-names.ts';
import type { FileChanges, StoredUpload } from './file-storage.ts';
import { checkUpload } from './upload-checks.ts';
import { extensionForMimeType, sniffMimeType } from './sniff-mime-type.ts';

/**
 * A file part of a multipart request, as the HTTP layer received it, with the type sniffed from
 * its content ({@link withSniffedTypes}; detection is asynchronous, so it happens before the
 * synchronous planning below).
 */
export type FileUpload = {
  field: string;
  filename: string;
  data: Buffer;
  mimeType: string;
  /**
   * The name to store it under, made beforehand with `storedFileName` by a caller that must
   * name the file in the same write (a record listing its own files). Left out, it is made here.
   */
  storedName?: string;
};

/** `uploads` with their content types sniffed (the declared type is never trusted). */
export async function withSniffedTypes<T extends Omit<FileUpload, 'mimeType'>>(
  uploads: readonly T[],
): Promise<(T & { mimeType: string })[]> {
  return Promise.all(
    uploads.map(async (upload) => ({ ...upload, mimeType: await sniffMimeType(upload.data) })),
  );
}

/** An upload with its stored name and sniffed type, decided once per request. */
export type PreparedUpload = StoredUpload & { originalName: string; mimeType: string };

export type FilePlan = FileChanges & {
  /** The body with every touched file field resolved to its final names, modifier keys removed. */
  input: Record<string, unknown>;
  errors: ErrorData;
};

type PlanInput = {
  collection: CollectionModel;
  existing: RecordValues | null;
  input: Record<string, unknown>;
  uploads: readonly PreparedUpload[];
};

/**
 * Names and sniffs a request's uploads (empty parts, as browsers send for an empty file input,
 * are left out). Done once per request: an update plans its files against the row as read
 * before and again inside its transaction, and both plans must name the same stored files.
 */
export function prepareUploads(uploads: readonly FileUpload[]): PreparedUpload[] {
  return uploads.filter((upload) => !isEmptyPart(upload)).map(toStoredUpload);
}

/**
 * Works out what a create or update does to the record's file fields (reference §11, v0.22):
 * submitted names may only keep or drop existing files (others are `validation_unknown_filenames`),
 * `field-` and the legacy `field.<name>` / `field.<index>` keys drop files, uploads replace the
 * file of a single-file field and are appended to a multi-file field. Nothing touches the disk
 * here; the writer stores `uploads` and deletes `deletions` once the database write succeeds.
 */
export function planFileChanges({ collection, existing, input, uploads }: PlanInput): FilePlan {
  const plan: FilePlan = { input: { ...input }, errors: {}, uploads: [], deletions: [] };
  for (const field of collection.schema) {
    if (field.type !== 'file') continue;
    const files = uploads.filter((u) => u.field === field.name);
    planField(field, toNames(existing?.[field.name]) ?? [], files, plan);
  }
  plan.deletions = [...new Set(plan.deletions)];
  return plan;
}

function planField(field: SchemaField, old: string[], files: PreparedUpload[], plan: FilePlan) {
  const submitted = submittedNames(field, old, plan.input);
  if (submitted === undefined && files.length === 0) return;
  const kept = submitted === undefined ? old : keptNames(field, old, submitted, plan);
  if (!kept) return;
  const names = addUploads(field, kept, files, plan);
  plan.input[field.name] = isMultiValueField(field) ? names : (names[0] ?? '');
}

/** Submitted names may only keep existing files; the ones left out are deleted. */
function keptNames(field: SchemaField, old: string[], submitted: string[] | null, plan: FilePlan) {
  if (submitted === null) {
    plan.errors[field.name] = fieldError('validation_invalid_value', 'Invalid value.');
    return null;
  }
  if (submitted.some((name) => !old.includes(name))) {
    plan.errors[field.name] = fieldError(
      'validation_unknown_filenames',
      'The field contains unknown filenames.',
    );
    return null;
  }
  plan.deletions.push(...old.filter((name) => !submitted.includes(name)));
  return submitted;
}

/** A single-file field keeps the first upload and drops its current file; others append. */
function addUploads(field: SchemaField, names: string[], files: PreparedUpload[], plan: FilePlan) {
  if (files.length === 0) return names;
  const single = !isMultiValueField(field);
  const stored = single ? files.slice(0, 1) : files;
  for (const upload of stored) {
    const error = checkUpload(field, upload);
    if (error && !plan.errors[field.name]) plan.errors[field.name] = error;
  }
  plan.uploads.push(...stored);
  if (!single) return [...names, ...stored.map((upload) => upload.name)];
  plan.deletions.push(...names);
  return [stored[0]!.name];
}

function toStoredUpload(file: FileUpload): PreparedUpload {
  const { mimeType } = file;
  return {
    field: file.field,
    name: file.storedName ?? storedFileName(file.filename, extensionForMimeType(mimeType)),
    data: file.data,
    originalName: file.filename,
    mimeType,
  };
}

/**
 * The names submitted for a field after `field+`, `field-` and the legacy per-file keys, and
 * removes those keys from the input; undefined when the field was not submitted at all, null
 * when a value is not a name.
 */
function submittedNames(
  field: SchemaField,
  old: string[],
  input: Record<string, unknown>,
): string[] | null | undefined {
  const key = field.name;
  const legacy = Object.keys(input).filter((k) => k.startsWith(`${key}.`));
  const touched = [key, `${key}+`, `${key}-`, ...legacy].some((k) => k in input);
  if (!touched) return undefined;
  let names = key in input ? toNames(input[key]) : old;
  const added = toNames(input[`${key}+`]);
  const removed = toNames(input[`${key}-`]);
  const dropped = legacyDrops(key, names ?? [], legacy, input);
  for (const k of [`${key}+`, `${key}-`, ...legacy]) delete input[k];
  if (!names || !added || !removed) return null;
  names = [...names, ...added].filter((name) => !removed.includes(name));
  return [...new Set(names.filter((name, index) => !dropped.has(name) && !dropped.has(index)))];
}

/** `field.<filename>: ""` and `field.<index>: ""` (kept by v0.22 for backward compatibility). */
function legacyDrops(
  key: string,
  names: string[],
  legacy: string[],
  input: Record<string, unknown>,
) {
  const dropped = new Set<string | number>();
  for (const k of legacy) {
    const value = input[k];
    if (value !== '' && value !== null) continue;
    const suffix = k.slice(key.length + 1);
    if (names.includes(suffix)) dropped.add(suffix);
    else if (/^\d+$/.test(suffix)) dropped.add(Number(suffix));
  }
  return dropped;
}

/** A list of names from a submitted value; null when it holds something that is not a name. */
function toNames(value: unknown): string[] | null {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : [value];
  if (items.some((item) => typeof item === 'object' && item !== null)) return null;
  return items.map((item) => String(item ?? '')).filter((name) => name !== '');
}

/** What a browser sends for an empty file input: no name, no bytes. */
function isEmptyPart(upload: FileUpload): boolean {
  return upload.filename === '' && upload.data.length === 0;
}
