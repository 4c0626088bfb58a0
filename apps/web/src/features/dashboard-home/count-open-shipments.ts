import type { ShipmentMode } from '@rumbo/domain';
import type { ModeShipment } from '#data/repository-types.ts';
import { isShipmentOpen } from './is-shipment-open.ts';

/** How many shipments of each mode are still open (see `isShipmentOpen`). */
export function countOpenShipments(
  shipments: readonly ModeShipment[],
): Record<ShipmentMode, number> {
  const counts: Record<ShipmentMode, number> = { ocean: 0, air: 0, land: 0 };
  for (const shipment of shipments) if (isShipmentOpen(shipment)) counts[shipment.mode] += 1;
  return counts;
}
