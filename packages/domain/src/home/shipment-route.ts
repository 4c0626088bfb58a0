import type { HomeShipment } from './home-shipment.ts';

export type ShipmentRoute = { origin: string; destination: string };

// Where each mode keeps its end points when the common origin/destination are empty (SPEC §3).
const ORIGIN_FIELDS = ['origin', 'portOfLoad', 'airportOfDeparture', 'pickupLocation'];
const DESTINATION_FIELDS = ['destination', 'portOfArrival', 'airportOfArrival', 'deliveryLocation'];

/** Where a shipment goes from and to, for one line of a list; '' for an unknown end. */
export function shipmentRoute(shipment: HomeShipment): ShipmentRoute {
  return {
    origin: firstText(shipment, ORIGIN_FIELDS),
    destination: firstText(shipment, DESTINATION_FIELDS),
  };
}

function firstText(shipment: HomeShipment, fields: readonly string[]): string {
  for (const field of fields) {
    const value = shipment[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return '';
}
