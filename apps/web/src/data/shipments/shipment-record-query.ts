import type { ShipmentMode } from '@rumbo/domain';
import { queryOptions } from '@tanstack/react-query';
import { repository } from '../repository/repository.ts';
import type { ModeShipment } from '../repository/repository-types.ts';
import { shipmentCollection } from '../common/shipment-collection.ts';

/**
 * One shipment read on its own, as the editor opens it: the server's record (kept in the
 * browser's copy), or the copy's while the server is unreachable; null when it is gone.
 * Realtime events and saves write into it while it is open, so an open shipment follows a
 * colleague's save; closed, it is forgotten, and opened again it is read again.
 */
export function shipmentRecordQuery(mode: ShipmentMode, id: string) {
  return queryOptions({
    queryKey: ['shipment', mode, id] as const,
    queryFn: async ({ signal }): Promise<ModeShipment | null> => {
      const record = await repository<ModeShipment>(shipmentCollection(mode)).get(id, { signal });
      return record ? { ...record, mode } : null;
    },
    // Offline the browser's copy answers: the query must run even when the browser says so.
    networkMode: 'always',
    // Read afresh each time the shipment is opened: a save merges over the version opened.
    gcTime: 0,
  });
}
