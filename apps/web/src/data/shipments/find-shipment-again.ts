import type { ShipmentMode } from '@rumbo/domain';
import { pb } from '#lib/pocketbase.ts';
import { openLocalStore } from '../local/local-store.ts';
import { repository } from '../repository/repository.ts';
import type { ModeShipment, StoredRecord } from '../repository/repository-types.ts';
import { isServerUnreachable } from '../common/server-unreachable.ts';
import { shipmentCollection } from '../common/shipment-collection.ts';

export type FindShipmentAgainInput = {
  mode: ShipmentMode;
  companyId: string | null;
  shipmentId: string;
  shipmentCode: string;
};

/**
 * Finds a shipment again after the server answered 404 for it (SPEC §8's resync): by its id, by
 * its code within the company, or by the id its payload remembers (a record re-created
 * elsewhere keeps those), each asked of the server on its own (the browser's copy while the
 * server is unreachable). Null when it is gone.
 */
export async function findShipmentAgain({
  mode,
  companyId,
  shipmentId,
  shipmentCode,
}: FindShipmentAgainInput): Promise<ModeShipment | null> {
  const collection = shipmentCollection(mode);
  const byId = await repository<ModeShipment>(collection).get(shipmentId);
  if (byId) return { ...byId, mode };
  const code = shipmentCode.trim().toUpperCase();
  const scope = companyId ? pb.filter('company = {:companyId} && ', { companyId }) : '';
  const filters = [
    ...(code ? [`${scope}${pb.filter('shipmentCode = {:code}', { code })}`] : []),
    `${scope}${pb.filter('payload.shipmentId = {:shipmentId}', { shipmentId })}`,
  ];
  for (const filter of filters) {
    const found = await firstMatch(mode, filter, (record) => matchesLocally(record, code, shipmentId));
    if (found) return found;
  }
  return null;
}

async function firstMatch(
  mode: ShipmentMode,
  filter: string,
  matchesLocal: (record: StoredRecord) => boolean,
): Promise<ModeShipment | null> {
  const collection = shipmentCollection(mode);
  try {
    const { items } = await pb
      .collection(collection)
      .getList<StoredRecord>(1, 1, { filter, skipTotal: true, requestKey: null });
    return items[0] ? ({ ...items[0], mode } as ModeShipment) : null;
  } catch (error) {
    if (!isServerUnreachable(error)) throw error;
    const store = await openLocalStore();
    const found = (await store?.list(collection))?.find(matchesLocal);
    return found ? ({ ...found, mode } as ModeShipment) : null;
  }
}

function matchesLocally(record: StoredRecord, code: string, shipmentId: string): boolean {
  if (code !== '' && String(record.shipmentCode ?? '').toUpperCase() === code) return true;
  const payload = record.payload;
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as Record<string, unknown>).shipmentId === shipmentId
  );
}
