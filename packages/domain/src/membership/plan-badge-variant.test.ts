import { describe, expect, it } from 'vitest';
import { planBadgeVariant } from './plan-badge-variant.ts';

describe('planBadgeVariant', () => {
  it.each([
    ['gold', 'gold'],
    ['GOLD', 'gold'],
    ['Silver', 'silver'],
    [' Enterprise ', 'enterprise'],
    ['Personal Development', 'personal_development'],
    ['personal-development', 'personal_development'],
    ['platinum', 'default'],
    ['', 'default'],
    [undefined, 'default'],
  ])('%j → %s', (plan, expected) => {
    expect(planBadgeVariant(plan)).toBe(expected);
  });
});
