import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from './list-url-params.ts';
import { DEFAULT_SORT, NO_FILTERS } from './list-view-state.ts';

describe('the list in the URL', () => {
  it('reads filters and order, ignoring what it cannot read', () => {
    const params = new URLSearchParams(
      'status=In%20progress&status=Finished&status=&priority=High&client=Acme%20SA' +
        '&from=2026-03-01&to=yesterday&sort=-reference&search=po',
    );
    expect(readListParams(params)).toEqual({
      filters: {
        statuses: ['In progress', 'Finished'],
        priorities: ['High'],
        client: 'Acme SA',
        dateFrom: '2026-03-01',
        dateTo: '',
      },
      sort: { key: 'reference', direction: 'desc' },
    });
  });

  it.each([
    ['', DEFAULT_SORT],
    ['code', { key: 'code', direction: 'asc' }],
    ['-nextMilestone', { key: 'nextMilestone', direction: 'desc' }],
    ['payload', DEFAULT_SORT],
    ['-', DEFAULT_SORT],
  ])('sort=%s reads as %j', (sort, expected) => {
    expect(readListParams(new URLSearchParams({ sort })).sort).toEqual(expected);
  });

  it('writes them over the other parameters, the default order left out', () => {
    const current = new URLSearchParams('search=po&open=abc&status=Old&sort=code');
    const written = writeListParams(current, {
      filters: { ...NO_FILTERS, statuses: ['In transit'], client: 'Acme', dateTo: '2026-03-02' },
      sort: DEFAULT_SORT,
    });
    expect(written.toString()).toBe(
      'search=po&open=abc&status=In+transit&client=Acme&to=2026-03-02',
    );
    const read = readListParams(written);
    expect(read.filters.statuses).toEqual(['In transit']);
    expect(read.sort).toEqual(DEFAULT_SORT);
  });

  it('round-trips a non-default order', () => {
    const sort = { key: 'status', direction: 'asc' } as const;
    const written = writeListParams(new URLSearchParams(), { filters: NO_FILTERS, sort });
    expect(written.toString()).toBe('sort=status');
    expect(readListParams(written).sort).toEqual(sort);
  });
});
