import type { ShipmentMode } from '@rumbo/domain';
import { queryOptions } from '@tanstack/react-query';
import { repository } from '../repository.ts';
import type { ModeShipment } from '../repository-types.ts';
import { shipmentCollection } from './shipment-collection.ts';

// SPEC §7: shipments are listed newest first.
export const SHIPMENTS_SORT = '-created';

/**
 * Every shipment of one mode the user may see: their company's (`companyId`), or all of them for
 * a platform admin (`null`). Each record gets its `mode`, so lists of all modes can be merged.
 */
export function shipmentsQuery(mode: ShipmentMode, companyId: string | null) {
  return queryOptions({
    queryKey: ['shipments', mode, companyId ?? 'all'] as const,
    queryFn: async ({ signal }): Promise<ModeShipment[]> => {
      const { items } = await repository<ModeShipment>(shipmentCollection(mode)).list({
        scope: companyId ? { company: companyId } : undefined,
        sort: SHIPMENTS_SORT,
        signal,
      });
      return items.map((shipment) => ({ ...shipment, mode }));
    },
  });
}
