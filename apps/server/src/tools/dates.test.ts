import { describe, expect, it } from 'vitest';
import { formatDateTime, normalizeDateTime } from './dates.ts';

describe('formatDateTime', () => {
  it('uses the wire layout in UTC', () => {
    expect(formatDateTime(new Date('2026-01-31T23:59:59.5-06:00'))).toBe(
      '2026-02-01 05:59:59.500Z',
    );
  });
});

describe('normalizeDateTime', () => {
  it.each([
    ['2024-02-29', '2024-02-29 00:00:00.000Z'],
    ['2026-03-10 08:00:00.000Z', '2026-03-10 08:00:00.000Z'],
    ['2026-03-10T08:00:00Z', '2026-03-10 08:00:00.000Z'],
    ['2026-03-10T02:00:00-06:00', '2026-03-10 08:00:00.000Z'],
    ['2026-03-10 08:00:00', '2026-03-10 08:00:00.000Z'],
    ['2026-03-10', '2026-03-10 00:00:00.000Z'],
    ['1767225600', '2026-01-01 00:00:00.000Z'],
    [1767225600, '2026-01-01 00:00:00.000Z'],
    ['  ', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('reads %j as %j', (input, expected) => {
    expect(normalizeDateTime(input)).toBe(expected);
  });

  it.each([
    ['not a date'],
    ['2026-13-45'],
    ['2026-02-30'],
    ['2025-02-29 10:00:00Z'],
    ['2026-04-31'],
    [{}],
    [[]],
    [true],
    [new Date('x')],
  ])('refuses %j', (input) => {
    expect(normalizeDateTime(input)).toBeNull();
  });
});
