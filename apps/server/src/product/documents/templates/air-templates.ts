import { listItems, validateAirWaybill } from '@rumbo/domain';
import type { Content } from '../layout/pdf-types.ts';
import {
  fieldGrid,
  issuePlace,
  partyBoxes,
  section,
  type DocumentKit,
} from '../layout/document-layout.ts';
import { barcode } from './barcode.ts';
import { airPiecesTable, airTotals, uldTable } from './cargo-rows.ts';
import { arrivalNotice, preAlert, present, termsPage } from './shared-sections.ts';

// The air papers: house air waybill (the IATA layout in spirit), arrival notice and pre-alert.

/** The master waybill as `NNN-NNNNNNNN` when it passes its check, else as stored. */
function awbText(kit: DocumentKit): string {
  const awb = validateAirWaybill(kit.source.shipment.awb);
  return awb.ok ? awb.value.formatted : kit.value('awb');
}

export function houseAirWaybill(kit: DocumentKit): Content[] {
  const { texts, value } = kit;
  const { pairs } = airTotals(kit);
  return present([
    {
      columns: [
        fieldGrid(
          [
            [texts.hawb, value('hawb')],
            [texts.awb, awbText(kit)],
            [texts.bookingRef, value('bookingRef')],
            [texts.reference, value('reference')],
          ],
          2,
        ),
        { ...barcode(String(kit.source.shipment.hawb ?? '')), width: 160 },
      ],
      columnGap: 12,
    },
    partyBoxes(kit, ['shipper', 'consignee', 'notify']),
    fieldGrid([
      [texts.airportOfDeparture, value('airportOfDeparture')],
      [texts.airportOfArrival, value('airportOfArrival')],
      [texts.airline, value('airline')],
      [texts.flight, value('flight')],
      [texts.freightTerms, value('freightTerms')],
      [texts.incoterm, value('incoterm')],
    ]),
    section(texts.cargo),
    uldTable(kit),
    airPiecesTable(kit),
    fieldGrid(pairs, 2),
    section(texts.handling),
    { text: handlingInformation(kit), margin: [0, 0, 0, 6] },
    issuePlace(kit, value('airportOfDeparture')),
    termsPage(kit),
  ]);
}

export function airArrivalNotice(kit: DocumentKit): Content[] {
  const { texts, value, dateTime } = kit;
  const shipment = kit.source.shipment;
  return arrivalNotice(kit, {
    facts: [
      [texts.hawb, value('hawb')],
      [texts.awb, awbText(kit)],
      [texts.reference, value('reference')],
      [texts.airline, `${value('airline')} ${value('flight')}`],
      [texts.airportOfDeparture, value('airportOfDeparture')],
      [texts.airportOfArrival, value('airportOfArrival')],
      [texts.eta, dateTime(shipment.airportArrivalEstimated)],
      [texts.ata, dateTime(shipment.airportArrivalActual)],
      [texts.placeOfDelivery, value('deliveryLocation')],
    ],
    cargo: [uldTable(kit), airPiecesTable(kit), fieldGrid(airTotals(kit).pairs, 2)],
    // No bill of lading to hand over by air.
    bring: texts.bringList.slice(1),
    place: value('airportOfArrival'),
  });
}

export function airPreAlert(kit: DocumentKit): Content[] {
  const { texts, value, dateTime } = kit;
  const shipment = kit.source.shipment;
  return preAlert(kit, {
    facts: [
      [texts.hawb, value('hawb')],
      [texts.awb, awbText(kit)],
      [texts.airline, `${value('airline')} ${value('flight')}`],
      [texts.airportOfDeparture, value('airportOfDeparture')],
      [texts.airportOfArrival, value('airportOfArrival')],
      [texts.etd, dateTime(shipment.airportDepartureEstimated)],
      [texts.eta, dateTime(shipment.airportArrivalEstimated)],
      [texts.incoterm, value('incoterm')],
    ],
    cargo: [uldTable(kit), airPiecesTable(kit), fieldGrid(airTotals(kit).pairs, 2)],
  });
}

/**
 * The waybill's handling box: whom to tell on arrival, the notify party (or the consignee)
 * with the first contact the company's partner record holds for it. An air shipment has no
 * free-text notes of its own (SPEC §3).
 */
function handlingInformation(kit: DocumentKit): string {
  const notify =
    kit.value('notify') === kit.texts.notShown ? kit.value('consignee') : kit.value('notify');
  if (notify === kit.texts.notShown) return notify;
  const party = kit.source.parties.get(notify.trim().toLowerCase());
  const [contact] = listItems(party?.contacts);
  const reach = contact
    ? [contact.nombre, contact.telefono, contact.email]
        .filter((part) => part && String(part).trim())
        .join(' · ')
    : '';
  return `${kit.texts.notifyOnArrival}: ${notify}${reach ? ` (${reach})` : ''}`;
}
