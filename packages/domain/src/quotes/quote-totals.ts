import { QUOTE_CURRENCIES, type QuoteCurrency } from '../collections/collection-quotes.ts';
import { convertAmount } from './exchange-rates.ts';
import { fromCents, marginOf, toCents } from './quote-money.ts';
import type { IvaRate } from './quote-taxes.ts';

/** A priced line of a quote option: what the company pays and what it charges the client. */
export type QuoteAmountLine = {
  currency: QuoteCurrency;
  buy: number;
  sell: number;
  ivaRate: IvaRate;
};

/** One currency's figures; the client sees sell, IVA and total, the company also buy and margin. */
export type QuoteCurrencyTotal = {
  currency: QuoteCurrency;
  subtotal: number;
  /** Sell amounts taxed at 16 % and at 0 %, and the IVA (each line's rounded, then added). */
  base16: number;
  iva16: number;
  base0: number;
  total: number;
  buy: number;
  margin: number;
  marginPercent: number | null;
};

export type QuoteTotals = {
  byCurrency: QuoteCurrencyTotal[];
  /**
   * Everything in the quote's currency at its stored rate; null when lines of the other currency
   * need a rate the quote does not have.
   */
  converted: QuoteCurrencyTotal | null;
};

/**
 * The totals of an option: per currency in the order USD, MXN (currencies never mixed), then all
 * of it in `currency` at `mxnPerUsd`. IVA is worked out per line and rounded to cents, as a CFDI
 * computes it per concept, so the invoice later adds up to the quote.
 */
export function quoteTotals(
  lines: readonly QuoteAmountLine[],
  currency: QuoteCurrency,
  mxnPerUsd: number | null,
): QuoteTotals {
  const byCurrency = QUOTE_CURRENCIES.map((code) =>
    totalOf(
      code,
      lines.filter((line) => line.currency === code),
    ),
  ).filter((total, index) => lines.some((line) => line.currency === QUOTE_CURRENCIES[index]));
  const needsRate = lines.some((line) => line.currency !== currency);
  const rate = mxnPerUsd !== null && mxnPerUsd > 0 ? mxnPerUsd : null;
  if (needsRate && rate === null) return { byCurrency, converted: null };
  const converted = totalOf(
    currency,
    lines.map((line) => ({
      currency,
      ivaRate: line.ivaRate,
      buy: convertAmount(line.buy, line.currency, currency, rate ?? 1),
      sell: convertAmount(line.sell, line.currency, currency, rate ?? 1),
    })),
  );
  return { byCurrency, converted };
}

function totalOf(currency: QuoteCurrency, lines: readonly QuoteAmountLine[]): QuoteCurrencyTotal {
  let base16 = 0;
  let base0 = 0;
  let iva16 = 0;
  let buy = 0;
  for (const line of lines) {
    const sell = toCents(line.sell);
    buy += toCents(line.buy);
    if (line.ivaRate === 0.16) {
      base16 += sell;
      iva16 += Math.round(sell * 0.16);
    } else base0 += sell;
  }
  const subtotal = fromCents(base16 + base0);
  const margin = marginOf(fromCents(buy), subtotal);
  return {
    currency,
    subtotal,
    base16: fromCents(base16),
    iva16: fromCents(iva16),
    base0: fromCents(base0),
    total: fromCents(base16 + base0 + iva16),
    buy: fromCents(buy),
    margin: margin.amount,
    marginPercent: margin.percent,
  };
}
