/**
 * Reading a whole list a page at a time while others write to it. A page number (`OFFSET`)
 * shifts under every write: a record updated while its list is read by `updated` moves behind
 * the pages still to come, and the record after it slides onto a page already read, so it is
 * never seen (and a reader that goes on from the newest `updated` it saw never sees it again).
 * Each page is instead asked for the records after the last one read, in the list's own order
 * (`updated` then `id`, or `id` alone): nothing that stays in the list is skipped, a record
 * written meanwhile is read again in its new place, and no page costs the database more than
 * the first (it starts where the last one ended instead of counting past the ones before).
 */

/** The keys a list is walked by: `updated` then `id` (unique together), or `id` alone. */
export type KeysetOrder = 'updated,id' | 'id';

type Keyed = { id: string; updated?: unknown };

/** The record server's filter for the records after `last` in `order` (PocketBase syntax). */
export function afterKeyFilter(order: KeysetOrder, last: Keyed): string {
  const id = quoted(last.id);
  if (order === 'id') return `id > ${id}`;
  const updated = quoted(String(last.updated ?? ''));
  return `(updated > ${updated} || (updated = ${updated} && id > ${id}))`;
}

/**
 * Every page of the list that `fetchPage(filter)` answers, `filter` being the list's own
 * `filter` and the keyset condition, each page sorted by `order` and `pageSize` long; the last
 * page is the first shorter one. `fetchPage` must sort by `order` and ask for `pageSize`.
 */
export async function* keysetPages<Item extends Keyed>(
  fetchPage: (filter: string) => Promise<Item[]>,
  { filter, order, pageSize }: { filter: string; order: KeysetOrder; pageSize: number },
): AsyncGenerator<Item[]> {
  let last: Item | undefined;
  for (;;) {
    const after = last ? afterKeyFilter(order, last) : '';
    const items = await fetchPage(filter && after ? `(${filter}) && ${after}` : filter || after);
    if (items.length > 0) yield items;
    if (items.length < pageSize) return;
    last = items.at(-1);
  }
}

/** A filter text literal, quoted as the SDK's `pb.filter` quotes text. */
function quoted(value: string): string {
  return `'${value.replaceAll("'", "\\'")}'`;
}
