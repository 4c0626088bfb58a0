import { SHIPMENT_MODES } from '@rumbo/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UnsubscribeFunc } from 'pocketbase';
import { useEffect } from 'react';
import { pb } from '#lib/pocketbase.ts';
import { noteShipmentsChanged } from '../figures/figures-keys.ts';
import { probeServer } from '../sync/sync-engine.ts';
import { handleShipmentEvent, type ShipmentEvent } from './handle-shipment-event.ts';
import { shipmentCollection } from '../common/shipment-collection.ts';
import { SHIPMENT_LIST_ROOT } from './shipment-list-queries.ts';

/**
 * Subscribes to every change of the three shipment collections while `userId` is signed in.
 * The server only sends records the user may see. After the realtime link reconnects, events
 * may have been missed, so the lists are fetched again and the server is probed (offline badge).
 */
export function useShipmentsRealtime(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const subscriptions = SHIPMENT_MODES.map((mode) =>
      pb.collection(shipmentCollection(mode)).subscribe('*', (event: ShipmentEvent) => {
        void handleShipmentEvent({ queryClient, mode, event });
      }),
    );
    subscriptions.push(subscribeReconnects(queryClient));
    // Without a realtime link the lists still refresh on focus and reconnect: say so and go on.
    const settled = subscriptions.map((subscription) =>
      subscription.catch((error: unknown) => {
        console.warn('Could not follow shipment changes live.', error);
        return null;
      }),
    );
    return () => {
      for (const subscription of settled)
        void subscription.then((unsubscribe) => unsubscribe?.()).catch(() => undefined);
    };
  }, [queryClient, userId]);
}

function subscribeReconnects(queryClient: QueryClient): Promise<UnsubscribeFunc> {
  // The first PB_CONNECT of a new link is the initial connection, not a reconnection.
  let hasConnected = pb.realtime.isConnected;
  return pb.realtime.subscribe('PB_CONNECT', () => {
    if (!hasConnected) {
      hasConnected = true;
      return;
    }
    probeServer();
    noteShipmentsChanged(queryClient);
    void queryClient.invalidateQueries({ queryKey: [SHIPMENT_LIST_ROOT] });
    void queryClient.invalidateQueries({ queryKey: ['shipment'] });
  });
}
