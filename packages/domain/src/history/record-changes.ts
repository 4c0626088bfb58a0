import { isEmpty, sameFieldValue } from '../record-merge/same-field-value.ts';
import type { HistoryChange } from './history-types.ts';
import { jsonChanges } from './json-changes.ts';

/** A field as the history compares it. */
export type HistoryField = { name: string; type: string };

export type RecordChangesInput = {
  fields: readonly HistoryField[];
  /** The row before the change (null for a create). */
  before: Readonly<Record<string, unknown>> | null;
  after: Readonly<Record<string, unknown>>;
  /** Fields whose values are never recorded, only that they changed. */
  secret?: ReadonlySet<string>;
  /** Fields left out: computed copies, bookkeeping. */
  ignored?: ReadonlySet<string>;
};

/**
 * The changed fields between two states of a record, in the schema's order: JSON fields by path
 * (`jsonChanges`), file fields as the names added and removed, secrets as the bare fact. A create
 * (`before` null) lists the fields it set.
 */
export function recordChanges(input: RecordChangesInput): HistoryChange[] {
  const changes: HistoryChange[] = [];
  for (const field of input.fields) {
    if (input.ignored?.has(field.name)) continue;
    const before = input.before?.[field.name];
    const after = input.after[field.name];
    if (sameFieldValue(before, after)) continue;
    if (input.secret?.has(field.name))
      changes.push({ field: field.name, before: null, after: null, secret: true });
    else changes.push(...fieldChanges(field, before, after, input.before === null));
  }
  return changes;
}

function fieldChanges(
  field: HistoryField,
  before: unknown,
  after: unknown,
  isCreate: boolean,
): HistoryChange[] {
  if (field.type === 'file') return [fileChange(field.name, before, after)];
  if (field.type === 'json' && !isCreate) return jsonChanges(field.name, before, after);
  return [{ field: field.name, before: orNull(before), after: orNull(after) }];
}

function fileChange(field: string, before: unknown, after: unknown): HistoryChange {
  const [old, next] = [names(before), names(after)];
  return {
    field,
    before: orNull(before),
    after: orNull(after),
    added: next.filter((name) => !old.includes(name)),
    removed: old.filter((name) => !next.includes(name)),
  };
}

function names(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' && value !== '' ? [value] : [];
}

function orNull(value: unknown): unknown {
  return isEmpty(value) ? null : value;
}
