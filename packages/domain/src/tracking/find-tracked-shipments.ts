import type { ShipmentRecord } from '../shipments/shipment-record.ts';
import { normalizeTrackingNumber } from './normalize-tracking-number.ts';
import { trackedNumbers, type TrackedNumber } from './tracked-numbers.ts';

/** A shipment a tracking number was found in, and the number it matched. */
export type TrackedShipmentMatch<T extends ShipmentRecord> = {
  shipment: T;
  matched: TrackedNumber;
};

/**
 * The shipments of any mode holding the typed number, exactly, once normalised (spaces, dashes
 * and case do not count): its code, client reference, booking, BL or HBL, AWB or HAWB, or one
 * of its containers or ULDs. A customer tracks a number, not a fragment, so a part of a number
 * finds nothing. In the order given.
 */
export function findTrackedShipments<T extends ShipmentRecord>(
  shipments: readonly T[],
  query: unknown,
): TrackedShipmentMatch<T>[] {
  const wanted = normalizeTrackingNumber(query);
  if (wanted === '') return [];
  const matches: TrackedShipmentMatch<T>[] = [];
  for (const shipment of shipments) {
    const matched = trackedNumbers(shipment).find((number) => number.normalized === wanted);
    if (matched) matches.push({ shipment, matched });
  }
  return matches;
}
