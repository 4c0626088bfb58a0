import type { TrackingLinksRecord } from '@rumbo/domain';
import {
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';
import type { ShipmentCollection } from '../common/shipment-collection.ts';

// A shipment's tracking links (issue 37): links a forwarder gives customers to follow one
// shipment at `/t/{token}` without signing in. They are the server's only: the browser keeps no
// copy and queues nothing, so offline a read or a write fails and the screen says so.

/** A tracking link as the server lists it (its token made by the server on create). */
export type TrackingLink = TrackingLinksRecord;

/** Which shipment's links. */
export type LinkedShipment = { collection: ShipmentCollection; shipmentId: string };

/** What a new link carries: whom it is for, and when it stops working ('' = never). */
export type NewTrackingLink = { label: string; expiresAt: string };

const SEND = { requestKey: null } as const;
const links = () => pb.collection('tracking_links');

/** The first key part of every tracking-links query. */
export const TRACKING_LINKS_ROOT = 'tracking-links';

export function trackingLinksKey({ collection, shipmentId }: LinkedShipment) {
  return [TRACKING_LINKS_ROOT, collection, shipmentId] as const;
}

/** The shipment's links, newest first. */
export function trackingLinksQuery(shipment: LinkedShipment) {
  return queryOptions({
    queryKey: trackingLinksKey(shipment),
    queryFn: ({ signal }) =>
      links().getFullList<TrackingLink>({
        filter: pb.filter('shipmentCollection = {:collection} && shipment = {:shipment}', {
          collection: shipment.collection,
          shipment: shipment.shipmentId,
        }),
        sort: '-created',
        signal,
        ...SEND,
      }),
    // Tried even when the browser says it is offline: the failure is what tells the screen so.
    networkMode: 'always',
    // Opened again, the list is read afresh (a colleague may have made or revoked one, or a
    // customer opened one meanwhile).
    staleTime: 0,
    retry: false,
  });
}

/** Makes a link for the shipment; the server adds the company, the token and the creator. */
export function useCreateTrackingLink(shipment: LinkedShipment) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ label, expiresAt }: NewTrackingLink) =>
      links().create<TrackingLink>(
        {
          shipmentCollection: shipment.collection,
          shipment: shipment.shipmentId,
          label,
          expiresAt,
        },
        SEND,
      ),
    // Sent even when the browser says it is offline: nothing waits in a queue.
    networkMode: 'always',
    onSuccess: (created) => putLink(queryClient, shipment, created, 'first'),
  });
}

/** Ends a link: whoever holds it can no longer open the shipment. */
export function useRevokeTrackingLink(shipment: LinkedShipment) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: TrackingLink) =>
      links().update<TrackingLink>(link.id, { revoked: true }, SEND),
    networkMode: 'always',
    onSuccess: (revoked) => putLink(queryClient, shipment, revoked, 'inPlace'),
  });
}

/**
 * The list on screen with the server's answer at once (a new link first, a changed one where it
 * was), then read again for what colleagues changed meanwhile.
 */
function putLink(
  queryClient: QueryClient,
  shipment: LinkedShipment,
  link: TrackingLink,
  where: 'first' | 'inPlace',
): void {
  const queryKey = trackingLinksKey(shipment);
  queryClient.setQueryData<TrackingLink[]>(queryKey, (current = []) => {
    const others = current.filter((it) => it.id !== link.id);
    if (where === 'first') return [link, ...others];
    return current.map((it) => (it.id === link.id ? link : it));
  });
  void queryClient.invalidateQueries({ queryKey });
}
