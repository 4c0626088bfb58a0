import {
  EMPTY_REPORT_FILTERS,
  FIGURE_PATHS,
  reportAnswer,
  reportFigureIds,
  toReportFact,
  type FigurePage,
  type ReportAnswer,
  type ReportFact,
  type ReportFilters,
  type ShipmentListSource,
} from '@rumbo/domain';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';
import { FIGURES_KEY, type FiguresScope } from './figures-keys.ts';
import { readFigures, type Figures } from './read-figures.ts';

// A report is a snapshot: read again when older than this and looked at (or a shipment changed).
const REPORT_STALE_MS = 60_000;
/** Drill-down rows per request, and the largest page the server gives (the export's). */
export const DRILL_PAGE_SIZE = 100;
export const EXPORT_PAGE_SIZE = 500;

/** The report's figures for `filters`, computed by the server (or here, offline and in demo). */
export function reportQuery(filters: ReportFilters, { key, scope }: FiguresScope) {
  return queryOptions({
    queryKey: [FIGURES_KEY, 'report', key, reportParams(filters)] as const,
    queryFn: ({ signal }): Promise<Figures<ReportAnswer>> =>
      readFigures({
        scope,
        remote: () =>
          pb.send<ReportAnswer>(FIGURE_PATHS.report, {
            query: reportParams(filters),
            signal,
            requestKey: null,
          }),
        local: (shipments) => localReport(shipments, filters).answer,
      }),
    staleTime: REPORT_STALE_MS,
    // A filter change keeps the figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** The shipments behind one figure of the report (`reportFigureKey`), a page at a time. */
export function reportShipmentsQuery(
  filters: ReportFilters,
  figure: string,
  scope: FiguresScope,
) {
  return infiniteQueryOptions({
    queryKey: [FIGURES_KEY, 'report-shipments', scope.key, reportParams(filters), figure] as const,
    queryFn: ({ pageParam, signal }) =>
      readReportShipments({ filters, figure, scope, page: pageParam, perPage: DRILL_PAGE_SIZE, signal }),
    initialPageParam: 1,
    getNextPageParam: ({ value }: Figures<FigurePage<ReportFact>>) =>
      value.page < value.totalPages ? value.page + 1 : undefined,
    staleTime: REPORT_STALE_MS,
  });
}

export type ReadReportShipmentsInput = {
  filters: ReportFilters;
  figure: string;
  scope: FiguresScope;
  page: number;
  perPage: number;
  signal?: AbortSignal;
};

/** One page of the shipments behind a figure. */
export function readReportShipments(input: ReadReportShipmentsInput) {
  const { filters, figure, page, perPage, signal } = input;
  return readFigures<FigurePage<ReportFact>>({
    scope: input.scope.scope,
    remote: () =>
      pb.send(FIGURE_PATHS.reportShipments, {
        query: { ...reportParams(filters), figure, page, perPage },
        signal,
        requestKey: null,
      }),
    local: (shipments) => {
      const { summary, facts, asOf } = localReport(shipments, filters);
      const ids = reportFigureIds(summary, figure) ?? [];
      const byId = new Map(facts.map((fact) => [fact.id, fact]));
      const items = ids.slice((page - 1) * perPage, page * perPage).flatMap((id) => byId.get(id) ?? []);
      const totalPages = Math.ceil(ids.length / perPage);
      return { page, perPage, totalItems: ids.length, totalPages, asOf, items };
    },
  });
}

/** The report of the shipments held here, as the server computes it. */
function localReport(shipments: readonly ShipmentListSource[], filters: ReportFilters) {
  const asOf = new Date();
  const facts = shipments.map((shipment) => toReportFact(shipment, asOf));
  return { ...reportAnswer(facts, filters, { asOf }), facts, asOf: asOf.toISOString() };
}

/** The filters as the figures route reads them: only those that differ from the defaults. */
export function reportParams(filters: ReportFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  if (filters.basis !== EMPTY_REPORT_FILTERS.basis) params.basis = filters.basis;
  if (filters.modes.length > 0) params.mode = filters.modes.join(',');
  for (const key of ['direction', 'client', 'carrier', 'status', 'currency'] as const)
    if (filters[key].trim()) params[key] = filters[key].trim();
  return params;
}

/**
 * Every shipment of the report for `filters`, a page of EXPORT_PAGE_SIZE at a time in the
 * report's order, each page read when the previous one was taken (so only one is held). A
 * shipment already given (pages shift when shipments are saved meanwhile) is given once.
 */
export async function* reportShipmentPages(input: {
  filters: ReportFilters;
  scope: FiguresScope;
  signal?: AbortSignal;
}): AsyncGenerator<ReportFact[]> {
  const seen = new Set<string>();
  for (let page = 1; ; page++) {
    input.signal?.throwIfAborted();
    const { value } = await readReportShipments({
      ...input,
      figure: 'shipments',
      page,
      perPage: EXPORT_PAGE_SIZE,
    });
    const fresh = value.items.filter((fact) => !seen.has(fact.id));
    for (const fact of fresh) seen.add(fact.id);
    if (fresh.length > 0) yield fresh;
    if (page >= value.totalPages || value.items.length < EXPORT_PAGE_SIZE) return;
  }
}
