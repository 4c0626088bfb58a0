import type { ShipmentMode } from '../collections/shipment-mode.ts';
import type { HomeShipment } from './home-shipment.ts';
import { isShipmentOpen } from '../shipments/is-shipment-open.ts';

/** How many shipments of each mode are still open (see `isShipmentOpen`). */
export function countOpenShipments(
  shipments: readonly HomeShipment[],
): Record<ShipmentMode, number> {
  const counts: Record<ShipmentMode, number> = { ocean: 0, air: 0, land: 0 };
  for (const shipment of shipments) if (isShipmentOpen(shipment)) counts[shipment.mode] += 1;
  return counts;
}
