import { describe, expect, it } from 'vitest';
import { headCount, LIST_PAGE_SIZE, locateRow, pagesForRange, type ListHead } from './paged-list.ts';

const P = LIST_PAGE_SIZE;
const head = (...totals: number[]): ListHead<string> => ({
  source: 'remote',
  key: 'k',
  segments: totals.map((total) => ({ total, firstPage: [] })),
});

describe('the pages of a list read from the server', () => {
  it('counts every segment', () => {
    expect(headCount(head(250, 40))).toBe(290);
    expect(headCount({ source: 'local', key: 'k', rows: ['a', 'b'] })).toBe(2);
  });

  it.each([
    [0, { segment: 0, page: 1, offset: 0 }],
    [P - 1, { segment: 0, page: 1, offset: P - 1 }],
    [P, { segment: 0, page: 2, offset: 0 }],
    [249, { segment: 0, page: 3, offset: 49 }],
    [250, { segment: 1, page: 1, offset: 0 }],
    [250 + P, { segment: 1, page: 2, offset: 0 }],
  ])('row %i sits at %j', (index, expected) => {
    expect(locateRow(head(250, 400), index)).toEqual(expected);
  });

  it('has no place for rows past the end', () => {
    expect(locateRow(head(250, 400), 650)).toBeNull();
    expect(locateRow(head(250), -1)).toBeNull();
  });

  it.each([
    ['the first page only', 0, 40, []],
    ['across the first two pages', 80, 120, [{ segment: 0, page: 2 }]],
    ['a jump far down', 5_000, 5_020, [{ segment: 0, page: 51 }]],
  ])('one segment, %s', (_name, start, end, expected) => {
    expect(pagesForRange(head(100_000), start, end)).toEqual(expected);
  });

  it('crosses into the next segment at its own first page', () => {
    expect(pagesForRange(head(250, 400), 190, 370)).toEqual([
      { segment: 0, page: 2 },
      { segment: 0, page: 3 },
      { segment: 1, page: 2 },
    ]);
    expect(pagesForRange(head(0, 400), 0, 150)).toEqual([{ segment: 1, page: 2 }]);
    expect(pagesForRange(head(250), 240, 900)).toEqual([{ segment: 0, page: 3 }]);
  });
});
