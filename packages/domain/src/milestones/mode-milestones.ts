import type { ShipmentMode } from '../collections/shipment-mode.ts';
import type { MilestoneKey } from './milestone-key.ts';

/** Where a milestone's estimated and actual dates live in a shipment record of one mode. */
export type MilestoneFields = { key: MilestoneKey; estimated: string; actual: string };

function pair(key: MilestoneKey, base: string): MilestoneFields {
  return { key, estimated: `${base}Estimated`, actual: `${base}Actual` };
}

/**
 * The milestones of each mode in chronological order, mapped to the record's date fields
 * (SPEC §3). Land records name theirs `…Eta` / `…At` instead of `…Estimated` / `…Actual`.
 */
export const MODE_MILESTONES: Readonly<Record<ShipmentMode, readonly MilestoneFields[]>> = {
  ocean: [
    pair('pickup', 'pickup'),
    pair('cutOffDoc', 'cutOffDoc'),
    pair('cutOffPhy', 'cutOffPhy'),
    pair('portOfLoadArrival', 'portOfLoadArrival'),
    pair('portOfLoadDeparture', 'portOfLoadDeparture'),
    pair('portOfArrivalArrival', 'portOfArrivalArrival'),
    pair('warehouseRelease', 'warehouseRelease'),
    pair('delivery', 'delivery'),
  ],
  air: [
    pair('pickup', 'pickup'),
    pair('departure', 'airportDeparture'),
    pair('arrival', 'airportArrival'),
    pair('delivery', 'delivery'),
  ],
  land: [
    { key: 'pickup', estimated: 'pickupEta', actual: 'pickupAt' },
    { key: 'delivery', estimated: 'deliveryEta', actual: 'deliveryAt' },
  ],
};
