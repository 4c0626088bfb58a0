import type { ShipmentMode } from '../collections/shipment-mode.ts';
import type { HomeShipment } from './home-shipment.ts';

/** A shipment record for tests: the fields every mode has, overridden as needed. */
export function testShipment(
  mode: ShipmentMode,
  fields: Record<string, unknown> = {},
): HomeShipment & { company: string; created: string; updated: string } {
  return {
    id: `${mode}-${Math.random().toString(36).slice(2, 9)}`,
    mode,
    company: 'c1',
    created: '2026-03-01 10:00:00.000Z',
    updated: '2026-03-01 10:00:00.000Z',
    status: 'In progress',
    ...fields,
  };
}
