import {
  SHIPMENT_MODES,
  shipmentsUsingPartner,
  type PartnerShipmentUse,
  type ShipmentMode,
} from '@rumbo/domain';
import { queryOptions } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';
import { openLocalStore } from '../local/local-store.ts';
import type { ModeShipment, StoredRecord } from '../repository/repository-types.ts';
import { isServerUnreachable } from '../common/server-unreachable.ts';
import { markOffline } from '../sync/sync-engine.ts';
import { shipmentCollection } from '../common/shipment-collection.ts';

export type PartnerShipments = {
  uses: PartnerShipmentUse<ModeShipment>[];
  /** False when a mode had more candidates than are read (the uses are then the first ones). */
  isComplete: boolean;
};

type PartnerRef = { id: string; company: string; displayName: string };

// What the list of uses shows and matches on; the rest of a shipment stays on the server.
const FIELDS =
  'id,company,created,updated,shipmentCode,reference,ref,shipper,consignee,notify,principal,carrier,airline';
const PAGE = 500;
// Candidates read per mode and term: a partner named on more shipments than this is a big
// client, and the first ones (newest) say enough.
const MOST_CANDIDATES = 2000;

/**
 * The shipments of every mode that name a partner in a party field (the domain's
 * `shipmentsUsingPartner`), newest first: the server's search finds the candidates (the party
 * fields are part of a shipment's search text) by the partner's name and by its id, and the
 * domain's rule keeps those that name it. Offline, the shipments this browser holds.
 */
export function partnerShipmentsQuery(partner: PartnerRef) {
  return queryOptions({
    queryKey: ['partner-shipments', partner.id, partner.displayName] as const,
    queryFn: async ({ signal }): Promise<PartnerShipments> => {
      const store = await openLocalStore();
      // Demo data lives in this browser only: its partners name its shipments.
      if (store && (await store.isDemo('shipments_ocean')))
        return { uses: shipmentsUsingPartner(partner, await localShipments(partner)), isComplete: true };
      try {
        const found = await Promise.all(SHIPMENT_MODES.map((mode) => candidates(mode, partner, signal)));
        const shipments = found.flatMap((mode) => mode.shipments);
        return { uses: shipmentsUsingPartner(partner, shipments), isComplete: found.every((mode) => mode.isComplete) };
      } catch (error) {
        if (!isServerUnreachable(error)) throw error;
        markOffline();
        return { uses: shipmentsUsingPartner(partner, await localShipments(partner)), isComplete: true };
      }
    },
    networkMode: 'always',
  });
}

async function candidates(mode: ShipmentMode, partner: PartnerRef, signal: AbortSignal) {
  const byId = new Map<string, ModeShipment>();
  let isComplete = true;
  for (const term of [partner.displayName, partner.id].filter((text) => text.trim() !== '')) {
    for (let page = 1; page * PAGE <= MOST_CANDIDATES; page += 1) {
      const { items } = await pb.collection(shipmentCollection(mode)).getList<StoredRecord>(page, PAGE, {
        filter: pb.filter('company = {:company}', { company: partner.company }),
        search: term,
        sort: '-created,id',
        fields: FIELDS,
        skipTotal: true,
        requestKey: null,
        signal,
      });
      for (const item of items) byId.set(item.id, { ...(item as unknown as ModeShipment), mode });
      if (items.length < PAGE) break;
      if (page * PAGE === MOST_CANDIDATES) isComplete = false;
    }
  }
  return { shipments: [...byId.values()], isComplete };
}

async function localShipments(partner: PartnerRef): Promise<ModeShipment[]> {
  const store = await openLocalStore();
  if (!store) return [];
  const lists = await Promise.all(
    SHIPMENT_MODES.map(async (mode) =>
      (await store.list(shipmentCollection(mode), { company: partner.company })).map(
        (record) => ({ ...(record as unknown as ModeShipment), mode }),
      ),
    ),
  );
  return lists.flat();
}
