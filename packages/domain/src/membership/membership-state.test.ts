import { describe, expect, it } from 'vitest';
import { membershipState } from './membership-state.ts';

const NOW = '2026-06-15T12:00:00.000Z';

describe('membershipState', () => {
  it.each([
    ['no plan', { plan: '' }, 'none'],
    ['blank plan', { plan: '   ' }, 'none'],
    ['null plan', { plan: null }, 'none'],
    ['no plan beats expired dates', { endAt: '2020-01-01' }, 'none'],
    ['plan without dates', { plan: 'gold' }, 'active'],
    ['inside the period', { plan: 'gold', startAt: '2026-01-01', endAt: '2026-12-31' }, 'active'],
    [
      'end in the past',
      { plan: 'gold', startAt: '2025-01-01', endAt: '2026-06-15T11:59:59Z' },
      'expired',
    ],
    ['end exactly now is still active', { plan: 'gold', endAt: NOW }, 'active'],
    ['start in the future', { plan: 'silver', startAt: '2026-06-15T12:00:01Z' }, 'upcoming'],
    ['start exactly now is active', { plan: 'silver', startAt: NOW }, 'active'],
    [
      'end before start reads as expired',
      { plan: 'gold', startAt: '2027-01-01', endAt: '2026-01-01' },
      'expired',
    ],
    ['PocketBase date strings', { plan: 'gold', endAt: '2026-06-14 23:59:59.000Z' }, 'expired'],
    ['unreadable end is ignored', { plan: 'gold', endAt: 'soon' }, 'active'],
    ['empty dates are ignored', { plan: 'gold', startAt: '', endAt: '' }, 'active'],
    ['Date inputs', { plan: 'gold', endAt: new Date('2026-06-01T00:00:00Z') }, 'expired'],
  ])('%s → %s', (_name, input, expected) => {
    expect(membershipState({ ...input, now: NOW })).toBe(expected);
  });

  it.each([
    // Date-only ends are midnight in UTC−6: 2026-12-31 ends at 2026-12-31T06:00Z.
    ['date-only end at the year rollover, before', '2026-12-31T05:59:59Z', 'active'],
    ['date-only end at the year rollover, after', '2026-12-31T06:00:01Z', 'expired'],
  ])('%s', (_name, now, expected) => {
    expect(membershipState({ plan: 'gold', endAt: '2026-12-31', now })).toBe(expected);
  });

  it('throws for a malformed now', () => {
    expect(() => membershipState({ plan: 'gold', now: 'x' })).toThrow(RangeError);
  });
});
