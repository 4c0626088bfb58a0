import { isShipmentMode, type ShipmentMode } from '../collections/shipment-mode.ts';

/** Status field of each mode: ocean records keep theirs in `operationalStatus`. */
export const SHIPMENT_STATUS_FIELDS = {
  ocean: 'operationalStatus',
  air: 'status',
  land: 'status',
} as const satisfies Record<ShipmentMode, string>;

/** Status a new shipment starts in, per mode (SPEC §4). */
export const DEFAULT_SHIPMENT_STATUSES: Readonly<Record<ShipmentMode, string>> = {
  ocean: 'In creation',
  air: 'In creation',
  land: 'Draft',
};

/** Statuses the demo data uses. */
export const DEMO_SHIPMENT_STATUSES = ['In creation', 'In progress', 'Finished'] as const;

/** Initial values of a new shipment of a mode, ready to spread into the record. */
export type ShipmentDefaults = { status: string } | { operationalStatus: string };

/**
 * The fields a new shipment starts with, e.g. `{ operationalStatus: 'In creation' }` for ocean.
 * Throws `Unsupported shipment mode: {mode}` for an unknown mode.
 */
export function shipmentDefaults(mode: ShipmentMode): ShipmentDefaults {
  if (!isShipmentMode(mode)) throw new Error(`Unsupported shipment mode: ${String(mode)}`);
  const status = DEFAULT_SHIPMENT_STATUSES[mode];
  return mode === 'ocean' ? { operationalStatus: status } : { status };
}
