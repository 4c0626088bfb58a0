import type { QuoteState } from '../collections/collection-quotes.ts';
import { BUSINESS_UTC_OFFSET_MINUTES } from '../time/business-time-zone.ts';
import { readInstant } from '../time/read-instant.ts';

/** What the quotes report reads of a quote (as the `quotes` collection stores it). */
export type QuoteReportSource = {
  state: QuoteState | '';
  sentAt: string;
  decidedAt: string;
  /** The quote's date (`YYYY-MM-DD…`): the day a draft counts on. */
  date: string;
  client: string;
  clientName: string;
  origin: string;
  destination: string;
  mode: string;
  currency: string;
  /** Per option, as the server stores it: `{ byCurrency, converted }` (quote-totals.ts). */
  totals: unknown;
  chosenOption: number;
};

/** The days a report covers, inclusive, `YYYY-MM-DD`; '' leaves that end open. */
export type QuotePeriod = { from: string; to: string };

/** The figures of a set of quotes. */
export type QuoteFigures = {
  /** Quotes sent to the client in the period, whatever became of them since. */
  sent: number;
  /** Of those: accepted, rejected, run out, and still waiting for the client's answer. */
  won: number;
  lost: number;
  expired: number;
  open: number;
  /** Quotes not sent yet, counted on their date. */
  drafts: number;
  /** won / (won + lost + expired), 0–1; null while none is decided. */
  winRate: number | null;
  /** The mean margin percent (0–100) of the won quotes' chosen options; null without one. */
  averageMarginPercent: number | null;
};

export type QuoteLaneFigures = QuoteFigures & {
  key: string;
  origin: string;
  destination: string;
  mode: string;
};
export type QuoteClientFigures = QuoteFigures & { key: string; client: string; name: string };
/** The groups past the first ones, added together; `groups` says how many. */
export type QuoteOthersFigures = QuoteFigures & { groups: number };
export type QuoteGroups<T> = { top: T[]; others: QuoteOthersFigures | null };

export type QuoteReport = {
  period: QuotePeriod;
  summary: QuoteFigures;
  byLane: QuoteGroups<QuoteLaneFigures>;
  byClient: QuoteGroups<QuoteClientFigures>;
};

/** Lanes and clients listed one by one; the rest are added up as "others". */
export const QUOTE_REPORT_TOP = 10;

type Tally = Omit<QuoteFigures, 'winRate' | 'averageMarginPercent'> & {
  marginSum: number;
  margins: number;
};

const emptyTally = (): Tally => ({
  sent: 0,
  won: 0,
  lost: 0,
  expired: 0,
  open: 0,
  drafts: 0,
  marginSum: 0,
  margins: 0,
});

/**
 * The quotes report (issue 38) of `quotes` over `period`: how many were sent, won, lost, run
 * out or are still open, the win rate and the average margin of the won ones, in total, by lane
 * (origin → destination, mode) and by client, the busiest (most sent) first, ten of each and the
 * others together. A sent quote counts on the day it was sent (business time, UTC−6), whatever
 * became of it since, so a period's win rate is that of the quotes it sent; a draft counts on
 * its date.
 *
 * The win rate counts an expired quote as lost: a quote the client let run out is business
 * that did not come, as a rejected one is, and leaving it out would make a company that never
 * hears back look as if it won everything it heard about. Quotes still open count in neither.
 */
export function quoteReport(
  quotes: readonly QuoteReportSource[],
  period: QuotePeriod,
): QuoteReport {
  const summary = emptyTally();
  const lanes = new Map<
    string,
    { tally: Tally; lane: Omit<QuoteLaneFigures, keyof QuoteFigures> }
  >();
  const clients = new Map<string, { tally: Tally; name: string; at: string }>();
  for (const quote of quotes) {
    const day = quoteReportDay(quote);
    if (day === null || !inPeriod(day, period)) continue;
    const margin = wonMarginPercent(quote);
    addTo(summary, quote, margin);
    const lane = laneOf(quote);
    const laneEntry = lanes.get(lane.key) ?? { tally: emptyTally(), lane };
    lanes.set(lane.key, laneEntry);
    addTo(laneEntry.tally, quote, margin);
    const clientEntry = clients.get(quote.client) ?? { tally: emptyTally(), name: '', at: '' };
    clients.set(quote.client, clientEntry);
    addTo(clientEntry.tally, quote, margin);
    // The client's name as its latest quote in the period gives it.
    if (day >= clientEntry.at && quote.clientName) {
      clientEntry.name = quote.clientName;
      clientEntry.at = day;
    }
  }
  const byLane = [...lanes.values()].map(({ tally, lane }) => ({
    ...lane,
    ...figuresOf(tally),
    tally,
  }));
  const byClient = [...clients.entries()].map(([client, entry]) => ({
    key: client,
    client,
    name: entry.name,
    ...figuresOf(entry.tally),
    tally: entry.tally,
  }));
  return {
    period: { ...period },
    summary: figuresOf(summary),
    byLane: topAndOthers(byLane, (it) => `${it.origin} ${it.destination} ${it.mode}`),
    byClient: topAndOthers(byClient, (it) => it.name || it.client),
  };
}

