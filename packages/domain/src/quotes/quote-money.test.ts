import { describe, expect, it } from 'vitest';
import { fromCents, marginOf, roundCents, toCents } from './quote-money.ts';

describe('toCents and fromCents', () => {
  it.each([
    [0, 0],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [-2.345, -235],
    [1850, 185_000],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%s is %i cents', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it.each([
    [185_000, 1850],
    [1, 0.01],
    [-0, 0],
  ])('%i cents is %s', (cents, amount) => {
    expect(fromCents(cents)).toBe(amount);
  });

  it('rounds to cents', () => {
    expect(roundCents(19.999)).toBe(20);
  });
});

describe('marginOf', () => {
  it.each([
    [850, 1000, 150, 15],
    [1000, 1000, 0, 0],
    [1200, 1000, -200, -20],
    [0, 0, 0, null],
    [100, 0, -100, null],
    [1850, 2176.47, 326.47, 15],
  ])('buy %s, sell %s: %s and %s %%', (buy, sell, amount, percent) => {
    expect(marginOf(buy, sell)).toEqual({ amount, percent });
  });
});
