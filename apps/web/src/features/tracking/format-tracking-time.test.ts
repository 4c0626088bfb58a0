import { describe, expect, it } from 'vitest';
import { durationParts, formatZonedTime, zoneLabel } from './format-tracking-time.ts';

describe('formatZonedTime', () => {
  it.each([
    ['2026-03-03T16:30:00.000Z', 'Asia/Shanghai', 'Wed 4 Mar 2026, 00:30'],
    ['2026-03-03T16:30:00.000Z', 'America/Mexico_City', 'Tue 3 Mar 2026, 10:30'],
    ['2026-07-03T16:30:00.000Z', 'America/Chicago', 'Fri 3 Jul 2026, 11:30'],
    ['2026-03-03T16:30:00.000Z', 'Etc/GMT+6', 'Tue 3 Mar 2026, 10:30'],
  ])('%s in %s reads %j', (iso, zone, expected) => {
    expect(formatZonedTime(iso, zone).replace(' at ', ', ')).toBe(expected);
  });

  it('gives blank for an unreadable time', () => {
    expect(formatZonedTime('', 'Asia/Shanghai')).toBe('');
  });
});

describe('zoneLabel', () => {
  it.each([
    ['2026-03-03T16:30:00.000Z', 'Asia/Shanghai', true, 'Shanghai, UTC+8'],
    ['2026-03-03T16:30:00.000Z', 'America/Mexico_City', true, 'Mexico City, UTC−6'],
    // Texas keeps daylight saving time; Mexico does not (freight-domain §3.9)
    ['2026-07-03T16:30:00.000Z', 'America/Chicago', true, 'Chicago, UTC−5'],
    ['2026-07-03T16:30:00.000Z', 'America/Mexico_City', true, 'Mexico City, UTC−6'],
    ['2026-07-03T16:30:00.000Z', 'Europe/London', true, 'London, UTC+1'],
    ['2026-01-03T16:30:00.000Z', 'Europe/London', true, 'London, UTC+0'],
    ['2026-03-03T16:30:00.000Z', 'Etc/GMT+6', false, 'UTC−6'],
  ])('%s in %s (known: %s) is labelled %j', (iso, zone, isKnown, expected) => {
    expect(zoneLabel(iso, { zone, isKnown })).toBe(expected);
  });
});

describe('durationParts', () => {
  it.each([
    [1, 'minutes', 1],
    [59, 'minutes', 59],
    [60, 'hours', 1],
    [390, 'hours', 7],
    [47 * 60, 'hours', 47],
    [48 * 60, 'days', 2],
    [1440 * 10 + 600, 'days', 10],
  ])('%i min is %s %i', (minutes, unit, count) => {
    expect(durationParts(minutes)).toEqual({ unit, count });
  });
});
