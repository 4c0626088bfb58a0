import { describe, expect, it } from 'vitest';
import { membershipDays } from './membership-days.ts';

const NOW = '2026-06-15T12:00:00.000Z';

describe('membershipDays', () => {
  it.each([
    ['no plan', { plan: '' }, 'none', null],
    ['no plan with dates', { plan: null, endAt: '2026-01-01T00:00:00Z' }, 'none', null],
    ['active without an end', { plan: 'gold', startAt: '2026-01-01T00:00:00Z' }, 'active', null],
    [
      'active, exactly 10 days left',
      { plan: 'gold', endAt: '2026-06-25T12:00:00Z' },
      'active',
      { kind: 'daysLeft', days: 10 },
    ],
    [
      'active, part of a day left counts as one',
      { plan: 'gold', endAt: '2026-06-15T13:00:00Z' },
      'active',
      { kind: 'daysLeft', days: 1 },
    ],
    [
      'active, ends right now',
      { plan: 'gold', endAt: NOW },
      'active',
      { kind: 'daysLeft', days: 0 },
    ],
    [
      'active, 9.5 days left rounds up',
      { plan: 'silver', endAt: '2026-06-25T00:00:00Z' },
      'active',
      { kind: 'daysLeft', days: 10 },
    ],
    [
      'expired a moment ago is day 0',
      { plan: 'gold', endAt: '2026-06-15T11:00:00Z' },
      'expired',
      { kind: 'daysSince', days: 0 },
    ],
    [
      'expired 30 days ago',
      { plan: 'gold', endAt: '2026-05-16T12:00:00Z' },
      'expired',
      { kind: 'daysSince', days: 30 },
    ],
    [
      'expired 30.5 days ago rounds down',
      { plan: 'gold', endAt: '2026-05-16T00:00:00Z' },
      'expired',
      { kind: 'daysSince', days: 30 },
    ],
    [
      'PocketBase date string',
      { plan: 'gold', endAt: '2026-05-16 12:00:00.000Z' },
      'expired',
      { kind: 'daysSince', days: 30 },
    ],
    [
      'upcoming in 3 days',
      { plan: 'gold', startAt: '2026-06-18T12:00:00Z', endAt: '2027-06-18T12:00:00Z' },
      'upcoming',
      { kind: 'daysUntilStart', days: 3 },
    ],
    [
      'upcoming in an hour counts as a day',
      { plan: 'gold', startAt: '2026-06-15T13:00:00Z' },
      'upcoming',
      { kind: 'daysUntilStart', days: 1 },
    ],
    ['unreadable end: active, no count', { plan: 'gold', endAt: 'soon' }, 'active', null],
  ])('%s', (_name, input, state, count) => {
    expect(membershipDays({ ...input, now: NOW })).toEqual({ state, count });
  });

  it('rejects an unreadable now', () => {
    expect(() => membershipDays({ plan: 'gold', now: 'later' })).toThrow();
  });
});
