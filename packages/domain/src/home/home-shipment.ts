import type { ShipmentRecord } from '../shipments/shipment-record.ts';

/**
 * A shipment of any mode as the dashboard home reads it: the flat record with its `mode` (the
 * server's record, or the browser's copy of it), `updated` as the record server writes it.
 */
export type HomeShipment = ShipmentRecord & { updated?: unknown };
