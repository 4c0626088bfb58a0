import { describe, expect, it } from 'vitest';
import { toDate } from './to-date.ts';

describe('toDate', () => {
  it.each([
    ['ISO with Z', '2026-03-10T08:00:00.000Z', '2026-03-10T08:00:00.000Z'],
    ['PocketBase format', '2026-03-10 08:00:00.000Z', '2026-03-10T08:00:00.000Z'],
    ['explicit offset', '2026-03-10T08:00:00-06:00', '2026-03-10T14:00:00.000Z'],
    ['compact offset', '2026-03-10T08:00:00+0530', '2026-03-10T02:30:00.000Z'],
    ['hour-only offset', '2026-03-10T08:00+01', '2026-03-10T07:00:00.000Z'],
    ['zone-less time is UTC−6 wall time', '2026-03-10T08:00', '2026-03-10T14:00:00.000Z'],
    ['date only is UTC−6 midnight', '2026-03-10', '2026-03-10T06:00:00.000Z'],
    ['zone-less crossing the UTC day', '2026-12-31T20:00', '2027-01-01T02:00:00.000Z'],
    ['surrounding spaces', '  2026-03-10T08:00:00Z ', '2026-03-10T08:00:00.000Z'],
    ['fraction beyond ms', '2026-03-10T08:00:00.1239Z', '2026-03-10T08:00:00.123Z'],
    ['leap day 2028', '2028-02-29', '2028-02-29T06:00:00.000Z'],
    ['month end', '2026-04-30T23:59:59Z', '2026-04-30T23:59:59.000Z'],
  ])('parses %s', (_name, input, expected) => {
    expect(toDate(input)?.toISOString()).toBe(expected);
  });

  it.each([
    ['empty string', ''],
    ['blank string', '   '],
    ['free text', 'tomorrow'],
    ['impossible day', '2026-02-30'],
    ['non-leap Feb 29', '2027-02-29'],
    ['April 31', '2026-04-31'],
    ['month 13', '2026-13-01'],
    ['hour 24', '2026-01-01T24:00'],
    ['minute 60', '2026-01-01T10:60'],
    ['second 60', '2026-01-01T10:00:60Z'],
    ['bad offset', '2026-01-01T10:00+25:00'],
    ['US format', '03/10/2026'],
    ['number', 1_700_000_000_000],
    ['null', null],
    ['undefined', undefined],
    ['invalid Date', new Date('nope')],
  ])('returns null for %s', (_name, input) => {
    expect(toDate(input)).toBeNull();
  });

  it('returns a copy of a valid Date', () => {
    const original = new Date('2026-01-01T00:00:00Z');
    const copy = toDate(original);
    expect(copy).toEqual(original);
    expect(copy).not.toBe(original);
  });

  it('reads zone-less strings in the zone given', () => {
    expect(toDate('2026-03-10T08:00', 0)?.toISOString()).toBe('2026-03-10T08:00:00.000Z');
  });
});
