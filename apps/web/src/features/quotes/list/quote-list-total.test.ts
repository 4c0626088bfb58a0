import type { QuoteCurrencyTotal } from '@rumbo/domain';
import { describe, expect, it } from 'vitest';
import type { QuoteListItem } from '#data/quotes/quotes-query.ts';
import { quoteListTotal } from './quote-list-total.ts';

const figures = (currency: 'USD' | 'MXN', total: number): QuoteCurrencyTotal => ({
  currency,
  subtotal: total,
  base16: 0,
  iva16: 0,
  base0: total,
  total,
  buy: 0,
  margin: 0,
  marginPercent: null,
});

const quote = (change: Partial<QuoteListItem>) => ({ chosenOption: 0, ...change }) as QuoteListItem;

describe('quoteListTotal', () => {
  it.each<[string, Partial<QuoteListItem>, ReturnType<typeof quoteListTotal>]>([
    ['not priced yet', { totals: null }, { amounts: [], optionCount: 0 }],
    [
      'the first option, in the quote currency',
      {
        totals: [
          { byCurrency: [figures('USD', 1000)], converted: figures('USD', 1000) },
          { byCurrency: [figures('USD', 900)], converted: figures('USD', 900) },
        ],
      },
      { amounts: [{ currency: 'USD', amount: 1000 }], optionCount: 2 },
    ],
    [
      'the option the client chose',
      {
        chosenOption: 1,
        totals: [
          { byCurrency: [], converted: figures('MXN', 1) },
          { byCurrency: [], converted: figures('MXN', 18500.5) },
        ],
      },
      { amounts: [{ currency: 'MXN', amount: 18500.5 }], optionCount: 2 },
    ],
    [
      'each currency when the rate is missing',
      { totals: [{ byCurrency: [figures('USD', 800), figures('MXN', 3480)], converted: null }] },
      {
        amounts: [
          { currency: 'USD', amount: 800 },
          { currency: 'MXN', amount: 3480 },
        ],
        optionCount: 1,
      },
    ],
    [
      'an option number past the options: the first',
      { chosenOption: 4, totals: [{ byCurrency: [], converted: figures('USD', 5) }] },
      { amounts: [{ currency: 'USD', amount: 5 }], optionCount: 1 },
    ],
  ])('%s', (_name, change, total) => {
    expect(quoteListTotal(quote(change))).toEqual(total);
  });
});
