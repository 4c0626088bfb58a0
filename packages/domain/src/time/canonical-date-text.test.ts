import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random/mulberry32.ts';
import { canonicalInstant, isCanonicalTextAfter } from './canonical-date-text.ts';
import { readInstant } from './read-instant.ts';

describe('isCanonicalTextAfter', () => {
  const instant = canonicalInstant(Date.parse('2026-01-05T16:00:00.000Z'));

  it.each([
    ['2026-01-05T16:00:00.001Z', true],
    ['2026-01-05 16:00:00.001Z', true],
    ['2026-01-05 16:00:00.000Z', false],
    ['2026-01-05T15:59:59.999Z', false],
    ['2027-01-01 00:00:00.000Z', true],
    ['2025-12-31 23:59:59.999Z', false],
    // Not canonical: never decided by text, the caller reads it.
    ['2026-02-01', false],
    ['2026-02-01T10:00:00-06:00', false],
    ['2026-02-01T10:00:00.000z', false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isCanonicalTextAfter(value, instant)).toBe(expected);
  });

  it('agrees with reading the instants, for random canonical texts', () => {
    const random = mulberry32(11);
    const at = Date.parse('2026-06-15T12:00:00.000Z');
    const around = canonicalInstant(at);
    for (let i = 0; i < 2000; i++) {
      const iso = new Date(at + Math.floor((random() - 0.5) * 4 * 86_400_000)).toISOString();
      const text = random() < 0.5 ? iso : iso.replace('T', ' ');
      expect(isCanonicalTextAfter(text, around)).toBe(readInstant(text)! > at);
    }
  });
});
