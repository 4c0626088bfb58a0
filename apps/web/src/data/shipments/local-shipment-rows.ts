import {
  filterShipmentRows,
  sortShipmentRows,
  toShipmentListRow,
  type ShipmentListRow,
  type ShipmentMode,
} from '@rumbo/domain';
import type { LocalStore } from '../local/local-store.ts';
import type { ModeShipment } from '../repository/repository-types.ts';
import { shipmentCollection } from '../common/shipment-collection.ts';
import type { ShipmentListView } from './shipment-list-request.ts';

/**
 * The list from the shipments this browser holds (server unreachable, or demo data): the same
 * search, filters and order as the server's, done with the domain's own rules. Offline work is
 * in the copy already (writes made offline are applied to it as they are queued).
 */
export async function localShipmentRows(
  store: LocalStore,
  mode: ShipmentMode,
  companyId: string | null,
  { filter, sort }: ShipmentListView,
): Promise<ShipmentListRow[]> {
  const rows = await allLocalShipmentRows(store, mode, companyId);
  return sortShipmentRows(filterShipmentRows(rows, filter), sort.key, sort.direction);
}

/** Every shipment of the mode (and company) this browser holds, as list rows. */
export async function allLocalShipmentRows(
  store: LocalStore,
  mode: ShipmentMode,
  companyId: string | null,
): Promise<ShipmentListRow[]> {
  const records = await store.list(shipmentCollection(mode), companyId ? { company: companyId } : undefined);
  return records.map((record) => toShipmentListRow({ ...(record as unknown as ModeShipment), mode }));
}
