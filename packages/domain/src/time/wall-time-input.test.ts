import { describe, expect, it } from 'vitest';
import { toDate } from './to-date.ts';
import { toWallTimeInput } from './wall-time-input.ts';

describe('toWallTimeInput (UTC−6, no daylight saving)', () => {
  it.each([
    ['15:00Z is 09:00', '2026-03-10T15:00:00.000Z', '2026-03-10T09:00'],
    ['PocketBase layout', '2026-03-10 15:00:00.000Z', '2026-03-10T09:00'],
    ['UTC midnight is the evening before', '2026-01-01 00:00:00.000Z', '2025-12-31T18:00'],
    ['06:00Z is local midnight', '2026-01-01T06:00:00Z', '2026-01-01T00:00'],
    ['05:59Z is still the day before', '2026-01-01T05:59:59.999Z', '2025-12-31T23:59'],
    ['seconds are cut, not rounded', '2026-03-10T15:00:59.999Z', '2026-03-10T09:00'],
    ['summer: no daylight saving', '2026-07-01T15:00:00Z', '2026-07-01T09:00'],
    ['before 2022, when Mexico still had summer time', '2021-07-01T15:00:00Z', '2021-07-01T09:00'],
    ['an explicit offset', '2026-03-10T10:00:00-05:00', '2026-03-10T09:00'],
    ['a wall time stays itself', '2026-03-10T09:00', '2026-03-10T09:00'],
    ['leap day', '2028-02-29T23:30:00Z', '2028-02-29T17:30'],
    ['a Date', new Date('2026-03-10T15:00:00Z'), '2026-03-10T09:00'],
  ])('%s', (_name, input, expected) => {
    expect(toWallTimeInput(input)).toBe(expected);
  });

  it.each([[''], ['   '], ['not a date'], [null], [undefined], [42], [new Date('nope')]])(
    'gives nothing for %j',
    (input) => {
      expect(toWallTimeInput(input)).toBe('');
    },
  );

  it('round-trips through toDate to the minute', () => {
    const iso = '2026-11-27T03:37:00.000Z';
    expect(toDate(toWallTimeInput(iso))?.toISOString()).toBe(iso);
  });

  it('uses the zone given', () => {
    expect(toWallTimeInput('2026-03-10T15:00:00Z', 0)).toBe('2026-03-10T15:00');
  });
});
