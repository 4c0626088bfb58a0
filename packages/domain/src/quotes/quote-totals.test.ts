import { describe, expect, it } from 'vitest';
import { quoteTotals, type QuoteAmountLine } from './quote-totals.ts';

const FREIGHT: QuoteAmountLine = { currency: 'USD', buy: 1850, sell: 2300, ivaRate: 0 };
const HANDLING: QuoteAmountLine = { currency: 'USD', buy: 80, sell: 120.55, ivaRate: 0.16 };
const THC: QuoteAmountLine = { currency: 'MXN', buy: 4200, sell: 4900, ivaRate: 0.16 };

describe('quoteTotals', () => {
  it('keeps currencies apart and shows IVA at 16 % and 0 % separately', () => {
    const { byCurrency } = quoteTotals([FREIGHT, HANDLING, THC], 'USD', 18.3521);
    expect(byCurrency).toEqual([
      {
        currency: 'USD',
        subtotal: 2420.55,
        base16: 120.55,
        iva16: 19.29,
        base0: 2300,
        total: 2439.84,
        buy: 1930,
        margin: 490.55,
        marginPercent: 20.27,
      },
      {
        currency: 'MXN',
        subtotal: 4900,
        base16: 4900,
        iva16: 784,
        base0: 0,
        total: 5684,
        buy: 4200,
        margin: 700,
        marginPercent: 14.29,
      },
    ]);
  });

  it.each([
    ['USD at the stored rate', 'USD', 18.3521, 2687.55, 2749.56],
    ['MXN at the stored rate', 'MXN', 18.3521, 49322.18, 50460.16],
    ['without a rate, mixed currencies have no converted total', 'USD', null, null, null],
  ] as const)('%s', (_, currency, rate, subtotal, total) => {
    const { converted } = quoteTotals([FREIGHT, HANDLING, THC], currency, rate);
    expect(converted?.subtotal ?? null).toBe(subtotal);
    expect(converted?.total ?? null).toBe(total);
  });

  it('needs no rate when every line is in the quote currency', () => {
    const { converted } = quoteTotals([THC], 'MXN', null);
    expect(converted).toMatchObject({ subtotal: 4900, total: 5684, margin: 700 });
  });

  it('rounds IVA per line, as a CFDI does per concept', () => {
    const line: QuoteAmountLine = { currency: 'MXN', buy: 0, sell: 0.03, ivaRate: 0.16 };
    // 0.03 × 0.16 = 0.0048 → 0 per line; 100 lines: 0 IVA, not 0.48.
    expect(quoteTotals(Array(100).fill(line), 'MXN', null).byCurrency[0]!.iva16).toBe(0);
  });

  it('is empty for no lines', () => {
    expect(quoteTotals([], 'USD', null)).toEqual({
      byCurrency: [],
      converted: {
        currency: 'USD',
        subtotal: 0,
        base16: 0,
        iva16: 0,
        base0: 0,
        total: 0,
        buy: 0,
        margin: 0,
        marginPercent: null,
      },
    });
  });
});
