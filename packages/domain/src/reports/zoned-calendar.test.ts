import { describe, expect, it } from 'vitest';
import {
  monthKey,
  nextMonth,
  parseCalendarDay,
  zonedDayStartMs,
  zonedMonth,
} from './zoned-calendar.ts';

const iso = (ms: number) => new Date(ms).toISOString();

describe('zonedMonth', () => {
  it.each([
    ['2026-03-01T03:00:00.000Z', 'America/Mexico_City', '2026-02'],
    ['2026-03-01T06:00:00.000Z', 'America/Mexico_City', '2026-03'],
    ['2026-03-01T05:59:59.999Z', 'Etc/GMT+6', '2026-02'],
    ['2026-03-01T03:00:00.000Z', 'UTC', '2026-03'],
    ['2025-12-31T23:00:00.000Z', 'Asia/Tokyo', '2026-01'],
    ['2026-01-01T05:00:00.000Z', 'America/Mexico_City', '2025-12'],
  ])('%s in %s is %s', (instant, zone, month) => {
    expect(monthKey(zonedMonth(Date.parse(instant), zone))).toBe(month);
  });
});

describe('zonedDayStartMs', () => {
  it.each<[number, number, number, string, string]>([
    [2026, 3, 1, 'America/Mexico_City', '2026-03-01T06:00:00.000Z'],
    [2026, 3, 1, 'Etc/GMT+6', '2026-03-01T06:00:00.000Z'],
    [2026, 3, 1, 'UTC', '2026-03-01T00:00:00.000Z'],
    [2026, 1, 1, 'Asia/Kolkata', '2025-12-31T18:30:00.000Z'],
    // Summer time: Tijuana is UTC−8 in winter, UTC−7 from 8 March 2026.
    [2026, 3, 1, 'America/Tijuana', '2026-03-01T08:00:00.000Z'],
    [2026, 4, 1, 'America/Tijuana', '2026-04-01T07:00:00.000Z'],
    // Days and months past the end roll over.
    [2026, 2, 29, 'UTC', '2026-03-01T00:00:00.000Z'],
    [2026, 13, 1, 'Etc/GMT+6', '2027-01-01T06:00:00.000Z'],
  ])('%i-%i-%i in %s starts at %s', (year, month, day, zone, expected) => {
    expect(iso(zonedDayStartMs(year, month, day, zone))).toBe(expected);
  });
});

describe('parseCalendarDay', () => {
  it.each([
    ['2026-03-10', { year: 2026, month: 3, day: 10 }],
    [' 2024-02-29 ', { year: 2024, month: 2, day: 29 }],
    ['2026-02-29', null],
    ['2026-13-01', null],
    ['2026-3-1', null],
    ['10/03/2026', null],
    ['2026-03-10T00:00', null],
    ['', null],
  ])('%j', (text, expected) => {
    expect(parseCalendarDay(text)).toEqual(expected);
  });
});

describe('nextMonth', () => {
  it.each([
    [{ year: 2026, month: 1 }, '2026-02'],
    [{ year: 2026, month: 12 }, '2027-01'],
  ])('%j → %s', (month, expected) => {
    expect(monthKey(nextMonth(month))).toBe(expected);
  });
});
