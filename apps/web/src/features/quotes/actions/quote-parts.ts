import { formatMoney, type QuoteCurrency, type QuotesRecord } from '@rumbo/domain';

// The parts of a stored quote the actions show, read from its JSON fields as the server keeps
// them (decision 075): options with their lines, each option's totals, the earlier versions.

/** A priced line of an option, as far as a read-only view shows it. */
export type QuoteLinePart = { charge: string; currency: string; sell: number; ivaRate: number };

export type QuoteOptionPart = {
  carrier: string;
  transitDays: number | null;
  lines: QuoteLinePart[];
  /** What the client pays for the option: in the quote's currency, else per currency. */
  totalText: string;
};

/** An earlier version of a quote, as it was when it was sent. */
export type QuoteVersionPart = {
  version: number;
  sentAt: string;
  date: string;
  validUntil: string;
  origin: string;
  destination: string;
  incoterm: string;
  currency: string;
  notes: string;
  options: QuoteOptionPart[];
  totalText: string;
};

const objects = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((it): it is Record<string, unknown> => typeof it === 'object' && it !== null)
    : [];

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const numberOr = <T>(value: unknown, fallback: T) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

type StoredTotal = { currency?: unknown; total?: unknown };

/** One option's total as the client reads it ('' when the server stored none). */
function totalTextOf(totals: unknown, currency: string): string {
  if (typeof totals !== 'object' || totals === null) return '';
  const { converted, byCurrency } = totals as { converted?: StoredTotal; byCurrency?: unknown };
  const money = (total: StoredTotal) =>
    formatMoney(numberOr(total.total, 0), text(total.currency) || currency);
  if (converted && typeof converted === 'object') return money(converted);
  return objects(byCurrency)
    .map((total) => money(total))
    .join(' + ');
}

/** The options of a quote (or of an earlier version), each with its lines and its total. */
export function quoteOptions(quote: {
  options?: unknown;
  totals?: unknown;
  currency?: unknown;
}): QuoteOptionPart[] {
  const totals = Array.isArray(quote.totals) ? (quote.totals as unknown[]) : [];
  const currency = text(quote.currency) || ('USD' satisfies QuoteCurrency);
  return objects(quote.options).map((option, index) => ({
    carrier: text(option.carrier),
    transitDays: numberOr(option.transitDays, null),
    lines: objects(option.lines).map((line) => ({
      charge: text(line.charge),
      currency: text(line.currency) || currency,
      sell: numberOr(line.sell, 0),
      ivaRate: numberOr(line.ivaRate, 0),
    })),
    totalText: totalTextOf(totals[index], currency),
  }));
}

/** The earlier versions a quote keeps, oldest first. */
export function quoteVersions(quote: Pick<QuotesRecord, 'versions'>): QuoteVersionPart[] {
  return objects(quote.versions)
    .map((kept) => {
      const options = quoteOptions(kept);
      return {
        version: numberOr(kept.version, 0),
        sentAt: text(kept.sentAt),
        date: text(kept.date),
        validUntil: text(kept.validUntil),
        origin: text(kept.origin),
        destination: text(kept.destination),
        incoterm: text(kept.incoterm),
        currency: text(kept.currency),
        notes: text(kept.notes),
        options,
        totalText: options.map((option) => option.totalText).join(' · '),
      };
    })
    .sort((a, b) => a.version - b.version);
}
