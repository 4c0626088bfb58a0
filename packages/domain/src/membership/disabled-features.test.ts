import { describe, expect, it } from 'vitest';
import { disabledFeatures } from './disabled-features.ts';

const GATED = (reason: string) =>
  ['navigation', 'search', 'notifications'].map((feature) => ({ feature, reason }));

describe('disabledFeatures', () => {
  it.each([
    ['active gold: nothing', { membership: 'active', plan: 'gold' }, []],
    [
      'active silver: tariffs',
      { membership: 'active', plan: 'silver' },
      [{ feature: 'tariffs', reason: 'plan' }],
    ],
    [
      'silver in any spelling',
      { membership: 'active', plan: ' SILVER ' },
      [{ feature: 'tariffs', reason: 'plan' }],
    ],
    ['expired gold', { membership: 'expired', plan: 'gold' }, GATED('expired')],
    ['upcoming', { membership: 'upcoming', plan: 'enterprise' }, GATED('upcoming')],
    ['no plan', { membership: 'none', plan: null }, GATED('none')],
    [
      'expired silver: both',
      { membership: 'expired', plan: 'silver' },
      [...GATED('expired'), { feature: 'tariffs', reason: 'plan' }],
    ],
    ['platform admin: nothing', { membership: 'none', plan: null, isAdmin: true }, []],
  ] as const)('%s', (_name, input, expected) => {
    expect(disabledFeatures(input)).toEqual(expected);
  });
});
