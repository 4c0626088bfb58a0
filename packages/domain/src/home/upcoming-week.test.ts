import { describe, expect, it } from 'vitest';
import { upcomingWeek } from './upcoming-week.ts';

const iso = (date: Date) => date.toISOString();

describe('upcomingWeek', () => {
  it('runs seven days from today 00:00, six hours behind UTC', () => {
    // Wednesday 11 March 2026, 12:00 business time.
    const { start, end } = upcomingWeek(new Date('2026-03-11T18:00:00.000Z'));
    expect(iso(start)).toBe('2026-03-11T06:00:00.000Z');
    expect(iso(end)).toBe('2026-03-18T06:00:00.000Z');
  });

  it('counts the evening before 00:00 business time as the previous day', () => {
    // Tuesday 10 March 23:30 business time is Wednesday 05:30 UTC.
    expect(iso(upcomingWeek(new Date('2026-03-11T05:30:00.000Z')).start)).toBe(
      '2026-03-10T06:00:00.000Z',
    );
  });

  it('starts a new day at 00:00 business time', () => {
    expect(iso(upcomingWeek(new Date('2026-03-11T06:00:00.000Z')).start)).toBe(
      '2026-03-11T06:00:00.000Z',
    );
  });

  it('crosses month and year ends', () => {
    const { start, end } = upcomingWeek(new Date('2026-12-28T12:00:00.000Z'));
    expect([iso(start), iso(end)]).toEqual([
      '2026-12-28T06:00:00.000Z',
      '2027-01-04T06:00:00.000Z',
    ]);
  });
});
