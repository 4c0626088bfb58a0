import type { ShipmentRecord } from './shipment-record.ts';

/**
 * The shipment fields the list and the reports both read, per mode, read one way. Cheap on
 * purpose: a report reads them for 10,000 shipments.
 */

/** Trimmed text, '' for anything that is not a string. */
export function recordText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The shipment code (`shipmentCode`, else the older `displayCode`). */
export function recordCode(record: ShipmentRecord): string {
  return recordText(record.shipmentCode) || recordText(record.displayCode);
}

/** The principal (the forwarder's customer), or the consignee when there is none. */
export function recordClient(record: ShipmentRecord): string {
  return recordText(record.principal) || recordText(record.consignee);
}

/** Ocean: `operationalStatus`, else `status`; air and land: `status`. */
export function recordStatus(record: ShipmentRecord): string {
  return record.mode === 'ocean'
    ? recordText(record.operationalStatus) || recordText(record.status)
    : recordText(record.status);
}

/** Ocean: port of load → port of arrival; air: airports; land (and fallbacks): origin → destination. */
export function recordPlaces(record: ShipmentRecord): [string, string] {
  if (record.mode === 'ocean') {
    return [
      recordText(record.portOfLoad) || recordText(record.origin),
      recordText(record.portOfArrival) || recordText(record.destination),
    ];
  }
  if (record.mode === 'air') {
    return [
      recordText(record.airportOfDeparture) || recordText(record.origin),
      recordText(record.airportOfArrival) || recordText(record.destination),
    ];
  }
  return [recordText(record.origin), recordText(record.destination)];
}
