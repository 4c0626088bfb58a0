import type { ShipmentMode } from '@rumbo/domain';
import { useQuery } from '@tanstack/react-query';
import { repository } from '#data/repository.ts';
import type { ModeShipment } from '#data/repository-types.ts';
import { shipmentCollection } from '#data/shipments/shipment-collection.ts';
import { shipmentsQuery } from '#data/shipments/shipments-query.ts';

export type OpenedShipment =
  | { status: 'loading' }
  | { status: 'ready'; record: ModeShipment }
  | { status: 'missing' }
  | { status: 'error'; error: unknown };

/** The query of one shipment read on its own (when the list does not hold it yet). */
export function shipmentRecordQueryKey(mode: ShipmentMode, id: string) {
  return ['shipment', mode, id] as const;
}

/**
 * The shipment `?open={id}` names: from the mode's cached list when it holds it (kept current by
 * realtime, so a colleague's save shows while it is open read-only), else read on its own
 * through the repository (server first, the browser's copy offline).
 */
export function useOpenedShipment(
  mode: ShipmentMode,
  id: string,
  companyId: string | null,
  options: { enabled?: boolean } = {},
): OpenedShipment {
  const { enabled = true } = options;
  const list = useQuery(shipmentsQuery(mode, companyId));
  const fromList = enabled ? list.data?.find((shipment) => shipment.id === id) : undefined;
  const single = useQuery({
    queryKey: shipmentRecordQueryKey(mode, id),
    queryFn: async ({ signal }) => {
      const record = await repository<ModeShipment>(shipmentCollection(mode)).get(id, { signal });
      return record ? { ...record, mode } : null;
    },
    enabled: enabled && !fromList,
  });
  if (fromList) return { status: 'ready', record: fromList };
  if (single.data) return { status: 'ready', record: single.data };
  if (single.data === null) return { status: 'missing' };
  if (single.isError) return { status: 'error', error: single.error };
  return { status: 'loading' };
}
