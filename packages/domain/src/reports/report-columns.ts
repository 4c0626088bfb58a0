import { MODE_MILESTONES } from '../milestones/mode-milestones.ts';
import type { ShipmentMode } from '../collections/shipment-mode.ts';

/**
 * The shipment fields the report's facts (`toReportFact`) and the dashboard home's entries
 * (`homeEntry`) read, besides each mode's milestone dates: codes, parties, places, statuses,
 * direction, carrier, containers, air cargo and cost-control rows. Never `payload` (about half of
 * a record), the documents, comments, activities or itinerary. A test reads the demo records
 * whole and narrowed to these and requires the same facts and entries, so a rule that starts
 * reading another field fails it until the field is listed here.
 */
const READ_FIELDS = [
  'shipmentCode',
  'ref',
  'reference',
  'status',
  'operationalStatus',
  'origin',
  'destination',
  'principal',
  'consignee',
  'direction',
  'carrier',
  'airline',
  'portOfLoad',
  'portOfArrival',
  'airportOfDeparture',
  'airportOfArrival',
  'pickupLocation',
  'deliveryLocation',
  'containerType',
  'containersList',
  'uldsList',
  'looseItems',
  'costControlRows',
];

/** Of a shipment collection's field names, those the report and home figures read. */
export function figureFields(mode: ShipmentMode, fieldNames: readonly string[]): string[] {
  const dates = (MODE_MILESTONES[mode] ?? []).flatMap((it) => [it.estimated, it.actual]);
  const read = new Set<string>([...READ_FIELDS, ...dates]);
  return fieldNames.filter((name) => read.has(name));
}
