import { FIELD_LIMITS } from './field-limits.ts';

/**
 * The mode-specific fields of SPEC §3 Shipment, by storage type. Fields every mode shares
 * (shipper, consignee, origin, destination, status …) are in collection-shipments.ts and are
 * not repeated here.
 */
export type ShipmentModeFields = {
  text: readonly string[];
  dates: readonly string[];
  numbers: readonly string[];
  bools: readonly string[];
  json: readonly string[];
};

const OCEAN_MILESTONES = [
  'pickup',
  'portOfLoadDeparture',
  'portOfLoadArrival',
  'portOfArrivalArrival',
  'warehouseRelease',
  'cutOffDoc',
  'cutOffPhy',
  'delivery',
];

export const OCEAN_FIELDS: ShipmentModeFields = {
  text: [
    'ref',
    'bookingRef',
    'blNumber',
    'hblNumber',
    'notify',
    'carrier',
    'principal',
    'vessel',
    'voyage',
    'operationalStatus',
    'financialStatus',
    'priority',
    'incoterm',
    'freightTerms',
    'direction',
    'notes',
    'pickupLocation',
    'portOfLoad',
    'portOfArrival',
    'warehouseLocation',
    'deliveryLocation',
    'cargoType',
    'containerType',
    'hsCode',
  ],
  dates: [
    ...OCEAN_MILESTONES.flatMap((it) => [`${it}Estimated`, `${it}Actual`]),
    'deliveryPickupDate',
  ],
  numbers: [],
  bools: ['dangerousGoods'],
  json: [
    'containersList',
    'lclItems',
    'costControlRows',
    'documents',
    'comments',
    'activitiesStatus',
  ],
};

export const AIR_FIELDS: ShipmentModeFields = {
  text: [
    'bookingRef',
    'awb',
    'hawb',
    'airline',
    'flight',
    'financialStatus',
    'priority',
    'incoterm',
    'freightTerms',
    'direction',
    'notify',
    'principal',
    'pickupLocation',
    'airportOfDeparture',
    'airportOfArrival',
    'deliveryLocation',
  ],
  dates: [
    ...['pickup', 'airportDeparture', 'airportArrival', 'delivery'].flatMap((it) => [
      `${it}Estimated`,
      `${it}Actual`,
    ]),
    'deliveryPickupDate',
  ],
  numbers: [],
  bools: [],
  json: ['uldsList', 'looseItems', 'costControlRows', 'documents', 'comments', 'activitiesStatus'],
};

export const LAND_FIELDS: ShipmentModeFields = {
  text: [
    'ref',
    'bookingRef',
    'carrier',
    'notify',
    'principal',
    'financialStatus',
    'priority',
    'incoterm',
    'driverMode',
    'serviceScope',
    'notes',
    'pickupLocation',
    'deliveryLocation',
    'load',
    'vehicle',
  ],
  dates: ['pickupEta', 'pickupAt', 'deliveryEta', 'deliveryAt'],
  numbers: ['weightKg', 'volumeM3'],
  bools: [],
  json: ['costControlRows', 'documents', 'comments', 'activitiesStatus'],
};

const SHIPMENT_LINE_TEXT = new Set([
  'shipper',
  'consignee',
  'notify',
  'carrier',
  'principal',
  'vessel',
  'airline',
  'origin',
  'destination',
  'pickupLocation',
  'portOfLoad',
  'portOfArrival',
  'warehouseLocation',
  'deliveryLocation',
  'airportOfDeparture',
  'airportOfArrival',
  'load',
  'vehicle',
]);

const SHIPMENT_LIST_JSON = new Set([
  'comments',
  'containersList',
  'lclItems',
  'uldsList',
  'looseItems',
  'costControlRows',
]);

/** A shipment text field's maximum length (decision 023): notes, names and places, codes. */
export function shipmentTextMax(name: string): number {
  if (name === 'notes') return FIELD_LIMITS.longText;
  return SHIPMENT_LINE_TEXT.has(name) ? FIELD_LIMITS.line : FIELD_LIMITS.code;
}

/** A shipment JSON field's maximum size in bytes (decision 023). */
export function shipmentJsonMaxSize(name: string): number {
  if (name === 'payload') return FIELD_LIMITS.largestJson;
  return SHIPMENT_LIST_JSON.has(name) ? FIELD_LIMITS.listJson : FIELD_LIMITS.smallJson;
}
