import { isPlatformAdmin, SHIPMENT_MODES } from '@rumbo/domain';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useAuthSession } from '#lib/use-auth-session.ts';
import type { ModeShipment } from '../repository-types.ts';
import { shipmentsLoadingQuery, shipmentsQuery, type ShipmentsLoading } from './shipments-query.ts';

export type CompanyShipments = { shipments: ModeShipment[]; isLoading: boolean; isError: boolean };

/**
 * Every shipment of the three modes the signed-in user may see (their company's; all for a
 * platform admin), kept current by the realtime subscriptions of `DataLayerEffects`.
 * `isLoading` holds until every list is whole: a list shown page by page while it loads is no
 * ground for figures or notifications (a shipment not yet loaded is not a resolved one).
 */
export function useCompanyShipments(): CompanyShipments {
  const { user } = useAuthSession();
  const companyId = isPlatformAdmin(user) ? null : user?.company || null;
  const lists = useQueries({
    queries: SHIPMENT_MODES.map((mode) => ({
      ...shipmentsQuery(mode, companyId),
      enabled: user !== null,
    })),
    combine: combineShipments,
  });
  const isPartial = useQueries({
    queries: SHIPMENT_MODES.map((mode) => shipmentsLoadingQuery(mode, companyId)),
    combine: anyPartial,
  });
  return isPartial ? { ...lists, isLoading: true } : lists;
}

// Module-level, so TanStack keeps the combined result stable while the lists do not change.
function combineShipments(results: UseQueryResult<ModeShipment[]>[]): CompanyShipments {
  return {
    shipments: results.flatMap((result) => result.data ?? []),
    isLoading: results.some((result) => result.isLoading),
    isError: results.some((result) => result.isError),
  };
}

function anyPartial(results: UseQueryResult<ShipmentsLoading | null>[]): boolean {
  return results.some((result) => Boolean(result.data));
}
