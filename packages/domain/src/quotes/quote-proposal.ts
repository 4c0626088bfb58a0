import { quoteLane } from '../tariffs/quote-lane.ts';
import type { Tariff } from '../tariffs/tariff-types.ts';
import { laneCargo, type QuoteCargoInput } from './quote-cargo.ts';
import { priceLines, type MarginRules, type MarginSource } from './quote-margin.ts';
import { defaultIvaRate, type IvaRate, type QuoteRoute } from './quote-taxes.ts';
import { QUOTE_CURRENCIES, type QuoteCurrency } from '../collections/collection-quotes.ts';

/** A charge of a quote option as the quote keeps it: its buy and sell amounts and its IVA. */
export type QuoteOptionLine = {
  /** The tariff line it came from; '' for a line priced by hand. */
  tariffId: string;
  charge: string;
  basis: string;
  quantity: number;
  currency: QuoteCurrency;
  buy: number;
  sell: number;
  /** The sell amount a person typed over the margin rules, or null. */
  sellOverride: number | null;
  marginSource: MarginSource;
  ivaRate: IvaRate;
};

/** One carrier's offer, as Rumbo proposes it from the company's buy rates. */
export type ProposedOption = {
  carrier: string;
  transitDays: number | null;
  /** The fewest free days any of its lines grants (what can be promised), null if none says. */
  freeDays: number | null;
  /** The first day one of its rates ends (`YYYY-MM-DD`), '' when all are open-ended. */
  validUntil: string;
  lines: QuoteOptionLine[];
  /** Lines of the lane that cannot apply, with why (a rate in a currency a quote cannot hold too). */
  skipped: { tariffId: string; charge: string; reason: string }[];
};

export type ProposalQuery = QuoteRoute & {
  cargo: QuoteCargoInput;
  /** The client's name, for the client's own rates. */
  customer: string;
  /** The quote's date (`YYYY-MM-DD`): rates in force on it. */
  date: string;
};

/**
 * Rumbo's proposal for a quote (issue 38): the company's buy rates for the lane, the cargo and the
 * date (quoteLane, one option per carrier, cheapest first), each line sold by the margin rules
 * and taxed by its default IVA (0 % for freight across the border, else 16 %). An empty list
 * means no tariff line matches: the person prices by hand.
 */
export function proposeQuoteOptions(
  tariffs: readonly Tariff[],
  query: ProposalQuery,
  rules: MarginRules,
): ProposedOption[] {
  const options = quoteLane(
    tariffs,
    {
      ...laneCargo(query.cargo),
      kind: 'buy',
      origin: query.origin,
      destination: query.destination,
      customer: query.customer,
      date: query.date,
    },
    query.date,
  );
  const byId = new Map(tariffs.map((tariff) => [tariff.id, tariff]));
  return options.map((option) => {
    const kept = option.lines.filter((line) => isQuoteCurrency(line.currency));
    const sells = priceLines(
      kept.map((line) => ({ charge: line.charge, currency: line.currency, buy: line.lineTotal })),
      rules,
    );
    const freeDays = kept
      .map((line) => byId.get(line.tariffId)?.freeDays ?? 0)
      .filter((days) => days > 0);
    return {
      carrier: option.carrier,
      transitDays: option.transitDays,
      freeDays: freeDays.length > 0 ? Math.min(...freeDays) : null,
      validUntil: option.validUntil,
      lines: kept.map((line, index) => ({
        tariffId: line.tariffId,
        charge: line.charge,
        basis: line.basis,
        quantity: line.quantity,
        currency: line.currency as QuoteCurrency,
        buy: line.lineTotal,
        sell: sells[index]!.sell,
        sellOverride: null,
        marginSource: sells[index]!.source,
        ivaRate: defaultIvaRate(line.charge, query),
      })),
      skipped: [
        ...option.skipped.map(({ tariffId, charge, reason }) => ({ tariffId, charge, reason })),
        ...option.lines
          .filter((line) => !isQuoteCurrency(line.currency))
          .map(({ tariffId, charge }) => ({ tariffId, charge, reason: 'currency' })),
      ],
    };
  });
}

function isQuoteCurrency(currency: string): currency is QuoteCurrency {
  return (QUOTE_CURRENCIES as readonly string[]).includes(currency);
}
