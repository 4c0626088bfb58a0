import { describe, expect, it } from 'vitest';
import { canSeeTariffs } from './can-see-tariffs.ts';

describe('canSeeTariffs', () => {
  it.each([
    ['silver', false],
    [' Silver ', false],
    ['SILVER', false],
    ['gold', true],
    ['enterprise', true],
    ['Personal Development', true],
    ['', true],
    [null, true],
  ])('%j → %s', (plan, expected) => {
    expect(canSeeTariffs(plan)).toBe(expected);
  });
});
