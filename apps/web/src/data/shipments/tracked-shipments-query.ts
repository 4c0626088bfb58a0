import { SHIPMENT_MODES } from '@rumbo/domain';
import { queryOptions } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';
import type { ModeShipment } from '../repository/repository-types.ts';
import { isServerUnreachable } from '../common/server-unreachable.ts';
import { markOffline, markOnline } from '../sync/sync-engine.ts';
import { readHeldShipments } from './held-shipments.ts';
import { shipmentCollection } from '../common/shipment-collection.ts';

// Candidates per mode: a tracking number names one shipment, or a few sharing a container.
const CANDIDATES = 50;
// Without a number: the newest shipments, enough for the page's sample numbers.
const RECENT = 20;

/**
 * The shipments a tracking search looks through: with a number, those whose search text holds
 * every word of it (the server's search index, so years of shipments are never downloaded);
 * without one, the newest of each mode. The caller's list rule applies as on every list. With
 * the server unreachable, the shipments this browser holds.
 */
export function trackedShipmentsQuery(companyId: string | null, number: string) {
  return queryOptions({
    queryKey: ['tracked-shipments', companyId ?? 'all', number] as const,
    queryFn: ({ signal }) => readTrackedShipments(companyId, number, signal),
    networkMode: 'always',
    staleTime: 30_000,
  });
}

async function readTrackedShipments(
  companyId: string | null,
  number: string,
  signal: AbortSignal,
): Promise<ModeShipment[]> {
  try {
    const lists = await Promise.all(
      SHIPMENT_MODES.map(async (mode) => {
        const page = await pb
          .collection(shipmentCollection(mode))
          .getList<ModeShipment>(1, number ? CANDIDATES : RECENT, {
            // One word, without spaces and hyphens: the search text holds identifiers that way
            // too, however they were typed or stored.
            ...(number ? { search: number.replace(/[\s-]+/g, '') } : {}),
            sort: '-created',
            skipTotal: true,
            requestKey: null,
            signal,
          });
        return page.items.map((record) => ({ ...record, mode }));
      }),
    );
    markOnline();
    return lists.flat();
  } catch (error) {
    if (!isServerUnreachable(error)) throw error;
    markOffline();
    return readHeldShipments(companyId);
  }
}
