import { SHIPMENT_MODES } from '@rumbo/domain';
import { openLocalStore } from '../local/local-store.ts';
import type { ModeShipment } from '../repository/repository-types.ts';
import { shipmentCollection } from '../common/shipment-collection.ts';

/**
 * The shipments this browser holds for the user: its local copy of the three modes (offline
 * edits included, as they are applied to the copy when made), their company's or, for a
 * platform admin (`companyId` null), all. What the screens fall back on without the server;
 * nothing is asked of the server. Empty when the browser keeps no copy.
 */
export async function readHeldShipments(companyId: string | null): Promise<ModeShipment[]> {
  const store = await openLocalStore();
  if (!store) return [];
  const scope = companyId ? { company: companyId } : undefined;
  const lists = await Promise.all(
    SHIPMENT_MODES.map(async (mode) =>
      (await store.list(shipmentCollection(mode), scope)).map(
        (record) => ({ ...record, mode }) as unknown as ModeShipment,
      ),
    ),
  );
  return lists.flat();
}
