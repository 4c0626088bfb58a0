import { isObject, sameFieldValue } from './same-field-value.ts';
import {
  CONFLICT_IGNORED_FIELDS,
  mergeFieldChanges,
  fieldConflicts,
  type ConflictChoice,
  type FieldConflict,
} from './field-conflicts.ts';

type Fields = Record<string, unknown>;

/**
 * What an update was based on: the record's `updated` and the values of the
 * fields it sets, as the browser's copy had them when the change was made.
 */
export type QueuedUpdateBase = { updated: string; values: Fields };

export type MergeQueuedUpdateInput = {
  /** The queued body: the changed fields, plus authorship and the `payload` copy. */
  data: Fields;
  /** Null for a change queued before bases were kept: it is sent as it is (last write wins). */
  base: QueuedUpdateBase | null;
  /** The shipment as the server has it now. */
  server: Fields;
  /** The user's choice for fields both sides changed; a field without one stays a conflict. */
  choices?: Readonly<Record<string, ConflictChoice>>;
};

export type MergedQueuedUpdate = {
  /** What to send now; null when nothing of the change is left to write. */
  body: Fields | null;
  /** Fields both sides changed differently and no choice covers: not sent, to be put to the user. */
  conflicts: FieldConflict[];
};

// Who saved and when, inside `payload`: the replaying author's, whatever else is merged.
const PAYLOAD_AUTHOR_KEYS = ['updatedBy', 'updatedByName', 'updatedByEmail', 'updatedAtISO'];

/**
 * An update based on an older version of a record, as it may be sent now (decisions 016, 033).
 * If the server's record is still the one the change was based on (same `updated`), the change
 * goes as it is. Otherwise each field it sets is compared three ways (base, mine, the server's):
 * a field only I changed is sent, one only the server changed is left alone, sub-lists both
 * changed are merged item by item, and a field both changed to different values is not
 * overwritten: it is returned as a conflict unless `choices` names a side. The `payload` copy
 * is rebuilt over the server's, so it keeps the other side's changes too. File uploads and
 * `field+`/`field-` modifiers are sent as they are.
 */
export function mergeQueuedUpdate({
  data,
  base,
  server,
  choices = {},
}: MergeQueuedUpdateInput): MergedQueuedUpdate {
  if (!base || base.updated === text(server.updated)) return { body: data, conflicts: [] };
  const fields = Object.keys(data).filter((field) => isComparedField(field, data[field]));
  const pick = (record: Fields) =>
    Object.fromEntries(
      fields.filter((field) => Object.hasOwn(record, field)).map((field) => [field, record[field]]),
    );
  const [baseValues, mine, theirs] = [
    Object.fromEntries(fields.map((field) => [field, base.values[field]])),
    pick(data),
    pick(server),
  ];
  const conflicts = fieldConflicts(baseValues, mine, theirs).filter(
    (conflict) => !choices[conflict.field],
  );
  const merged = mergeFieldChanges(baseValues, mine, theirs, choices);
  const open = new Set(conflicts.map((conflict) => conflict.field));
  const sent = Object.fromEntries(
    fields
      .filter((field) => !open.has(field) && Object.hasOwn(merged, field))
      .filter((field) => !sameFieldValue(merged[field], server[field]))
      .map((field) => [field, merged[field]]),
  );
  const others = Object.fromEntries(
    Object.entries(data).filter(([field]) => !fields.includes(field) && field !== 'payload'),
  );
  const hasChange = Object.keys({ ...sent, ...others }).some(
    (field) => !CONFLICT_IGNORED_FIELDS.has(field),
  );
  if (!hasChange) return { body: null, conflicts };
  const payload = isObject(data.payload)
    ? { payload: mergedPayload(data.payload, server.payload, sent) }
    : {};
  return { body: { ...others, ...sent, ...payload }, conflicts };
}

/** The server's payload with the fields now sent and the replaying author laid over it. */
function mergedPayload(mine: Fields, theirs: unknown, sent: Fields): Fields {
  const author = Object.fromEntries(
    PAYLOAD_AUTHOR_KEYS.filter((key) => Object.hasOwn(mine, key)).map((key) => [key, mine[key]]),
  );
  return { ...(isObject(theirs) ? theirs : mine), ...author, ...sent };
}

function isComparedField(field: string, value: unknown): boolean {
  return (
    !CONFLICT_IGNORED_FIELDS.has(field) &&
    !field.startsWith('__') &&
    !/[+-]$/.test(field) &&
    !hasFile(value)
  );
}

/** A file being uploaded (a browser Blob or File; the domain has no DOM types, so by shape). */
function hasFile(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasFile);
  if (typeof value !== 'object' || value === null) return false;
  const blob = value as { size?: unknown; arrayBuffer?: unknown };
  return typeof blob.size === 'number' && typeof blob.arrayBuffer === 'function';
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
