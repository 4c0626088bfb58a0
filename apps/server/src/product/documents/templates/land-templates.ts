import { listItems } from '@rumbo/domain';
import type { Content, ContentNode } from '../layout/pdf-types.ts';
import {
  fieldGrid,
  issuePlace,
  itemsTable,
  partyBoxes,
  section,
  type DocumentKit,
} from '../layout/document-layout.ts';

// The land papers: the trucker's instruction sheet and the delivery receipt.

export function truckerInstructions(kit: DocumentKit): Content[] {
  const { texts, value, dateTime } = kit;
  const shipment = kit.source.shipment;
  return [
    fieldGrid([
      [texts.carrier, value('carrier')],
      [texts.vehicle, value('vehicle')],
      [texts.driverMode, value('driverMode')],
      [texts.reference, value('reference')],
      [texts.bookingRef, value('bookingRef')],
      [texts.incoterm, value('incoterm')],
    ]),
    section(texts.pickup),
    fieldGrid(
      [
        [texts.pickup, value('pickupLocation')],
        [texts.window, dateTime(shipment.pickupEta)],
      ],
      2,
    ),
    section(texts.delivery),
    fieldGrid(
      [
        [texts.delivery, value('deliveryLocation')],
        [texts.window, dateTime(shipment.deliveryEta)],
      ],
      2,
    ),
    partyBoxes(kit, ['shipper', 'consignee']),
    section(texts.cargo),
    fieldGrid([
      [texts.load, value('load')],
      [texts.weightKg, kit.number(shipment.weightKg, 1)],
      [texts.volumeM3, kit.number(shipment.volumeM3, 2)],
    ]),
    ...contactsSection(kit),
    section(texts.observations),
    { text: value('notes'), margin: [0, 0, 0, 6] },
    issuePlace(kit, value('pickupLocation')),
  ];
}

/** The contacts of the shipper's and consignee's partner records, when the company has them. */
function contactsSection(kit: DocumentKit): Content[] {
  const rows: string[][] = [];
  for (const field of ['shipper', 'consignee']) {
    const party = kit.source.parties.get(kit.value(field).trim().toLowerCase());
    for (const contact of listItems(party?.contacts))
      rows.push([
        party!.name,
        String(contact.nombre ?? ''),
        String(contact.telefono ?? ''),
        String(contact.email ?? ''),
      ]);
  }
  if (rows.length === 0) return [];
  return [
    section(kit.texts.contacts),
    itemsTable({
      headers: [kit.texts.party, kit.texts.contactName, kit.texts.phone, kit.texts.email],
      widths: ['*', '*', 80, '*'],
      rows,
    }),
  ];
}

export function deliveryReceipt(kit: DocumentKit): Content[] {
  const { texts, value } = kit;
  const shipment = kit.source.shipment;
  const box = (label: string): ContentNode => ({
    table: { widths: ['*'], heights: [70], body: [[{ text: label, style: 'label' }]] },
    layout: { hLineWidth: () => 0.6, vLineWidth: () => 0.6 },
  });
  return [
    partyBoxes(kit, ['consignee', 'shipper']),
    fieldGrid([
      [texts.delivery, value('deliveryLocation')],
      [texts.carrier, value('carrier')],
      [texts.vehicle, value('vehicle')],
      [texts.reference, value('reference')],
      [texts.load, value('load')],
      [texts.weightKg, kit.number(shipment.weightKg, 1)],
    ]),
    { text: texts.received, margin: [0, 10, 0, 10] },
    {
      columns: [box(texts.receivedBy), box(texts.date), box(texts.stamp)],
      columnGap: 10,
    },
    section(texts.observations),
    { ...box(''), margin: [0, 0, 0, 8] },
    issuePlace(kit, value('pickupLocation')),
  ];
}
