import type { ShipmentMode } from '@rumbo/domain';
import type { QueryClient } from '@tanstack/react-query';
import { noteShipmentsChanged } from '../figures/figures-keys.ts';
import { openLocalStore } from '../local/local-store.ts';
import { applyPendingChanges } from '../common/pending-changes.ts';
import { warnLocalWrite } from '../repository/repository-reads.ts';
import type { ModeShipment, StoredRecord } from '../repository/repository-types.ts';
import { refreshShipmentLists } from './refresh-shipment-lists.ts';
import { shipmentCollection } from '../common/shipment-collection.ts';
import { shipmentRecordQuery } from './shipment-record-query.ts';

/** A realtime message about one shipment. */
export type ShipmentEvent = {
  action: string;
  record: { id: string; company?: unknown; [field: string]: unknown };
};

export type HandleShipmentEventInput = {
  queryClient: QueryClient;
  mode: ShipmentMode;
  event: ShipmentEvent;
};

/**
 * A realtime create, update or delete of a shipment, applied to the local copy and to the
 * shipment's own record if an editor read it; the screens' paged lists read their pages on
 * screen again. Ignored while demo data is loaded: the server's shipments are not the ones on
 * screen then.
 */
export async function handleShipmentEvent({
  queryClient,
  mode,
  event,
}: HandleShipmentEventInput): Promise<void> {
  const collection = shipmentCollection(mode);
  const store = await openLocalStore();
  if (store && (await store.isDemo(collection))) return;
  // The server's figures (home, reports) count this change: read them again.
  noteShipmentsChanged(queryClient);
  const pending = (await store?.queue.pending(collection)) ?? [];
  const [record] = applyPendingChanges([event.record as StoredRecord], pending, { collection });
  const effective = { action: record ? event.action : 'delete', record: record ?? event.record };
  queryClient.setQueryData(shipmentRecordQuery(mode, event.record.id).queryKey, (opened) => {
    if (opened === undefined) return undefined;
    return effective.action === 'delete' ? null : { ...(effective.record as ModeShipment), mode };
  });
  refreshShipmentLists(queryClient, mode);
  if (!store) return;
  const saving =
    effective.action === 'delete'
      ? store.remove(collection, event.record.id)
      : store.put(collection, effective.record as StoredRecord);
  await saving.catch(warnLocalWrite);
}
