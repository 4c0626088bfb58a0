import { isObject, sameFieldValue } from '../record-merge/same-field-value.ts';
import type { HistoryChange } from './history-types.ts';
import { positionOf } from './json-changes.ts';

export type UndoPlan = {
  /** The fields to save: each changed field with the earlier values put back into its current value. */
  patch: Record<string, unknown>;
  /**
   * The changes a later save moved on: the field (or the place inside it) no longer holds what
   * this change wrote, so putting the earlier value back would overwrite someone's later work.
   */
  overtaken: HistoryChange[];
};

/**
 * How to undo one entry's changes on the record as it is now: each change's `before` put back at
 * its place (a removed list item comes back at the end, an added one goes). Secrets and files
 * cannot be put back and are left out.
 */
export function planUndo(
  changes: readonly HistoryChange[],
  current: Readonly<Record<string, unknown>>,
): UndoPlan {
  const patch: Record<string, unknown> = {};
  const overtaken: HistoryChange[] = [];
  for (const change of changes) {
    if (!isUndoable(change)) continue;
    const value = change.field in patch ? patch[change.field] : current[change.field];
    if (!sameFieldValue(valueAt(value, change.path ?? []), change.after)) overtaken.push(change);
    patch[change.field] = putAt(value, change.path ?? [], change.before);
  }
  return { patch, overtaken };
}

/** Whether a change can be put back by a save (secrets and files cannot). */
export function isUndoable(change: HistoryChange): boolean {
  return !change.secret && change.added === undefined && change.removed === undefined;
}

/** The value at `path` inside `value` (list items by id); undefined where there is none. */
export function valueAt(value: unknown, path: readonly string[]): unknown {
  let here = value;
  for (const key of path) {
    if (Array.isArray(here)) here = here[indexIn(here, key)];
    else if (isObject(here)) here = here[key];
    else return undefined;
  }
  return here;
}

/** `value` with `next` put at `path`, as a new value; null at a list item's place removes it. */
export function putAt(value: unknown, path: readonly string[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value) || (value == null && rest.length === 0 && isObject(next)))
    return putInList(Array.isArray(value) ? value : [], key, rest, next);
  const object = isObject(value) ? value : {};
  return { ...object, [key]: putAt(object[key], rest, next) };
}

/** Where a path key points in a list: the item with that id, or the position it names. */
function indexIn(list: readonly unknown[], key: string): number {
  const position = positionOf(key);
  if (position !== null) return position < list.length ? position : -1;
  return list.findIndex((item) => isObject(item) && item.id === key);
}

function putInList(list: readonly unknown[], id: string, rest: string[], next: unknown): unknown[] {
  const index = indexIn(list, id);
  if (rest.length === 0) {
    if (next === null || next === undefined) return list.filter((_, at) => at !== index);
    return index < 0 ? [...list, next] : list.map((item, at) => (at === index ? next : item));
  }
  if (index < 0) return [...list];
  return list.map((item, at) => (at === index ? putAt(item, rest, next) : item));
}
