import { describe, expect, it } from 'vitest';
import { sortRecords } from './sort-records.ts';

const records = [
  { id: 'a', displayName: 'beta', created: '2026-01-02 10:00:00.000Z', weight: 10 },
  { id: 'b', displayName: 'Alpha', created: '2026-01-03 10:00:00.000Z', weight: 2 },
  { id: 'c', displayName: 'alpha', created: '2026-01-01 10:00:00.000Z', weight: 2 },
  { id: 'd', created: '2026-01-04 10:00:00.000Z' },
];

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('sortRecords', () => {
  it('keeps the order without a sort, in a new array', () => {
    const sorted = sortRecords(records);
    expect(ids(sorted)).toEqual(['a', 'b', 'c', 'd']);
    expect(sorted).not.toBe(records);
  });

  it('sorts newest first with -created', () => {
    expect(ids(sortRecords(records, '-created'))).toEqual(['d', 'b', 'a', 'c']);
  });

  it('compares text byte-wise like SQLite, missing values first', () => {
    expect(ids(sortRecords(records, 'displayName'))).toEqual(['d', 'b', 'c', 'a']);
  });

  it('compares numbers as numbers and breaks ties with the next field', () => {
    expect(ids(sortRecords(records, 'weight,-created'))).toEqual(['d', 'b', 'c', 'a']);
  });

  it('reverses every comparison for a descending field', () => {
    expect(ids(sortRecords(records, '-weight'))).toEqual(['a', 'b', 'c', 'd']);
  });
});