/**
 * The day a quote counts on: the business day it was sent, or, for a draft, its date (a quote
 * decided without a recorded sending counts on the day it was decided, then on its date). Null
 * for a quote without a readable day.
 */
export function quoteReportDay(
  quote: Pick<QuoteReportSource, 'state' | 'sentAt' | 'decidedAt' | 'date'>,
): string | null {
  const calendarDay = /^\d{4}-\d{2}-\d{2}/.exec(quote.date ?? '')?.[0] ?? null;
  if (quote.state === 'draft' || quote.state === '') return calendarDay;
  return businessDay(quote.sentAt) ?? businessDay(quote.decidedAt) ?? calendarDay;
}

function businessDay(value: string): string | null {
  const ms = readInstant(value);
  if (ms === null) return null;
  return new Date(ms + BUSINESS_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

function inPeriod(day: string, { from, to }: QuotePeriod): boolean {
  return (!from || day >= from) && (!to || day <= to);
}

function laneOf(quote: QuoteReportSource) {
  const origin = quote.origin.trim().toUpperCase();
  const destination = quote.destination.trim().toUpperCase();
  return { key: `${quote.mode}|${origin}|${destination}`, origin, destination, mode: quote.mode };
}

/** The margin percent of an accepted quote's chosen option, converted to its currency. */
function wonMarginPercent(quote: QuoteReportSource): number | null {
  if (quote.state !== 'accepted' || !Array.isArray(quote.totals)) return null;
  const option: unknown = quote.totals[quote.chosenOption];
  if (typeof option !== 'object' || option === null) return null;
  const converted = (option as { converted?: unknown }).converted;
  if (typeof converted !== 'object' || converted === null) return null;
  const percent = (converted as { marginPercent?: unknown }).marginPercent;
  return typeof percent === 'number' && Number.isFinite(percent) ? percent : null;
}

function addTo(tally: Tally, quote: QuoteReportSource, margin: number | null): void {
  switch (quote.state) {
    case 'draft':
    case '':
      tally.drafts += 1;
      return;
    case 'accepted':
      tally.won += 1;
      break;
    case 'rejected':
      tally.lost += 1;
      break;
    case 'expired':
      tally.expired += 1;
      break;
    case 'sent':
      tally.open += 1;
      break;
  }
  tally.sent += 1;
  if (margin !== null) {
    tally.marginSum += margin;
    tally.margins += 1;
  }
}

function figuresOf({ marginSum, margins, ...counts }: Tally): QuoteFigures {
  const decided = counts.won + counts.lost + counts.expired;
  return {
    ...counts,
    winRate: decided === 0 ? null : counts.won / decided,
    // Each won quote weighs the same: quotes are in dollars or pesos, so a mean weighted by
    // money would first need one currency for all of them.
    averageMarginPercent: margins === 0 ? null : Math.round((marginSum / margins) * 100) / 100,
  };
}

/** Busiest first (sent, then won, then by name), the first ten, and the rest added up. */
function topAndOthers<T extends QuoteFigures & { key: string; tally: Tally }>(
  groups: T[],
  nameOf: (group: T) => string,
): QuoteGroups<Omit<T, 'tally'>> {
  groups.sort(
    (a, b) =>
      b.sent - a.sent ||
      b.won - a.won ||
      b.drafts - a.drafts ||
      nameOf(a).localeCompare(nameOf(b), 'es') ||
      a.key.localeCompare(b.key),
  );
  const top = groups.slice(0, QUOTE_REPORT_TOP).map((group) => {
    const { tally, ...figures } = group;
    void tally;
    return figures;
  });
  const rest = groups.slice(QUOTE_REPORT_TOP);
  if (rest.length === 0) return { top, others: null };
  const others = emptyTally();
  for (const { tally } of rest)
    for (const key of Object.keys(others) as (keyof Tally)[]) others[key] += tally[key];
  return { top, others: { ...figuresOf(others), groups: rest.length } };
}
