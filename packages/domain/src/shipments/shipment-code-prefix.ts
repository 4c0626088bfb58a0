import { isShipmentMode, type ShipmentMode } from '../collections/shipment-mode.ts';

/** Shipment code prefix per mode (SPEC §5). */
export const SHIPMENT_CODE_PREFIXES: Readonly<Record<ShipmentMode, string>> = {
  ocean: 'OCN',
  air: 'AIR',
  land: 'LND',
};

/**
 * The code prefix of a mode. Throws `Unsupported shipment mode: {mode}` for anything else,
 * because callers that reach here with an unknown mode have a bug, not a user error.
 */
export function shipmentCodePrefix(mode: ShipmentMode): string {
  if (!isShipmentMode(mode)) throw new Error(`Unsupported shipment mode: ${String(mode)}`);
  return SHIPMENT_CODE_PREFIXES[mode];
}
