import { isPlatformAdmin, toReportFact, type ReportFact } from '@rumbo/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuthSession } from '#lib/use-auth-session.ts';
import type { ModeShipment } from '../repository-types.ts';
import { useCompanyShipments } from '../shipments/use-company-shipments.ts';
import { useSyncStatus } from '../use-sync-status.ts';
import { reportFactsQuery, reportLoadingQuery } from './report-facts-query.ts';
import type { ReportLoading, ReportSource } from './report-loading.ts';

export type ReportFactsState = {
  /** Undefined until the first answer. */
  facts: ReportFact[] | undefined;
  source: ReportSource | undefined;
  /** How far a first read from the server has come, while it runs. */
  loading: ReportLoading | null;
  isPending: boolean;
  /** The read failed and there is nothing to show. */
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
};

/**
 * The report facts of every shipment the user may see (their company's; every company's for a
 * platform admin). The dashboard keeps the three shipment lists loaded and current (realtime)
 * for its notifications: once they are whole in the cache the facts are read from them, with no
 * request and kept current. Until then, the report's own read (`reportFactsQuery`) asks the
 * server for the report's fields only, and falls back to the browser's copy offline.
 */
export function useReportFacts(): ReportFactsState {
  const { user } = useAuthSession();
  const companyId = isPlatformAdmin(user) ? null : user?.company || null;
  const lists = useCompanyShipments();
  const { isOnline, isDemo } = useSyncStatus();
  const hasWholeLists = user !== null && !lists.isLoading && !lists.isError;
  const query = useQuery({ ...reportFactsQuery(companyId), enabled: user !== null && !hasWholeLists });
  const loading = useQuery(reportLoadingQuery(companyId)).data ?? null;
  const listFacts = useMemo(
    () => (hasWholeLists ? listsToFacts(lists.shipments, new Date()) : undefined),
    [hasWholeLists, lists.shipments],
  );
  if (listFacts) {
    const source: ReportSource = isDemo ? 'demo' : isOnline ? 'remote' : 'local';
    return { facts: listFacts, source, loading: null, isPending: false, isError: false, isFetching: false, refetch: noop };
  }
  return {
    facts: query.data?.facts,
    source: query.data?.source,
    loading,
    isPending: query.data === undefined && !query.isError,
    isError: query.isError && query.data === undefined,
    isFetching: query.isFetching,
    refetch: () => void query.refetch(),
  };
}

function listsToFacts(shipments: readonly ModeShipment[], now: Date): ReportFact[] {
  return shipments.map((shipment) => toReportFact(shipment, now));
}

function noop(): void {}
