import { isPlatformAdmin } from '@rumbo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ModeShipment } from '#data/repository/repository-types.ts';
import { readHeldShipments } from '#data/shipments/held-shipments.ts';
import type { AuthUser } from '#lib/auth-session.ts';

export type HeldShipments = { shipments: ModeShipment[]; isLoading: boolean; isError: boolean };

const NONE: ModeShipment[] = [];
// Offline, shipments change only by this browser's own edits; they are read again this often
// and whenever a cached shipment list changes.
const REREAD_MS = 30_000;

/** The shipments this browser holds for the user, for notifications computed without the server. */
export function useHeldShipments(user: AuthUser): HeldShipments {
  const queryClient = useQueryClient();
  const companyId = isPlatformAdmin(user) ? null : user.company || null;
  const queryKey = ['held-shipments', companyId ?? 'all'] as const;
  const query = useQuery({
    queryKey,
    queryFn: () => readHeldShipments(companyId),
    refetchInterval: REREAD_MS,
    staleTime: 0,
  });
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const [first] = event.query.queryKey;
        if (event.type === 'updated' && typeof first === 'string' && first.startsWith('shipments'))
          void queryClient.invalidateQueries({ queryKey: ['held-shipments'] });
      }),
    [queryClient],
  );
  return { shipments: query.data ?? NONE, isLoading: query.isPending, isError: query.isError };
}
