import {
  BASE_SYSTEM_FIELDS,
  SHIPMENT_COLLECTIONS,
  SHIPMENT_LIST_COLUMN_NAMES,
  type ShipmentMode,
} from '@rumbo/domain';
import { shipmentCollection } from '../shipments/shipment-collection.ts';

/**
 * Fields a report never reads and that make most of a record's bytes: the web app's whole
 * shipment object (`payload`, about half of each record), the document, comment and activity
 * lists, free notes, bookkeeping, and the itinerary, places and parties no figure reads. Everything else is asked for, so a rule of the report that
 * reads one more field of a shipment finds it without this list being touched.
 */
const LEFT_OUT: ReadonlySet<string> = new Set([
  'payload',
  'documents',
  'documentFiles',
  'comments',
  'activitiesStatus',
  'notes',
  // Read by the editor and the tracking page, never by a report: about a fifth of what is left.
  'itinerary',
  'lclItems',
  'notify',
  'pickupLocation',
  'deliveryLocation',
  'warehouseLocation',
  'hsCode',
  'legacyId',
  'createdBy',
  'updatedBy',
  // The server's list columns (decision 045) repeat what the report reads from the fields.
  ...SHIPMENT_LIST_COLUMN_NAMES,
]);

/** The PocketBase `fields=` list a report asks for, per mode: its collection's fields but LEFT_OUT. */
export function reportFields(mode: ShipmentMode): string {
  const name = shipmentCollection(mode);
  const collection = SHIPMENT_COLLECTIONS.find((it) => it.name === name);
  const schema = (collection?.schema ?? []).map((field) => field.name);
  return [...BASE_SYSTEM_FIELDS, ...schema].filter((field) => !LEFT_OUT.has(field)).join(',');
}
