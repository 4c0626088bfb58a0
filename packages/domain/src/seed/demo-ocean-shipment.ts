import { containerCheckDigit } from '../validators/validate-container-number.ts';
import { CONTAINER_TYPES, SHIPPING_LINES, type DemoShippingLine } from './demo-carriers.ts';
import { demoAddress, MEXICAN_SEAPORTS, portLabel } from './demo-places.ts';
import {
  documentList,
  freightRows,
  isoOrEmpty,
  type DemoShipmentContext,
} from './demo-shipment-context.ts';

const HS_CODES = [
  '847130',
  '870899',
  '940360',
  '392690',
  '090111',
  '220890',
  '300490',
  '610910',
  '690721',
  '841810',
];

/** The ocean-only fields of a demo shipment (SPEC §3 Ocean), milestone dates excluded. */
export function oceanShipmentFields(ctx: DemoShipmentContext): Record<string, unknown> {
  const { random, direction } = ctx;
  const line = random.pick(SHIPPING_LINES);
  const [mx, abroad] = [random.pick(MEXICAN_SEAPORTS), ctx.abroad];
  const [load, arrival] = direction === 'Import' ? [abroad, mx] : [mx, abroad];
  const isFcl = random.chance(0.7);
  const containerType = isFcl ? random.pick(CONTAINER_TYPES) : '';
  const vessel = random.pick(line.vessels);
  const voyage = `${random.int(100, 999)}${random.pick(['E', 'W', 'N', 'S'])}`;
  return {
    origin: portLabel(load),
    destination: portLabel(arrival),
    bookingRef: random.digits(9),
    blNumber: `${line.scac}${random.digits(9)}`,
    hblNumber: `HB${random.digits(9)}`,
    carrier: line.name,
    vessel,
    voyage,
    incoterm: random.pick(['FOB', 'CIF', 'CFR', 'EXW', 'FCA', 'DAP']),
    freightTerms: random.pick(['Prepaid', 'Collect']),
    pickupLocation:
      direction === 'Import' ? `${abroad.name}, ${abroad.country}` : demoAddress(random),
    portOfLoad: portLabel(load),
    portOfArrival: portLabel(arrival),
    warehouseLocation: direction === 'Import' ? `Recinto fiscalizado, ${mx.name}` : '',
    deliveryLocation:
      direction === 'Import' ? demoAddress(random) : `${abroad.name}, ${abroad.country}`,
    cargoType: isFcl ? 'FCL' : 'LCL',
    containerType,
    hsCode: random.pick(HS_CODES),
    dangerousGoods: random.chance(0.06),
    containersList: isFcl ? containers(ctx, line, containerType) : [],
    lclItems: isFcl ? [] : lclItems(ctx),
    costControlRows: freightRows(ctx, {
      concept: 'Flete marítimo',
      code: 'OFR',
      currency: 'USD',
      cost: random.int(900, 4200),
    }),
    documents: documentList(ctx, [
      'BL master.pdf',
      'Factura comercial.pdf',
      'Lista de empaque.pdf',
    ]),
    itinerary: [
      {
        mode: 'ocean',
        carrier: line.name,
        vessel,
        voyage,
        departPort: load.code,
        arrivePort: arrival.code,
        etd: isoOrEmpty(ctx.dates.portOfLoadDepartureEstimated),
        atd: isoOrEmpty(ctx.dates.portOfLoadDepartureActual),
        eta: isoOrEmpty(ctx.dates.portOfArrivalArrivalEstimated),
        ata: isoOrEmpty(ctx.dates.portOfArrivalArrivalActual),
      },
    ],
  };
}

/** 1–3 containers whose numbers pass the ISO 6346 check digit. */
function containers(ctx: DemoShipmentContext, line: DemoShippingLine, type: string) {
  return Array.from({ length: ctx.random.int(1, 3) }, () => {
    const first10 = `${line.containerOwner}U${ctx.random.digits(6)}`;
    return {
      id: ctx.random.id(),
      number: `${first10}${containerCheckDigit(first10)}`,
      type,
      seal: `${line.scac.slice(0, 2)}${ctx.random.digits(7)}`,
      weightKg: ctx.random.int(6000, 24000),
    };
  });
}

function lclItems(ctx: DemoShipmentContext) {
  return Array.from({ length: ctx.random.int(1, 3) }, () => ({
    id: ctx.random.id(),
    description: ctx.random.pick([
      'Refacciones',
      'Textiles',
      'Muebles desarmados',
      'Herramientas',
      'Cerámica',
    ]),
    packages: ctx.random.int(2, 40),
    weightKg: ctx.random.int(150, 4000),
    volumeM3: Math.round(ctx.random.float(0.5, 12) * 10) / 10,
  }));
}
