import { describe, expect, it } from 'vitest';
import { keysetPages, type KeysetOrder } from '@rumbo/domain';
import { serverWithOperator } from './test-server.ts';

// A whole list read a page at a time while others write to it (the web app's offline working
// set reads its records that way, by `updated,id` and by `id`). Walked by keyset, every record
// still in the list is read, and one written meanwhile is read in its new place; walked by page
// number, the same writes make it skip records.
const ctx = serverWithOperator();

const OPEN_RULES = { listRule: '', viewRule: '', createRule: '', updateRule: '', deleteRule: '' };
const PAGE = 7;
let counter = 0;

/** A collection of 30 records written one after the other (distinct `updated`). */
async function listOfRecords() {
  counter += 1;
  const name = `pasos_${counter}`;
  await ctx.ops.collections.create({
    name,
    schema: [{ name: 'label', type: 'text', options: {} }],
    ...OPEN_RULES,
  });
  const ids: string[] = [];
  for (let index = 0; index < 30; index++)
    ids.push((await ctx.ops.collection(name).create({ label: `r${index}` })).id);
  return { name, ids };
}

type Row = { id: string; updated: string; label: string };

/**
 * Reads the list by `order`, writing while it reads: after the first page, the records of
 * that page are updated (several at once) and one record not read yet is deleted; after the
 * second, a record is created.
 */
async function readWhileWriting(order: KeysetOrder, paging: 'keyset' | 'offset') {
  const { name, ids } = await listOfRecords();
  const records = ctx.ops.collection(name);
  const seen = new Map<string, Row>();
  let pagesRead = 0;
  const afterPage = async (page: Row[]) => {
    for (const row of page) seen.set(row.id, row);
    pagesRead += 1;
    if (pagesRead === 1) {
      await Promise.all(page.map((row) => records.update(row.id, { label: `${row.label}+` })));
      const unseen = ids.find((id) => !seen.has(id))!;
      await records.delete(unseen);
    }
    if (pagesRead === 2) await records.create({ label: 'new' });
  };
  const fetch = (filter: string, page = 1) =>
    records
      .getList<Row>(page, PAGE, { filter, sort: order, skipTotal: true, requestKey: null })
      .then((answer) => answer.items);
  if (paging === 'keyset') {
    for await (const page of keysetPages(fetch, { filter: '', order, pageSize: PAGE }))
      await afterPage(page);
  } else {
    for (let number = 1; ; number++) {
      const page = await fetch('', number);
      await afterPage(page);
      if (page.length < PAGE) break;
    }
  }
  const stored = await records.getFullList<Row>({ sort: 'id' });
  return { seen, stored };
}

describe('a list read by keyset while others write', () => {
  it.each<KeysetOrder>(['updated,id', 'id'])(
    'by %s, reads every record still there, written ones as they are now',
    async (order) => {
      const { seen, stored } = await readWhileWriting(order, 'keyset');
      const missed = stored.filter((row) => !seen.has(row.id));
      expect(missed).toEqual(order === 'id' ? missed.filter((row) => row.label === 'new') : []);
      if (order === 'updated,id')
        for (const row of stored) expect(seen.get(row.id)?.label).toBe(row.label);
    },
  );

  it('by page number, the same writes make it skip a record', async () => {
    const { seen, stored } = await readWhileWriting('updated,id', 'offset');
    const missed = stored.filter((row) => !seen.has(row.id) && row.label !== 'new');
    expect(missed.length).toBeGreaterThan(0);
  });
});
