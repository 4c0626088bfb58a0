import { formatMoney, localeOfLanguage, listItems } from '@rumbo/domain';
import {
  fieldGrid,
  issuePlace,
  itemsTable,
  partyBoxes,
  section,
  textOf,
  type DocumentKit,
} from '../layout/document-layout.ts';
import type { Content } from '../layout/pdf-types.ts';

// What the templates of every mode share: the terms page, the charges, the itinerary, and the
// arrival notice's and pre-alert's outline, filled in by each mode with its own facts and cargo.

/** The parts of a document that are there (a cargo list without items is left out). */
export const present = (parts: (Content | null)[]): Content[] =>
  parts.filter((part): part is Content => part !== null);

/** What a notice says of the transport (label–value pairs) and the cargo lists it shows. */
export type NoticeParts = { facts: [string, string][]; cargo: (Content | null)[] };

/** An arrival notice: parties, transport, cargo, the charges to pay, what to bring, issue. */
export function arrivalNotice(
  kit: DocumentKit,
  parts: NoticeParts & { bring: readonly string[]; place: string },
): Content[] {
  return present([
    partyBoxes(kit, ['consignee', 'notify', 'shipper']),
    fieldGrid(parts.facts),
    section(kit.texts.cargo),
    ...parts.cargo,
    ...chargesSection(kit),
    section(kit.texts.bring),
    { ul: [...parts.bring], margin: [0, 0, 0, 6] },
    issuePlace(kit, parts.place),
  ]);
}

/** A pre-alert to the agent at destination: parties, transport, cargo and the legs. */
export function preAlert(kit: DocumentKit, parts: NoticeParts): Content[] {
  return present([
    { text: kit.texts.preAlertIntro, margin: [0, 0, 0, 8] },
    partyBoxes(kit, ['shipper', 'consignee', 'notify']),
    fieldGrid(parts.facts),
    section(kit.texts.cargo),
    ...parts.cargo,
    itineraryTable(kit),
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

/** The income rows of the shipment's cost control (what the consignee pays), with totals. */
export function chargesSection(kit: DocumentKit): Content[] {
  const locale = localeOfLanguage(kit.source.language);
  const rows = listItems(kit.source.shipment.costControlRows).filter(
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

/** The shipment's legs: transport, carrier, from and to, with estimated dates. */
export function itineraryTable(kit: DocumentKit): Content | null {
  const legs = listItems(kit.source.shipment.itinerary);
  if (legs.length === 0) return null;
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
          textOf(leg.carrier),
          [textOf(leg.vessel), textOf(leg.voyage)].filter(Boolean).join(' / '),
          textOf(leg.departPort),
          textOf(leg.arrivePort),
          kit.dateTime(leg.etd),
          kit.dateTime(leg.eta),
        ]),
      }),
    ],
  };
}
