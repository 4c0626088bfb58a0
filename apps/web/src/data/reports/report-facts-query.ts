import { queryOptions, skipToken } from '@tanstack/react-query';
import { readReportFacts } from './read-report-facts.ts';
import type { ReportFacts, ReportLoading } from './report-loading.ts';

// A report is a snapshot: read again when older than this and looked at (or on window focus).
const REPORT_STALE_MS = 60_000;

/**
 * The report facts of every shipment the user may see: their company's (`companyId`), or all
 * companies' for a platform admin (`null`). Not under 'shipments': realtime events patch those
 * lists record by record, which a report of partial records cannot follow; it is read again
 * instead when stale. A first load tells how far it has come (`reportLoadingQuery`); a refetch
 * keeps the report on screen and swaps it whole.
 */
export function reportFactsQuery(companyId: string | null) {
  const queryKey = ['report-facts', companyId ?? 'all'] as const;
  return queryOptions({
    queryKey,
    staleTime: REPORT_STALE_MS,
    queryFn: async ({ client, signal }): Promise<ReportFacts> => {
      const loadingKey = reportLoadingQuery(companyId).queryKey;
      const isFirstLoad = client.getQueryData(queryKey) === undefined;
      const onProgress = (loading: ReportLoading) => {
        if (isFirstLoad && !signal.aborted) client.setQueryData(loadingKey, loading);
      };
      try {
        const scope = companyId ? { company: companyId } : undefined;
        return await readReportFacts({ scope, now: new Date(), signal, onProgress });
      } finally {
        if (isFirstLoad) client.setQueryData<ReportLoading | null>(loadingKey, null);
      }
    },
  });
}

/** How far the first load of `reportFactsQuery(companyId)` has come; null once it settled. */
export function reportLoadingQuery(companyId: string | null) {
  return queryOptions<ReportLoading | null>({
    queryKey: ['report-facts-loading', companyId ?? 'all'] as const,
    queryFn: skipToken,
    staleTime: Infinity,
  });
}
