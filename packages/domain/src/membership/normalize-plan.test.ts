import { describe, expect, it } from 'vitest';
import { normalizePlan } from './normalize-plan.ts';

describe('normalizePlan', () => {
  it.each([
    ['Gold', 'gold'],
    ['  SILVER ', 'silver'],
    ['Personal Development', 'personal_development'],
    ['personal-development', 'personal_development'],
    ['Personal  -  Development', 'personal_development'],
    ['personal_development', 'personal_development'],
    ['-gold-', 'gold'],
    ['', ''],
    [null, ''],
    [5, ''],
  ])('%j → %j', (plan, expected) => {
    expect(normalizePlan(plan)).toBe(expected);
  });
});
