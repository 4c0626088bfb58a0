import type { ShipmentMode } from '../collections/shipment-mode.ts';

/**
 * A shipment as the rules read it: a flat record of any mode (the remote record, or a local
 * view's payload spread with its `id` and `mode`). Date fields are read by name per mode, so
 * the record may carry any other field.
 */
export type ShipmentRecord = {
  id: string;
  mode: ShipmentMode;
  /** Air records and the local view call it `reference`; ocean and land records call it `ref`. */
  reference?: string | null;
  ref?: string | null;
  status?: string | null;
  operationalStatus?: string | null;
  [field: string]: unknown;
};

/** The shipment's reference, whichever field holds it; '' when none. */
export function shipmentReference(shipment: ShipmentRecord): string {
  const reference = [shipment.reference, shipment.ref].find(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
  return reference?.trim() ?? '';
}
