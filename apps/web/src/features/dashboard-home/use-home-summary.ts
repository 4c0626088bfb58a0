import { useMemo } from 'react';
import { useCompanyShipments } from '#data/shipments/use-company-shipments.ts';
import { homeSummary, type HomeSummary } from './home-summary.ts';
import { useNow } from '#ui/use-now.ts';

const MINUTE_MS = 60_000;

export type HomeSummaryState = {
  summary: HomeSummary;
  hasShipments: boolean;
  isLoading: boolean;
  isError: boolean;
  now: Date;
};

/** The home page's figures over the user's shipments, recomputed on every change and every minute. */
export function useHomeSummary(): HomeSummaryState {
  const { shipments, isLoading, isError } = useCompanyShipments();
  const now = useNow(MINUTE_MS);
  const summary = useMemo(() => homeSummary({ shipments, now }), [shipments, now]);
  return { summary, hasShipments: shipments.length > 0, isLoading, isError, now };
}
