import { listItems } from '@rumbo/domain';
import type { Content } from '../layout/pdf-types.ts';
import {
  fieldGrid,
  issuePlace,
  partyBoxes,
  section,
  type DocumentKit,
} from '../layout/document-layout.ts';
import { barcode } from './barcode.ts';
import { containersTable, looseCargoTable } from './cargo-rows.ts';
import { arrivalNotice, preAlert, present, termsPage } from './shared-sections.ts';

// The ocean papers: house bill of lading, arrival notice, instructions letter to the customs
// broker and pre-alert.

export function houseBillOfLading(kit: DocumentKit): Content[] {
  const { texts, value } = kit;
  return present([
    {
      columns: [
        fieldGrid(
          [
            [texts.hblNumber, value('hblNumber')],
            [texts.blNumber, value('blNumber')],
            [texts.bookingRef, value('bookingRef')],
            [texts.reference, value('reference')],
          ],
          2,
        ),
        {
          ...barcode(kit.source.shipment.hblNumber ? String(kit.source.shipment.hblNumber) : ''),
          width: 160,
        },
      ],
      columnGap: 12,
    },
    partyBoxes(kit, ['shipper', 'consignee', 'notify']),
    fieldGrid([
      [texts.placeOfReceipt, value('pickupLocation')],
      [texts.portOfLoad, value('portOfLoad')],
      [texts.portOfArrival, value('portOfArrival')],
      [texts.placeOfDelivery, value('deliveryLocation')],
      [texts.vessel, value('vessel')],
      [texts.voyage, value('voyage')],
      [texts.carrier, value('carrier')],
      [texts.freightTerms, value('freightTerms')],
      [texts.incoterm, value('incoterm')],
      [texts.hsCode, value('hsCode')],
      [texts.dangerousGoods, kit.source.shipment.dangerousGoods ? texts.yes : texts.no],
      [texts.marks, value('shipmentCode')],
    ]),
    section(texts.cargo),
    containersTable(kit),
    looseCargoTable(kit),
    issuePlace(kit, value('portOfLoad')),
    termsPage(kit),
  ]);
}

export function oceanArrivalNotice(kit: DocumentKit): Content[] {
  const { texts, value, dateTime } = kit;
  const shipment = kit.source.shipment;
  return arrivalNotice(kit, {
    facts: [
      [texts.hblNumber, value('hblNumber')],
      [texts.blNumber, value('blNumber')],
      [texts.reference, value('reference')],
      [texts.vessel, `${value('vessel')} / ${value('voyage')}`],
      [texts.portOfLoad, value('portOfLoad')],
      [texts.portOfArrival, value('portOfArrival')],
      [texts.eta, dateTime(shipment.portOfArrivalArrivalEstimated)],
      [texts.ata, dateTime(shipment.portOfArrivalArrivalActual)],
      [texts.warehouse, value('warehouseLocation')],
    ],
    cargo: [containersTable(kit), looseCargoTable(kit)],
    bring: texts.bringList,
    place: value('portOfArrival'),
  });
}

export function instructionsLetter(kit: DocumentKit): Content[] {
  const { texts, value } = kit;
  const attached = attachedDocuments(kit.source.shipment.documents);
  return present([
    { text: texts.instructionsIntro, margin: [0, 0, 0, 8] },
    partyBoxes(kit, ['shipper', 'consignee']),
    fieldGrid([
      [texts.incoterm, value('incoterm')],
      [texts.hsCode, value('hsCode')],
      [texts.reference, value('reference')],
      [texts.hblNumber, value('hblNumber')],
      [texts.blNumber, value('blNumber')],
      [texts.portOfArrival, value('portOfArrival')],
      [texts.vessel, `${value('vessel')} / ${value('voyage')}`],
      [texts.eta, kit.dateTime(kit.source.shipment.portOfArrivalArrivalEstimated)],
      [texts.dangerousGoods, kit.source.shipment.dangerousGoods ? texts.yes : texts.no],
    ]),
    section(texts.cargo),
    containersTable(kit),
    looseCargoTable(kit),
    section(texts.documentsAttached),
    attached.length ? { ul: attached, margin: [0, 0, 0, 8] } : { text: texts.notShown },
    issuePlace(kit, value('portOfArrival')),
  ]);
}

export function oceanPreAlert(kit: DocumentKit): Content[] {
  const { texts, value, dateTime } = kit;
  const shipment = kit.source.shipment;
  return preAlert(kit, {
    facts: [
      [texts.hblNumber, value('hblNumber')],
      [texts.blNumber, value('blNumber')],
      [texts.carrier, value('carrier')],
      [texts.vessel, `${value('vessel')} / ${value('voyage')}`],
      [texts.portOfLoad, value('portOfLoad')],
      [texts.portOfArrival, value('portOfArrival')],
      [texts.etd, dateTime(shipment.portOfLoadDepartureEstimated)],
      [texts.eta, dateTime(shipment.portOfArrivalArrivalEstimated)],
      [texts.incoterm, value('incoterm')],
    ],
    cargo: [containersTable(kit), looseCargoTable(kit)],
  });
}

/**
 * The shipment's documents a letter lists as attached: every file the company added, and of the
 * documents Rumbo wrote only the latest version of each (an earlier HBL is superseded).
 */
export function attachedDocuments(value: unknown): string[] {
  const documents = listItems(value);
  const latest = new Map<string, Record<string, unknown>>();
  for (const doc of documents) {
    if (doc.type !== 'generated') continue;
    const key = String(doc.template ?? '');
    if (Number(doc.version) >= Number(latest.get(key)?.version ?? 0)) latest.set(key, doc);
  }
  return documents
    .filter((doc) => doc.type !== 'generated' || latest.get(String(doc.template ?? '')) === doc)
    .map((doc) => String(doc.name ?? ''))
    .filter(Boolean);
}
