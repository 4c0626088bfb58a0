import { describe, expect, it } from 'vitest';
import { formatQuoteCode, nextQuoteCode, parseQuoteCode } from './quote-code.ts';

describe('parseQuoteCode', () => {
  it.each([
    ['QTE20260001', { year: 2026, sequence: 1 }],
    ['qte20260042', { year: 2026, sequence: 42 }],
    [' QTE202610000 ', { year: 2026, sequence: 10_000 }],
    ['QTE20260000', null],
    ['QTE2026001', null],
    ['OCN20260001', null],
    [42, null],
  ])('%j', (code, parts) => {
    expect(parseQuoteCode(code)).toEqual(parts);
  });
});

describe('nextQuoteCode', () => {
  const now = new Date('2026-12-04T18:00:00Z');
  it.each([
    [[], 'QTE20260001'],
    [['QTE20260007', 'QTE20260003'], 'QTE20260008'],
    [['QTE20259999', 'junk', null], 'QTE20260001'],
    [['QTE20269999'], 'QTE202610000'],
  ])('after %j: %s', (codes, next) => {
    expect(nextQuoteCode(now, codes)).toBe(next);
  });

  it('refuses a sequence that is not a positive whole number', () => {
    expect(() => formatQuoteCode(2026, 0)).toThrow('Invalid quote sequence: 0');
  });
});
