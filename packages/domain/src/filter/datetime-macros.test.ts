import { describe, expect, it } from 'vitest';
import { datetimeMacroValue, DATETIME_MACROS, isDatetimeMacro } from './datetime-macros.ts';

describe('datetimeMacroValue', () => {
  // A Thursday at the end of a leap-year February; every macro reads UTC.
  const now = new Date('2024-02-29T17:04:05.678Z');

  it.each([
    ['@now', '2024-02-29 17:04:05.678Z'],
    ['@second', 5],
    ['@minute', 4],
    ['@hour', 17],
    ['@weekday', 4],
    ['@day', 29],
    ['@month', 2],
    ['@year', 2024],
    ['@todayStart', '2024-02-29 00:00:00.000Z'],
    ['@todayEnd', '2024-02-29 23:59:59.999Z'],
    ['@monthStart', '2024-02-01 00:00:00.000Z'],
    ['@monthEnd', '2024-02-29 23:59:59.999Z'],
    ['@yearStart', '2024-01-01 00:00:00.000Z'],
    ['@yearEnd', '2024-12-31 23:59:59.999Z'],
  ] as const)('%s at 2024-02-29T17:04:05.678Z is %j', (macro, expected) => {
    expect(datetimeMacroValue(macro, now)).toBe(expected);
  });

  it('ends December on the 31st and counts Sunday as 0', () => {
    const sunday = new Date('2023-12-31T23:59:59.000Z');
    expect(datetimeMacroValue('@monthEnd', sunday)).toBe('2023-12-31 23:59:59.999Z');
    expect(datetimeMacroValue('@weekday', sunday)).toBe(0);
  });

  it('knows exactly its macros', () => {
    expect(DATETIME_MACROS.every(isDatetimeMacro)).toBe(true);
    expect(isDatetimeMacro('@random')).toBe(false);
    expect(isDatetimeMacro('toString')).toBe(false);
  });
});
