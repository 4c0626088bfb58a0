import type { ShipmentMode } from '@rumbo/domain';

export type ShipmentCollection = `shipments_${ShipmentMode}`;

/** The remote collection of a mode's shipments (SPEC §3: shipments_air, shipments_land, shipments_ocean). */
export function shipmentCollection(mode: ShipmentMode): ShipmentCollection {
  return `shipments_${mode}`;
}
