import type { ReportAnswer, ReportFilters } from '@rumbo/domain';
import { useQuery } from '@tanstack/react-query';
import { figuresScope, type FiguresScope } from '#data/figures/figures-keys.ts';
import type { FiguresSource } from '#data/figures/read-figures.ts';
import { reportQuery } from '#data/figures/report-queries.ts';
import { useAuthSession } from '#lib/use-auth-session.ts';

export type ReportData = {
  /** The report for the filters (the previous filters' until it arrives); undefined at first. */
  answer: ReportAnswer | undefined;
  source: FiguresSource | undefined;
  scope: FiguresScope;
  isPending: boolean;
  /** The report could not be read and there is nothing to show. */
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
};

/**
 * The report of every shipment the user may see (their company's; every company's for a
 * platform admin) for `filters`, computed by the server (the browser's copy offline).
 */
export function useReportData(filters: ReportFilters): ReportData {
  const { user } = useAuthSession();
  const scope = figuresScope(user);
  const query = useQuery({ ...reportQuery(filters, scope), enabled: user !== null });
  return {
    answer: query.data?.value,
    source: query.data?.source,
    scope,
    isPending: query.data === undefined && !query.isError,
    isError: query.isError && query.data === undefined,
    isFetching: query.isFetching,
    refetch: () => void query.refetch(),
  };
}
