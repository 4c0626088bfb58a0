import { describe, expect, it } from 'vitest';
import { readNotificationFilters, writeNotificationFilters } from './notification-filters.ts';

describe('readNotificationFilters', () => {
  it.each([
    ['', { view: 'open', priority: null, mode: null, milestone: null }],
    [
      '?priority=urgent&mode=air&milestone=departure&status=ack',
      { view: 'ack', priority: 'urgent', mode: 'air', milestone: 'departure' },
    ],
    [
      '?priority=URGENT&mode=rail&milestone=toString&status=resolved',
      { view: 'open', priority: null, mode: null, milestone: null },
    ],
  ])('%s', (search, expected) => {
    expect(readNotificationFilters(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('writeNotificationFilters', () => {
  it('writes the filters, leaves out defaults and keeps other parameters', () => {
    const current = new URLSearchParams('?priority=low&keep=1');
    const next = writeNotificationFilters(
      { view: 'open', priority: null, mode: 'land', milestone: 'delivery' },
      current,
    );
    expect(next.toString()).toBe('keep=1&mode=land&milestone=delivery');
  });

  it('round-trips through the URL', () => {
    const filters = {
      view: 'ack',
      priority: 'high',
      mode: 'ocean',
      milestone: 'cutOffDoc',
    } as const;
    const params = writeNotificationFilters(filters, new URLSearchParams());
    expect(readNotificationFilters(params)).toEqual(filters);
  });
});
