import type { ShipmentMode } from '@rumbo/domain';
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { StoredRecord } from '../local/local-database.ts';
import { listRecordsInPages } from '../repository-reads.ts';
import type { ModeShipment } from '../repository-types.ts';
import { shipmentCollection } from './shipment-collection.ts';

// SPEC §7: shipments are listed newest first.
export const SHIPMENTS_SORT = '-created';

/** How far the first load of a list has come: shipments received of the server's count. */
export type ShipmentsLoading = { loaded: number; total: number };

/**
 * Every shipment of one mode the user may see: their company's (`companyId`), or all of them for
 * a platform admin (`null`). Each record gets its `mode`, so lists of all modes can be merged.
 *
 * The first load fills the cache page by page, newest first, so a list of 10,000 shows its first
 * rows with the first page; `shipmentsLoadingQuery` tells how far it has come meanwhile. The
 * query stays fetching until the whole list is in, and resolves (for `fetchQuery` too) with the
 * whole list only. A refetch keeps the list on screen and swaps it whole once it is in.
 */
export function shipmentsQuery(mode: ShipmentMode, companyId: string | null) {
  const queryKey = ['shipments', mode, companyId ?? 'all'] as const;
  return queryOptions({
    queryKey,
    queryFn: async ({ client, signal }): Promise<ModeShipment[]> => {
      const loadingKey = shipmentsLoadingQuery(mode, companyId).queryKey;
      // A first load, or a retry of one that failed part way: its pages show as they come.
      const isFirstLoad =
        client.getQueryData(queryKey) === undefined || Boolean(client.getQueryData(loadingKey));
      const withMode = modeAdder(mode);
      const steps = listRecordsInPages(shipmentCollection(mode), {
        scope: companyId ? { company: companyId } : undefined,
        sort: SHIPMENTS_SORT,
        signal,
      });
      for await (const step of steps) {
        const shipments = step.items.map(withMode);
        if (step.complete) {
          if (!isFirstLoad || signal.aborted) return shipments;
          // In the cache before the progress goes: no one reads a partial list as the whole.
          client.setQueryData(queryKey, shipments);
          client.setQueryData<ShipmentsLoading | null>(loadingKey, null);
          return shipments;
        }
        if (!isFirstLoad || signal.aborted) continue;
        client.setQueryData<ModeShipment[]>(queryKey, (shown) => withPage(shown, shipments));
        client.setQueryData<ShipmentsLoading | null>(loadingKey, pick(step));
      }
      throw new Error('The shipment list ended without its last step.');
    },
  });
}

/**
 * How far the first load of `shipmentsQuery(mode, companyId)` has come while the list holds only
 * part of the shipments (kept when that load fails part way, until a retry completes it). Null
 * or undefined once the whole list is in, and for a refetch of a list already whole.
 */
export function shipmentsLoadingQuery(mode: ShipmentMode, companyId: string | null) {
  return queryOptions<ShipmentsLoading | null>({
    // Not under 'shipments': realtime events and invalidations address the lists by that prefix.
    queryKey: ['shipments-loading', mode, companyId ?? 'all'] as const,
    queryFn: skipToken,
    staleTime: Infinity,
  });
}

function pick({ loaded, total }: ShipmentsLoading): ShipmentsLoading {
  return { loaded, total };
}

/**
 * The same object for the same record, so a page shown first and the whole list after share
 * their objects (rows built for them are reused, and the cache compares them at a glance).
 */
function modeAdder(mode: ShipmentMode) {
  const added = new WeakMap<StoredRecord, ModeShipment>();
  return (record: StoredRecord): ModeShipment => {
    let shipment = added.get(record);
    if (!shipment) {
      shipment = { ...(record as unknown as ModeShipment), mode };
      added.set(record, shipment);
    }
    return shipment;
  };
}

/** The list shown so far with the next page after it; a record already shown keeps its place. */
function withPage(shown: ModeShipment[] | undefined, page: ModeShipment[]): ModeShipment[] {
  if (!shown || shown.length === 0) return page;
  const ids = new Set(shown.map((shipment) => shipment.id));
  return [...shown, ...page.filter((shipment) => !ids.has(shipment.id))];
}
