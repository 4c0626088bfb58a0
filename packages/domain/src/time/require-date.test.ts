import { describe, expect, it } from 'vitest';
import { requireDate } from './require-date.ts';

describe('requireDate', () => {
  it('returns the parsed date', () => {
    expect(requireDate('2026-01-01T00:00:00Z').toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it.each([[''], ['garbage'], [undefined], [new Date(Number.NaN)]])(
    'throws a RangeError naming the value for %j',
    (input) => {
      expect(() => requireDate(input, 'now')).toThrow(RangeError);
      expect(() => requireDate(input, 'now')).toThrow(/^Invalid now: /);
    },
  );
});
