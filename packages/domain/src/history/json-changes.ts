import { isEmpty, isObject, sameFieldValue } from '../record-merge/same-field-value.ts';
import type { HistoryChange } from './history-types.ts';

/** How deep objects are walked before a value is compared whole. */
const MAX_DEPTH = 3;

/** The keys that name a list item to a person, in order of preference. */
const ITEM_LABEL_KEYS = [
  'number',
  'name',
  'code',
  'concept',
  'description',
  'text',
  'title',
  'vessel',
  'flight',
];

type Item = Record<string, unknown> & { id: string };

/**
 * The changes between two values of a JSON field, compared by path: lists of items with an `id`
 * by item (added, removed, and each changed member); lists of objects without ids (itinerary
 * legs) position by position while they keep their length, each place named by its index
 * (`positionKey`); objects member by member; anything else is one change of the whole value.
 */
export function jsonChanges(field: string, before: unknown, after: unknown): HistoryChange[] {
  const changes: HistoryChange[] = [];
  walk({ field, path: [], item: undefined }, before, after, 0, changes);
  return changes;
}

type Place = { field: string; path: string[]; item: string | undefined };

function walk(place: Place, before: unknown, after: unknown, depth: number, out: HistoryChange[]) {
  if (sameFieldValue(before, after)) return;
  const [old, next] = [listOrEmpty(before, after), listOrEmpty(after, before)];
  if (depth < MAX_DEPTH && isItemList(old) && isItemList(next))
    return walkItems(place, old, next, depth, out);
  if (depth < MAX_DEPTH && isSameLengthObjectList(old, next))
    return walkPositions(place, old, next as Record<string, unknown>[], depth, out);
  if (depth < MAX_DEPTH && isObject(before) && isObject(after))
    return walkMembers(place, before, after, depth, out);
  out.push(change(place, before, after));
}

function walkItems(
  place: Place,
  before: Item[],
  after: Item[],
  depth: number,
  out: HistoryChange[],
) {
  const old = new Map(before.map((item) => [item.id, item]));
  const next = new Map(after.map((item) => [item.id, item]));
  for (const item of before)
    if (!next.has(item.id)) out.push(change(inItem(place, item), item, null));
  for (const item of after) {
    const earlier = old.get(item.id);
    if (!earlier) out.push(change(inItem(place, item), null, item));
    else walkMembers(inItem(place, item, earlier), earlier, item, depth + 1, out);
  }
}

function walkPositions(
  place: Place,
  before: Record<string, unknown>[],
  after: Record<string, unknown>[],
  depth: number,
  out: HistoryChange[],
) {
  before.forEach((earlier, at) => {
    const item = itemLabel(earlier);
    const here = { ...place, path: [...place.path, positionKey(at)], item };
    walkMembers(here, earlier, after[at]!, depth + 1, out);
  });
}

/** The path key of the item at `index` of a list whose items have no ids: `#0`, `#1`… */
export function positionKey(index: number): string {
  return `#${index}`;
}

/** The index a path key names, when it is a position (`#2` → 2), else null. */
export function positionOf(key: string): number | null {
  return /^#\d{1,6}$/.test(key) ? Number(key.slice(1)) : null;
}

function walkMembers(
  place: Place,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  depth: number,
  out: HistoryChange[],
) {
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
    walk({ ...place, path: [...place.path, key] }, before[key], after[key], depth + 1, out);
}

function inItem(place: Place, item: Item, earlier?: Item): Place {
  return { ...place, path: [...place.path, item.id], item: itemLabel(earlier ?? item) };
}

function change({ field, path, item }: Place, before: unknown, after: unknown): HistoryChange {
  return {
    field,
    ...(path.length > 0 ? { path } : {}),
    ...(item ? { item } : {}),
    before: isEmpty(before) ? null : before,
    after: isEmpty(after) ? null : after,
  };
}

/** The label a person knows a list item by: its number, name, concept… or nothing. */
export function itemLabel(item: Record<string, unknown>): string | undefined {
  for (const key of ITEM_LABEL_KEYS) {
    const value = item[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 120);
  }
  return undefined;
}

/** An empty value as an empty list when the other side is a list (a first container added). */
function listOrEmpty(value: unknown, other: unknown): unknown {
  return isEmpty(value) && Array.isArray(other) ? [] : value;
}

function isSameLengthObjectList(
  before: unknown,
  after: unknown,
): before is Record<string, unknown>[] {
  return (
    Array.isArray(before) &&
    Array.isArray(after) &&
    before.length === after.length &&
    before.length > 0 &&
    [...before, ...after].every(isObject)
  );
}

function isItemList(value: unknown): value is Item[] {
  if (!Array.isArray(value)) return false;
  const ids = new Set<string>();
  for (const item of value) {
    if (!isObject(item) || typeof item.id !== 'string' || item.id === '' || ids.has(item.id))
      return false;
    ids.add(item.id);
  }
  return true;
}
