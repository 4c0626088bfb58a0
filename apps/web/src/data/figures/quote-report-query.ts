import { FIGURE_PATHS, type QuotePeriod, type QuoteReport } from '@rumbo/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';
import { FIGURES_KEY, type FiguresScope } from './figures-keys.ts';

// The reports page's quotes section (issue 38). Only the server has quotes: the browser keeps
// no copy, so offline the read fails and the section says so.

/** The server's answer: the report and the time it is as of. */
export type QuoteReportAnswer = QuoteReport & { asOf: string };

// A report is a snapshot: read again when older than this and looked at.
const QUOTE_REPORT_STALE_MS = 60_000;

/** The quotes report of the period for the user's scope (their company, or every company). */
export function quoteReportQuery(period: QuotePeriod, { key }: FiguresScope) {
  const query = quoteReportParams(period);
  return queryOptions({
    queryKey: [FIGURES_KEY, 'quotes', key, query] as const,
    queryFn: ({ signal }) =>
      pb.send<QuoteReportAnswer>(FIGURE_PATHS.reportQuotes, { query, signal, requestKey: null }),
    staleTime: QUOTE_REPORT_STALE_MS,
    // A change of dates keeps the figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    // Tried even when the browser says it is offline: the failure is what tells the screen so.
    networkMode: 'always',
    retry: false,
  });
}

/** The period as the route reads it: only the ends that are set. */
export function quoteReportParams({ from, to }: QuotePeriod): Record<string, string> {
  const params: Record<string, string> = {};
  if (from) params.from = from;
  if (to) params.to = to;
  return params;
}
