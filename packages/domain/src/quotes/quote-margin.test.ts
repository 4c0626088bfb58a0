import { describe, expect, it } from 'vitest';
import { marginRuleProblem, priceLines, type MarginRules } from './quote-margin.ts';

const NO_RULES: MarginRules = { charges: [], quote: null };

describe('marginRuleProblem', () => {
  it.each([
    [{ kind: 'percent', value: 15 }, null],
    [{ kind: 'percent', value: 0 }, null],
    [{ kind: 'percent', value: 100 }, 'percentRange'],
    [{ kind: 'percent', value: -1 }, 'negative'],
    [{ kind: 'fixed', value: 50, currency: 'USD' }, null],
    [{ kind: 'fixed', value: -50, currency: 'USD' }, 'negative'],
    [{ kind: 'fixed', value: 50, currency: 'usd' }, 'currency'],
    [{ kind: 'fixed', value: Number.NaN }, 'negative'],
  ] as const)('%j: %s', (rule, problem) => {
    expect(marginRuleProblem(rule)).toBe(problem);
  });
});

describe('priceLines', () => {
  const freight = { charge: 'Flete marítimo', currency: 'USD', buy: 850 };
  const thc = { charge: 'THC destino', currency: 'MXN', buy: 4200 };
  const handling = { charge: 'Handling', currency: 'USD', buy: 150 };

  it.each([
    ['no rule sells at cost', [freight], NO_RULES, [[850, 'none']]],
    [
      'a quote percent is a margin on the sell amount',
      [freight, thc],
      { charges: [], quote: { kind: 'percent', value: 15 } },
      [
        [1000, 'quote'],
        [4941.18, 'quote'],
      ],
    ],
    [
      "a charge's rule wins over the quote's, names compared without case or accents",
      [freight, handling],
      {
        charges: [{ charge: 'FLETE MARITIMO', kind: 'fixed', value: 120 }],
        quote: { kind: 'percent', value: 10 },
      },
      [
        [970, 'charge'],
        [166.67, 'quote'],
      ],
    ],
    [
      'a typed sell amount wins over every rule',
      [{ ...freight, sellOverride: 990 }],
      { charges: [{ charge: 'Flete marítimo', kind: 'percent', value: 30 }], quote: null },
      [[990, 'override']],
    ],
    [
      'a fixed quote amount is shared by buy in its currency, other currencies at cost',
      [freight, handling, thc],
      { charges: [], quote: { kind: 'fixed', value: 100, currency: 'USD' } },
      [
        [935, 'quote'],
        [165, 'quote'],
        [4200, 'none'],
      ],
    ],
    [
      'the shares of a fixed amount add up to it, the odd cent on the largest line',
      [
        { charge: 'A', currency: 'USD', buy: 1 },
        { charge: 'B', currency: 'USD', buy: 1 },
        { charge: 'C', currency: 'USD', buy: 1 },
      ],
      { charges: [], quote: { kind: 'fixed', value: 1, currency: 'USD' } },
      [
        [1.34, 'quote'],
        [1.33, 'quote'],
        [1.33, 'quote'],
      ],
    ],
    [
      'an invalid rule is ignored',
      [freight],
      { charges: [], quote: { kind: 'percent', value: 100 } },
      [[850, 'none']],
    ],
  ] as const)('%s', (_, lines, rules, expected) => {
    const priced = priceLines(lines, rules as MarginRules);
    expect(priced.map((line) => [line.sell, line.source])).toEqual(expected);
  });
});
