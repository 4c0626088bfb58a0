/** The three transport modes; each has its own collection (`shipments_{mode}`) and screen. */
export type ShipmentMode = 'ocean' | 'air' | 'land';

/** All modes, in the order the sidebar lists them. */
export const SHIPMENT_MODES: readonly ShipmentMode[] = ['ocean', 'air', 'land'];

/** Narrows untrusted text (a URL segment, a stored record) to a mode. */
export function isShipmentMode(value: unknown): value is ShipmentMode {
  return typeof value === 'string' && (SHIPMENT_MODES as readonly string[]).includes(value);
}
