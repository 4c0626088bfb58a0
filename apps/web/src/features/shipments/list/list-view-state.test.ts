import { describe, expect, it } from 'vitest';
import { activeFilterCount, DEFAULT_SORT, NO_FILTERS, nextSort } from './list-view-state.ts';

describe('nextSort', () => {
  it.each([
    ['a text column starts A to Z', 'reference', { key: 'reference', direction: 'asc' }],
    ['a date column starts newest first', 'updatedAt', { key: 'updatedAt', direction: 'desc' }],
    [
      'the next milestone starts soonest first',
      'nextMilestone',
      { key: 'nextMilestone', direction: 'asc' },
    ],
    ['the same column flips', 'createdAt', { key: 'createdAt', direction: 'asc' }],
  ] as const)('%s', (_name, key, expected) => {
    expect(nextSort(DEFAULT_SORT, key)).toEqual(expected);
  });
});

describe('activeFilterCount', () => {
  it('counts each kind of filter once, the date range as one', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(
      activeFilterCount({
        ...NO_FILTERS,
        statuses: ['A', 'B'],
        dateFrom: '2026-01-01',
        dateTo: '2026-02-01',
      }),
    ).toBe(2);
    expect(activeFilterCount({ ...NO_FILTERS, priorities: ['High'], client: 'Acme' })).toBe(2);
  });
});
