import {
  exchangeRateOn,
  priceLines,
  quoteTotals,
  type ExchangeRate,
  type MarginRules,
  type QuoteTotals,
} from '@rumbo/domain';
import { lineBasis, type QuoteDraft } from './quote-draft.ts';
import type { PricedLineDraft } from './quote-record.ts';

export type PricedOption = { lines: PricedLineDraft[]; totals: QuoteTotals };

export type QuotePricing = {
  /** The rate of the quote's date, or null when the table has none for it. */
  rate: ExchangeRate | null;
  options: PricedOption[];
};

/**
 * The quote as it stands: each line's sell amount (a typed one wins, else the company's margin
 * rules; as stored when the quote can no longer change), and each option's totals per currency
 * and in the quote's currency at the rate of its date.
 */
export function priceQuote(
  draft: QuoteDraft,
  rules: MarginRules,
  rates: readonly ExchangeRate[],
  isEditable: boolean,
): QuotePricing {
  const rate = exchangeRateOn(rates, draft.date);
  const options = draft.options.map((option): PricedOption => {
    const sells = priceLines(
      option.lines.map((line) => ({
        charge: line.charge,
        currency: line.currency,
        buy: line.buy ?? 0,
        sellOverride: line.sellOverride,
      })),
      rules,
    );
    const lines = option.lines.map((line, index): PricedLineDraft => {
      if (!isEditable)
        return {
          ...line,
          sell: line.storedSell,
          marginSource: line.sellOverride !== null ? 'override' : 'stored',
        };
      const priced = sells[index]!;
      if (
        line.sellOverride === null &&
        line.storedBasis !== '' &&
        line.storedBasis === lineBasis(line)
      )
        return { ...line, sell: line.storedSell, marginSource: 'stored' };
      return {
        ...line,
        sell: line.buy === null && line.sellOverride === null ? null : priced.sell,
        marginSource: priced.source,
      };
    });
    const totals = quoteTotals(
      lines.map((line) => ({
        currency: line.currency,
        buy: line.buy ?? 0,
        sell: line.sell ?? 0,
        ivaRate: line.ivaRate,
      })),
      draft.currency,
      rate?.mxnPerUsd ?? null,
    );
    return { lines, totals };
  });
  return { rate, options };
}
