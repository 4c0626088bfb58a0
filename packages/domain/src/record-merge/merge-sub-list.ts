import { isEmpty, isObject, sameFieldValue } from './same-field-value.ts';

/**
 * Three-way merge of a list field that both sides changed, item by item, or `null` when the
 * changes collide (or the list cannot be merged item by item).
 * - Lists of objects with distinct string `id`s (containers, comments, documents …): an item
 *   changed, added or removed by one side only keeps that change; one changed by both sides to
 *   different contents, or changed by one and removed by the other, collides. Their order is
 *   kept, and items only I added follow, in my order.
 * - Lists of text (stored file names): additions and removals of both sides are applied.
 */
export function mergeSubList(base: unknown, mine: unknown, theirs: unknown): unknown[] | null {
  const lists = [base, mine, theirs].map((value) => (isEmpty(value) ? [] : value));
  if (!lists.every(Array.isArray)) return null;
  const [baseList, myList, theirList] = lists as unknown[][];
  if ([baseList, myList, theirList].every((list) => list!.every((v) => typeof v === 'string'))) {
    return mergeTextSets(baseList as string[], myList as string[], theirList as string[]);
  }
  const [baseItems, myItems, theirItems] = [baseList, myList, theirList].map(itemsById);
  if (!baseItems || !myItems || !theirItems) return null;
  const merged = new Map<string, unknown>();
  const ids = new Set([...theirItems.keys(), ...myItems.keys(), ...baseItems.keys()]);
  for (const id of ids) {
    const [b, m, t] = [baseItems.get(id), myItems.get(id), theirItems.get(id)];
    const mineChanged = !sameFieldValue(b, m);
    const theirsChanged = !sameFieldValue(b, t);
    if (mineChanged && theirsChanged && !sameFieldValue(m, t)) return null;
    const value = mineChanged ? m : t;
    if (value !== undefined) merged.set(id, value);
  }
  return [...merged.values()];
}

function itemsById(list: unknown[] | undefined): Map<string, unknown> | null {
  const items = new Map<string, unknown>();
  for (const item of list ?? []) {
    if (!isObject(item) || typeof item.id !== 'string' || items.has(item.id)) return null;
    items.set(item.id, item);
  }
  return items;
}

function mergeTextSets(base: string[], mine: string[], theirs: string[]): string[] {
  const removed = new Set(base.filter((value) => !mine.includes(value) || !theirs.includes(value)));
  const merged = new Set([...theirs, ...mine].filter((value) => !removed.has(value)));
  return [...merged];
}
