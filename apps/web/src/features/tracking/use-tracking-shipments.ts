import { isPlatformAdmin } from '@rumbo/domain';
import { useQuery } from '@tanstack/react-query';
import { trackedShipmentsQuery } from '#data/shipments/tracked-shipments-query.ts';
import type { ModeShipment } from '#data/repository/repository-types.ts';
import { useAuthSession } from '#lib/use-auth-session.ts';

const NONE: ModeShipment[] = [];

/**
 * The company's real shipments a tracking search looks through, read only: those holding the
 * searched number (found by the server), or the newest ones for the sample numbers.
 */
export function useTrackingShipments(number = '') {
  const { user } = useAuthSession();
  const companyId = isPlatformAdmin(user) ? null : user?.company || null;
  const query = useQuery({
    ...trackedShipmentsQuery(companyId, number.trim()),
    enabled: user !== null,
  });
  return { shipments: query.data ?? NONE, isLoading: query.isPending, isError: query.isError };
}
