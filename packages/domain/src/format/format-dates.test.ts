import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BUSINESS_ZONE_LABEL,
  formatBusinessDay,
  formatDateTime,
  formatDay,
  formatExactDateTime,
  formatInstant,
  formatMonth,
  formatShortDateTime,
  formatTime,
  formatWeekdayDateTime,
  formatWeekdayDay,
} from './format-dates.ts';

// The machine's own zone must never show through: these run as if in Bogotá (UTC−5), an hour
// off the business zone, as a user there saw the editor and the clock.
beforeAll(() => {
  vi.stubEnv('TZ', 'America/Bogota');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('instants, in the business zone (UTC−6, no daylight saving)', () => {
  it.each([
    ['15:00Z is 09:00', formatTime, '2026-03-10T15:00:00.000Z', '09:00'],
    ['PocketBase layout', formatTime, '2026-03-10 15:00:00.000Z', '09:00'],
    ['06:00Z is midnight', formatTime, '2026-03-10T06:00:00Z', '00:00'],
    ['05:59Z is the evening before', formatShortDateTime, '2026-03-10T05:59:00Z', '9 Mar, 23:59'],
    [
      'UTC midnight is 18:00 the day before',
      formatDateTime,
      '2026-01-01T00:00:00Z',
      '31 Dec 2025, 18:00',
    ],
    ['list cell', formatShortDateTime, '2025-11-25T20:00:00Z', '25 Nov, 14:00'],
    ['date and time', formatDateTime, '2025-11-25T20:00:00Z', '25 Nov 2025, 14:00'],
    ['with weekday', formatWeekdayDateTime, '2025-11-25T20:00:00Z', 'Tue 25 Nov, 14:00'],
    ['weekday day', formatWeekdayDay, '2025-11-24T06:00:00Z', 'Mon 24 Nov'],
    ['exact', formatExactDateTime, '2026-03-10T16:00:07Z', 'Tue, 10 Mar 2026, 10:00:07'],
    ['business day', formatBusinessDay, '2026-03-03T05:59:00Z', '2 Mar 2026'],
    ['business day after local midnight', formatBusinessDay, '2026-03-03T06:00:00Z', '3 Mar 2026'],
    ['summer: still UTC−6', formatTime, '2026-07-01T15:00:00Z', '09:00'],
    ['2021 summer, when Mexico City had UTC−5', formatTime, '2021-07-01T15:00:00Z', '09:00'],
    ['an explicit offset', formatTime, '2026-03-10T10:00:00-05:00', '09:00'],
    ['a zone-less text is business wall time', formatTime, '2026-03-10T09:00', '09:00'],
    ['a Date', formatTime, new Date('2026-03-10T15:00:00Z'), '09:00'],
    ['year end', formatDateTime, '2027-01-01T05:30:00Z', '31 Dec 2026, 23:30'],
    ['leap day', formatDateTime, '2028-02-29T23:30:00Z', '29 Feb 2028, 17:30'],
  ])('%s', (_name, format, value, expected) => {
    expect(format(value)).toBe(expected);
  });

  it.each([[''], ['  '], ['soon'], ['2026-02-30'], [null], [undefined], [new Date('nope')]])(
    'shows nothing for %j',
    (value) => {
      expect(formatDateTime(value)).toBe('');
      expect(formatDay(value)).toBe('');
    },
  );

  it('shows another zone when asked, e.g. where a milestone happens', () => {
    expect(formatInstant('2026-03-03T16:30:00Z', 'dateTime', { timeZone: 'Asia/Shanghai' })).toBe(
      '4 Mar 2026, 00:30',
    );
  });

  it('names the zone the way the clock shows it', () => {
    expect(BUSINESS_ZONE_LABEL).toBe('UTC−6');
  });
});

describe('calendar-day fields, stored as UTC days', () => {
  it.each([
    ['a start at UTC midnight', '2026-01-01 00:00:00.000Z', '1 Jan 2026'],
    ['the same in ISO', '2026-01-01T00:00:00.000Z', '1 Jan 2026'],
    ['an end at the last UTC instant', '2026-12-31 23:59:59.999Z', '31 Dec 2026'],
    ['a bare day', '2026-01-01', '1 Jan 2026'],
    ['a tariff day', '2026-05-01 00:00:00.000Z', '1 May 2026'],
    ['leap day', '2028-02-29 00:00:00.000Z', '29 Feb 2028'],
    ['a Date at UTC midnight', new Date('2026-01-01T00:00:00Z'), '1 Jan 2026'],
  ])('%s', (_name, value, expected) => {
    expect(formatDay(value)).toBe(expected);
  });

  it.each([
    ['2026-03', 'Mar 2026'],
    ['2026-12', 'Dec 2026'],
    ['2026-1', '2026-1'],
    ['', ''],
  ])('month %j', (key, expected) => {
    expect(formatMonth(key)).toBe(expected);
  });
});

describe('the locale, one argument away', () => {
  it('writes another locale when asked, in the same zone', () => {
    expect(formatInstant('2026-03-10T15:00:00Z', 'day', { locale: 'es-MX' })).toBe('10 mar 2026');
    expect(formatDay('2026-01-01 00:00:00.000Z', { locale: 'en-US' })).toBe('Jan 1, 2026');
    expect(formatMonth('2026-03', { locale: 'es-MX' })).toBe('mar 2026');
  });
});

describe('the clock of each language', () => {
  // 20:20Z is 14:20 in the business zone; 06:05Z is five past midnight.
  it.each([
    ['es-MX', 'time', '2026-03-03T20:20:00Z', '14:20'],
    ['es-MX', 'time', '2026-03-03T06:05:00Z', '00:05'],
    ['es-MX', 'shortDateTime', '2026-03-03T20:20:00Z', '3 mar, 14:20'],
    ['es-MX', 'weekdayDateTime', '2026-03-03T06:05:00Z', 'mar 3 de mar, 00:05'],
    ['es-MX', 'exactDateTime', '2026-03-03T20:20:07Z', 'mar, 3 de mar de 2026, 14:20:07'],
    ['es', 'time', '2026-03-03T20:20:00Z', '14:20'],
    ['es-ES', 'time', '2026-03-03T20:20:00Z', '14:20'],
    ['en-US', 'time', '2026-03-03T20:20:00Z', '02:20 PM'],
    ['en-US', 'time', '2026-03-03T06:05:00Z', '12:05 AM'],
    ['en-GB', 'time', '2026-03-03T20:20:00Z', '14:20'],
    ['en-GB', 'time', '2026-03-03T06:05:00Z', '00:05'],
  ] as const)('%s %s of %s reads %j', (locale, pattern, value, expected) => {
    expect(formatInstant(value, pattern, { locale })).toBe(expected);
  });

  it('leaves dates without a time alone', () => {
    expect(formatInstant('2026-03-10T15:00:00Z', 'day', { locale: 'es-MX' })).toBe('10 mar 2026');
  });
});
