import { describe, expect, it } from 'vitest';
import { cleanCode } from './validation-result.ts';

describe('cleanCode', () => {
  it.each([
    [' ab-c d ', /[\s-]+/g, 'ABCD'],
    ['x y', /\s+/g, 'XY'],
    ['', /\s+/g, ''],
    [null, /\s+/g, ''],
    [12, /\s+/g, ''],
  ])('%j → %j', (input, strip, expected) => {
    expect(cleanCode(input, strip)).toBe(expected);
  });
});
