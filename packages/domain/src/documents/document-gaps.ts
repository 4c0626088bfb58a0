import { validateAirWaybill } from '../validators/validate-air-waybill.ts';
import { validateContainerNumber } from '../validators/validate-container-number.ts';
import { listItems } from '../shipments/list-items.ts';
import type { DocumentTemplate } from './document-templates.ts';

/**
 * What a document lacks to be printed as an original: a field left blank, or a code that fails
 * its check digit. `field` is the record's field (`containersList.2.number` for an item of a
 * list); `code` and `message` are PocketBase's, as the record API writes a field's error.
 */
export type DocumentGap = { field: string; code: string; message: string };

type ShipmentValues = Record<string, unknown>;

const BLANK = { code: 'validation_required', message: 'Cannot be blank.' };
const NO_ITEMS = { code: 'validation_required', message: 'Needs at least one item.' };

const BILL_OF_LADING = [
  'hblNumber',
  'shipper',
  'consignee',
  'portOfLoad',
  'portOfArrival',
  'vessel',
  'voyage',
];
const AIR_WAYBILL = [
  'hawb',
  'awb',
  'shipper',
  'consignee',
  'airportOfDeparture',
  'airportOfArrival',
];

/** The fields each template prints and cannot do without (a draft needs what its original does). */
const REQUIRED_FIELDS: Record<DocumentTemplate, readonly string[]> = {
  'hbl-draft': BILL_OF_LADING,
  'hbl-original': BILL_OF_LADING,
  'arrival-notice': ['consignee', 'origin', 'destination'],
  'instructions-letter': ['shipper', 'consignee', 'incoterm'],
  'pre-alert': ['shipper', 'consignee', 'origin', 'destination'],
  'hawb-draft': AIR_WAYBILL,
  'hawb-original': AIR_WAYBILL,
  'trucker-instructions': ['pickupLocation', 'deliveryLocation', 'pickupEta', 'vehicle'],
  'delivery-receipt': ['consignee', 'deliveryLocation'],
  // A quote is checked whole by the server on every save: nothing can be missing from it.
  quote: [],
};

/**
 * What `template` lacks on a shipment (its record's values): blank required fields, a bill of
 * lading without containers or loose cargo, container numbers failing ISO 6346, an air waybill
 * failing its check digit. An empty list means it can be printed as an original.
 */
export function documentGaps(template: DocumentTemplate, shipment: ShipmentValues): DocumentGap[] {
  const gaps: DocumentGap[] = [];
  for (const field of REQUIRED_FIELDS[template])
    if (isBlank(shipment[field])) gaps.push({ field, ...BLANK });
  if (template.startsWith('hbl-')) gaps.push(...cargoGaps(shipment));
  if (template.startsWith('hawb-') && !isBlank(shipment.awb)) {
    const awb = validateAirWaybill(shipment.awb);
    if (!awb.ok) gaps.push({ field: 'awb', code: awb.code, message: awb.message });
  }
  return gaps;
}

function cargoGaps(shipment: ShipmentValues): DocumentGap[] {
  const containers = listItems(shipment.containersList);
  if (containers.length === 0 && listItems(shipment.lclItems).length === 0)
    return [{ field: 'containersList', ...NO_ITEMS }];
  const gaps: DocumentGap[] = [];
  containers.forEach((container, index) => {
    const number = validateContainerNumber(container.number);
    if (!number.ok)
      gaps.push({
        field: `containersList.${index}.number`,
        code: number.code,
        message: number.message,
      });
  });
  return gaps;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}
