import { describe, expect, it } from 'vitest';
import { clampToastDuration } from './clamp-toast-duration.ts';

describe('clampToastDuration', () => {
  it.each([
    [undefined, 2400],
    [null, 2400],
    ['3000', 2400],
    [Number.NaN, 2400],
    [{}, 2400],
    [0, 1200],
    [-500, 1200],
    [1199, 1200],
    [1200, 1200],
    [4000, 4000],
    [8000, 8000],
    [8001, 8000],
    [Number.POSITIVE_INFINITY, 8000],
    [Number.NEGATIVE_INFINITY, 1200],
  ])('%j → %i', (duration, expected) => {
    expect(clampToastDuration(duration)).toBe(expected);
  });
});
