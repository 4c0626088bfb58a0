import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random/mulberry32.ts';
import { toDate } from './to-date.ts';
import { instantIso, isReadableInstant, readInstant } from './read-instant.ts';

describe('readInstant', () => {
  it.each([
    '2026-01-05 16:00:00.000Z',
    '2026-01-05T16:00:00.000Z',
    '2024-02-29 23:59:59.999Z',
    '2000-02-29T00:00:00.000Z',
    '1970-01-01 00:00:00.000Z',
    '1969-12-31T23:59:59.999Z',
    '0001-01-01T00:00:00.000Z',
    '0099-03-01 12:00:00.000Z',
    '1600-02-29T00:00:00.000Z',
    '9999-12-31 23:59:59.999z',
    // Not canonical, read by the general parser.
    '2026-01-05',
    '2026-01-05T10:00',
    '2026-01-05 10:00:00-06:00',
    '2026-01-05T16:00:00Z',
    ' 2026-01-05T16:00:00.000Z',
  ])('reads %s as toDate does', (text) => {
    expect(readInstant(text)).toBe(toDate(text)?.getTime() ?? null);
    expect(isReadableInstant(text)).toBe(true);
  });

  it.each([
    '2026-02-29 00:00:00.000Z',
    '2100-02-29T00:00:00.000Z',
    '2026-13-01T00:00:00.000Z',
    '2026-00-10T00:00:00.000Z',
    '2026-04-31T00:00:00.000Z',
    '2026-01-00T00:00:00.000Z',
    '2026-01-05T24:00:00.000Z',
    '2026-01-05T23:60:00.000Z',
    '2026-01-05T23:59:60.000Z',
    '2026-01-05T1a:00:00.000Z',
    '2026-01-05T16:00:00.0-0Z',
    '2026/01/05T16:00:00.000Z',
    '2026-01-05X16:00:00.000Z',
    'yesterday at 4 in the pm',
    '',
  ])('gives null for %j, as toDate does', (text) => {
    expect(toDate(text)).toBeNull();
    expect(readInstant(text)).toBeNull();
    expect(isReadableInstant(text)).toBe(false);
  });

  it.each([
    [null, null],
    [undefined, null],
    [1_767_628_800_000, null],
    [new Date('2026-01-05T16:00:00.000Z'), Date.parse('2026-01-05T16:00:00.000Z')],
    [new Date(Number.NaN), null],
  ])('reads the non-string %j as toDate does', (value, expected) => {
    expect(readInstant(value)).toBe(expected);
    expect(isReadableInstant(value)).toBe(expected !== null);
  });

  it('agrees with toDate on random canonical instants', () => {
    const random = mulberry32(7);
    for (let i = 0; i < 2000; i++) {
      const instant = Math.floor((random() - 0.5) * 2 * 2e13);
      const iso = new Date(instant).toISOString();
      if (iso.length !== 24) continue;
      const text = random() < 0.5 ? iso : iso.replace('T', ' ');
      expect(readInstant(text)).toBe(toDate(text)?.getTime());
      expect(readInstant(text)).toBe(instant);
    }
  });
});

describe('instantIso', () => {
  it.each([
    '2026-01-05 16:00:00.000Z',
    '2026-01-05T16:00:00.000Z',
    '0042-07-01 00:00:00.000Z',
    '2026-01-05 10:00:00-06:00',
    '2026-01-05',
    '2026-01-05 16:00:00.000z',
    new Date('2026-01-05T16:00:00.000Z'),
  ])('gives toISOString of what readInstant read from %j', (value) => {
    const ms = readInstant(value)!;
    expect(instantIso(value, ms)).toBe(new Date(ms).toISOString());
  });
});
