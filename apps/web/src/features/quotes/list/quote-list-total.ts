import type { QuoteListItem } from '#data/quotes/quotes-query.ts';

/** A total as the list shows it: an amount and its currency. */
export type QuoteListAmount = { currency: string; amount: number };

/**
 * What the list shows as a quote's total: its chosen option's (the first until the client
 * chooses), all of it in the quote's currency at its stored rate; without that rate, the total
 * of each currency. Empty when the server has not priced it (no lines yet).
 */
export function quoteListTotal(quote: QuoteListItem): {
  amounts: QuoteListAmount[];
  optionCount: number;
} {
  const totals = Array.isArray(quote.totals) ? quote.totals : [];
  const option = totals[quote.chosenOption] ?? totals[0];
  if (!option) return { amounts: [], optionCount: totals.length };
  const amounts = option.converted
    ? [{ currency: option.converted.currency, amount: option.converted.total }]
    : (option.byCurrency ?? []).map((total) => ({
        currency: total.currency,
        amount: total.total,
      }));
  return { amounts, optionCount: totals.length };
}
