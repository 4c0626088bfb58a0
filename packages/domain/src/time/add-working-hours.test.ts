import { describe, expect, it } from 'vitest';
import { addWorkingHours } from './add-working-hours.ts';

// Comments give the UTC−6 wall time; 2026-01-05 is a Monday.
describe('addWorkingHours (UTC−6, Monday–Friday)', () => {
  it.each([
    ['Mon 10:00 → Tue 10:00', '2026-01-05T16:00:00Z', 24, '2026-01-06T16:00:00.000Z'],
    ['Thu 10:00 → Fri 10:00', '2026-01-08T16:00:00Z', 24, '2026-01-09T16:00:00.000Z'],
    [
      'Fri 10:00 → Mon 10:00 (weekend skipped)',
      '2026-01-09T16:00:00Z',
      24,
      '2026-01-12T16:00:00.000Z',
    ],
    [
      'Fri 00:00 → Sat 00:00 (ends at Friday midnight)',
      '2026-01-09T06:00:00Z',
      24,
      '2026-01-10T06:00:00.000Z',
    ],
    [
      'Sat 12:00 → Tue 00:00 (counts from Monday)',
      '2026-01-10T18:00:00Z',
      24,
      '2026-01-13T06:00:00.000Z',
    ],
    ['Sun 23:59 → Tue 00:00', '2026-01-12T05:59:00Z', 24, '2026-01-13T06:00:00.000Z'],
    // Saturday 03:00 UTC is still Friday 21:00 in UTC−6: 3 h on Friday, 21 h on Monday.
    ['Fri 21:00 local on a UTC Saturday', '2026-01-10T03:00:00Z', 24, '2026-01-13T03:00:00.000Z'],
    // Monday 03:00 UTC is still Sunday 21:00 in UTC−6, so counting starts at Monday 00:00 local.
    ['Sun 21:00 local on a UTC Monday', '2026-01-12T03:00:00Z', 24, '2026-01-13T06:00:00.000Z'],
    [
      'year rollover: Thu 31 Dec 20:00 → Fri 1 Jan 20:00',
      '2027-01-01T02:00:00Z',
      24,
      '2027-01-02T02:00:00.000Z',
    ],
    [
      'year rollover over a weekend: Fri 31 Dec 2027 → Mon 3 Jan 2028',
      '2027-12-31T16:00:00Z',
      24,
      '2028-01-03T16:00:00.000Z',
    ],
    ['month end: Fri 30 Jan → Mon 2 Feb', '2026-01-30T16:00:00Z', 24, '2026-02-02T16:00:00.000Z'],
    [
      'leap day: Mon 28 Feb 2028 → Tue 29 Feb',
      '2028-02-28T16:00:00Z',
      24,
      '2028-02-29T16:00:00.000Z',
    ],
    ['zero hours on a weekday', '2026-01-05T16:00:00Z', 0, '2026-01-05T16:00:00.000Z'],
    [
      'zero hours on a weekend → Monday 00:00',
      '2026-01-10T18:00:00Z',
      0,
      '2026-01-12T06:00:00.000Z',
    ],
    ['fractional hours', '2026-01-05T16:00:00Z', 1.5, '2026-01-05T17:30:00.000Z'],
    ['72 h spans a weekend', '2026-01-08T16:00:00Z', 72, '2026-01-13T16:00:00.000Z'],
    ['120 h is one working week', '2026-01-05T06:00:00Z', 120, '2026-01-10T06:00:00.000Z'],
    ['before 1970', '1969-12-31T16:00:00Z', 24, '1970-01-01T16:00:00.000Z'],
  ])('%s', (_name, from, hours, expected) => {
    expect(addWorkingHours({ from: new Date(from), hours }).toISOString()).toBe(expected);
  });

  it('uses the zone given for weekends', () => {
    // Saturday 03:00 UTC is a weekend in UTC, so a UTC count starts on Monday.
    const due = addWorkingHours({
      from: new Date('2026-01-10T03:00:00Z'),
      hours: 24,
      utcOffsetMinutes: 0,
    });
    expect(due.toISOString()).toBe('2026-01-13T00:00:00.000Z');
  });

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('rejects %s hours', (hours) => {
    expect(() => addWorkingHours({ from: new Date('2026-01-05T16:00:00Z'), hours })).toThrow(
      RangeError,
    );
  });

  it('rejects an invalid start', () => {
    expect(() => addWorkingHours({ from: new Date('nope'), hours: 1 })).toThrow(RangeError);
  });
});
