import { formatMoney, localeOfLanguage, objectItems } from '@rumbo/domain';
import type { Content } from '../layout/pdf-types.ts';
import {
  fieldGrid,
  gapsNotice,
  issuePlace,
  itemsTable,
  partyBoxes,
  section,
  type DocumentKit,
} from '../layout/document-layout.ts';
import { barcode } from './barcode.ts';
import { containersTable, gapLabel, looseCargoTable } from './cargo-rows.ts';

// The ocean papers: house bill of lading, arrival notice, instructions letter to the customs
// broker and pre-alert.

const present = (parts: (Content | null)[]): Content[] =>
  parts.filter((p): p is Content => p !== null);

export function houseBillOfLading(kit: DocumentKit): Content[] {
  const { texts, value } = kit;
  return present([
    gapsNotice(kit, (gap) => gapLabel(kit, gap)),
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

/** The company's terms, on the page after a bill of lading or air waybill. */
export function termsPage(kit: DocumentKit): Content | null {
  const terms = kit.source.issuer.terms.trim();
  if (!terms) return null;
  return {
    pageBreak: 'before',
    stack: [section(kit.texts.terms), { text: terms, fontSize: 7, alignment: 'justify' }],
  };
}

export function oceanArrivalNotice(kit: DocumentKit): Content[] {
  const { texts, value, dateTime } = kit;
  const shipment = kit.source.shipment;
  return present([
    gapsNotice(kit, (gap) => gapLabel(kit, gap)),
    partyBoxes(kit, ['consignee', 'notify', 'shipper']),
    fieldGrid([
      [texts.hblNumber, value('hblNumber')],
      [texts.blNumber, value('blNumber')],
      [texts.reference, value('reference')],
      [texts.vessel, `${value('vessel')} / ${value('voyage')}`],
      [texts.portOfLoad, value('portOfLoad')],
      [texts.portOfArrival, value('portOfArrival')],
      [texts.eta, dateTime(shipment.portOfArrivalArrivalEstimated)],
      [texts.ata, dateTime(shipment.portOfArrivalArrivalActual)],
      [texts.warehouse, value('warehouseLocation')],
    ]),
    section(texts.cargo),
    containersTable(kit),
    looseCargoTable(kit),
    ...chargesSection(kit),
    section(texts.bring),
    { ul: texts.bringList, margin: [0, 0, 0, 6] },
    issuePlace(kit, value('portOfArrival')),
  ]);
}

/** The income rows of the shipment's cost control (what the consignee pays), with totals. */
export function chargesSection(kit: DocumentKit): Content[] {
  const locale = localeOfLanguage(kit.source.language);
  const rows = objectItems(kit.source.shipment.costControlRows).filter(
    (row) => row.flow === 'income',
  );
  if (rows.length === 0) return [];
  const totals = new Map<string, number>();
  for (const row of rows) {
    const currency = String(row.currency ?? '');
    totals.set(currency, (totals.get(currency) ?? 0) + (Number(row.amount) || 0));
  }
  return [
    section(kit.texts.charges),
    itemsTable({
      headers: [kit.texts.concept, kit.texts.currency, kit.texts.amount],
      widths: ['*', 60, 110],
      numeric: [2],
      rows: rows.map((row) => [
        String(row.concept ?? ''),
        String(row.currency ?? ''),
        formatMoney(Number(row.amount) || 0, String(row.currency ?? ''), locale),
      ]),
    }),
    fieldGrid(
      [...totals].map(([currency, amount]) => [
        `${kit.texts.totals} ${currency}`,
        formatMoney(amount, currency, locale),
      ]),
      Math.max(1, Math.min(totals.size, 3)),
    ),
  ];
}

export function instructionsLetter(kit: DocumentKit): Content[] {
  const { texts, value } = kit;
  const attached = attachedDocuments(kit.source.shipment.documents);
  return present([
    gapsNotice(kit, (gap) => gapLabel(kit, gap)),
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
  return present([
    gapsNotice(kit, (gap) => gapLabel(kit, gap)),
    { text: texts.preAlertIntro, margin: [0, 0, 0, 8] },
    partyBoxes(kit, ['shipper', 'consignee', 'notify']),
    fieldGrid([
      [texts.hblNumber, value('hblNumber')],
      [texts.blNumber, value('blNumber')],
      [texts.carrier, value('carrier')],
      [texts.vessel, `${value('vessel')} / ${value('voyage')}`],
      [texts.portOfLoad, value('portOfLoad')],
      [texts.portOfArrival, value('portOfArrival')],
      [texts.etd, dateTime(shipment.portOfLoadDepartureEstimated)],
      [texts.eta, dateTime(shipment.portOfArrivalArrivalEstimated)],
      [texts.incoterm, value('incoterm')],
    ]),
    section(texts.cargo),
    containersTable(kit),
    looseCargoTable(kit),
    itineraryTable(kit),
  ]);
}

/** The shipment's legs: transport, carrier, from and to, with estimated dates. */
export function itineraryTable(kit: DocumentKit): Content | null {
  const legs = objectItems(kit.source.shipment.itinerary);
  if (legs.length === 0) return null;
  const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  return {
    stack: [
      section(kit.texts.itinerary),
      itemsTable({
        headers: [
          '#',
          kit.texts.carrier,
          kit.texts.vessel,
          kit.texts.portOfLoad,
          kit.texts.portOfArrival,
          kit.texts.etd,
          kit.texts.eta,
        ],
        widths: [16, '*', 70, 60, 60, 70, 70],
        numeric: [0],
        rows: legs.map((leg, index) => [
          String(index + 1),
          text(leg.carrier),
          [text(leg.vessel), text(leg.voyage)].filter(Boolean).join(' / '),
          text(leg.departPort),
          text(leg.arrivePort),
          kit.dateTime(leg.etd),
          kit.dateTime(leg.eta),
        ]),
      }),
    ],
  };
}

/**
 * The shipment's documents a letter lists as attached: every file the company added, and of the
 * documents Rumbo wrote only the latest version of each (an earlier HBL is superseded).
 */
export function attachedDocuments(value: unknown): string[] {
  const documents = objectItems(value);
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
