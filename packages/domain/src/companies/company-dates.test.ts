import { describe, expect, it } from 'vitest';
import { dayToRecordDate, recordDay } from './company-dates.ts';

describe('recordDay', () => {
  it.each([
    ['2026-03-01 00:00:00.000Z', '2026-03-01'],
    ['2026-12-31T23:59:59.999Z', '2026-12-31'],
    ['2026-02-30', ''],
    ['', ''],
    ['tomorrow', ''],
    [null, ''],
  ])('%j → %j', (value, expected) => {
    expect(recordDay(value)).toBe(expected);
  });
});

describe('dayToRecordDate', () => {
  it('a start is the first instant of the day, an end the last', () => {
    expect(dayToRecordDate('2026-01-01', 'start')).toBe('2026-01-01 00:00:00.000Z');
    expect(dayToRecordDate('2026-12-31', 'end')).toBe('2026-12-31 23:59:59.999Z');
  });

  it('round-trips through recordDay', () => {
    expect(recordDay(dayToRecordDate('2027-06-15', 'end'))).toBe('2027-06-15');
  });

  it.each([[''], ['not a day']])('leaves %j blank', (day) => {
    expect(dayToRecordDate(day, 'start')).toBe('');
  });
});
