import { describe, expect, it } from 'vitest';
import { afterKeyFilter, keysetPages, type KeysetOrder } from './keyset-pages.ts';
import { parseFilter } from './filter-parser.ts';

describe('afterKeyFilter', () => {
  it.each<[KeysetOrder, { id: string; updated?: string }, string]>([
    ['id', { id: 'abc123' }, "id > 'abc123'"],
    [
      'updated,id',
      { id: 'abc123', updated: '2026-11-27 10:00:00.123Z' },
      "(updated > '2026-11-27 10:00:00.123Z' || (updated = '2026-11-27 10:00:00.123Z' && id > 'abc123'))",
    ],
    ['id', { id: "o'brien" }, "id > 'o\\'brien'"],
  ])('%s after %j is %s', (order, last, expected) => {
    expect(afterKeyFilter(order, last)).toBe(expected);
  });

  it('writes values the filter parser reads back as they were', () => {
    const node = parseFilter(afterKeyFilter('id', { id: "it's" }));
    expect(JSON.stringify(node)).toContain(JSON.stringify("it's"));
  });
});

/** A list sorted by id, answered a page at a time by the filters keysetPages writes. */
function listOf(ids: string[], pageSize: number) {
  const asked: string[] = [];
  const fetchPage = async (filter: string) => {
    asked.push(filter);
    const after = /id > '([^']*)'/.exec(filter)?.[1] ?? '';
    return ids
      .filter((id) => id > after)
      .slice(0, pageSize)
      .map((id) => ({ id }));
  };
  return { asked, fetchPage };
}

async function walk(ids: string[], pageSize: number, filter = '') {
  const list = listOf(ids, pageSize);
  const pages: string[][] = [];
  for await (const page of keysetPages(list.fetchPage, { filter, order: 'id', pageSize }))
    pages.push(page.map((item) => item.id));
  return { pages, asked: list.asked };
}

describe('keysetPages', () => {
  it.each([
    ['an empty list', [], 3, [], 1],
    ['a short list', ['a', 'b'], 3, [['a', 'b']], 1],
    ['an exact multiple (one more, empty, ask)', ['a', 'b', 'c'], 3, [['a', 'b', 'c']], 2],
    ['several pages', ['a', 'b', 'c', 'd', 'e'], 2, [['a', 'b'], ['c', 'd'], ['e']], 3],
  ])('reads %s', async (_name, ids, pageSize, pages, requests) => {
    const result = await walk(ids, pageSize);
    expect(result.pages).toEqual(pages);
    expect(result.asked).toHaveLength(requests);
  });

  it("keeps the list's own filter, in parentheses, beside the keyset condition", async () => {
    const { asked } = await walk(['a', 'b', 'c'], 2, 'x = 1 || y = 2');
    expect(asked).toEqual(['x = 1 || y = 2', "(x = 1 || y = 2) && id > 'b'"]);
  });
});
