import { AIRLINES } from './demo-carriers.ts';
import { demoAddress, MEXICAN_AIRPORTS, portLabel } from './demo-places.ts';
import {
  documentList,
  freightRows,
  isoOrEmpty,
  type DemoShipmentContext,
} from './demo-shipment-context.ts';

/** The air-only fields of a demo shipment (SPEC §3 Air), milestone dates excluded. */
export function airShipmentFields(ctx: DemoShipmentContext): Record<string, unknown> {
  const { random, direction } = ctx;
  const airline = random.pick(AIRLINES);
  const [mx, abroad] = [random.pick(MEXICAN_AIRPORTS), ctx.abroad];
  const [departure, arrival] = direction === 'Import' ? [abroad, mx] : [mx, abroad];
  // IATA AWB: 3-digit airline prefix, 7-digit serial, check digit = serial mod 7 (freight-domain §3.2).
  const serial = random.int(1_000_000, 9_999_999);
  const flight = `${airline.iata} ${random.int(100, 9899)}`;
  const hasUlds = random.chance(0.35);
  return {
    origin: portLabel(departure),
    destination: portLabel(arrival),
    bookingRef: `${airline.iata}${random.digits(7)}`,
    awb: `${airline.awbPrefix}-${serial}${serial % 7}`,
    hawb: `HA${random.digits(8)}`,
    airline: airline.name,
    flight,
    incoterm: random.pick(['FCA', 'CPT', 'CIP', 'DAP', 'EXW']),
    freightTerms: random.pick(['Prepaid', 'Collect']),
    pickupLocation:
      direction === 'Import' ? `${abroad.name}, ${abroad.country}` : demoAddress(random),
    airportOfDeparture: portLabel(departure),
    airportOfArrival: portLabel(arrival),
    deliveryLocation:
      direction === 'Import' ? demoAddress(random) : `${abroad.name}, ${abroad.country}`,
    uldsList: hasUlds ? ulds(ctx, airline.iata) : [],
    looseItems: hasUlds ? [] : looseItems(ctx),
    costControlRows: freightRows(ctx, {
      concept: 'Flete aéreo',
      code: 'AFR',
      currency: 'USD',
      cost: random.int(600, 9000),
    }),
    documents: documentList(ctx, [
      'AWB master.pdf',
      'Factura comercial.pdf',
      'Lista de empaque.pdf',
    ]),
    itinerary: [
      {
        mode: 'air',
        carrier: airline.name,
        vessel: flight,
        voyage: '',
        departPort: departure.code,
        arrivePort: arrival.code,
        etd: isoOrEmpty(ctx.dates.airportDepartureEstimated),
        atd: isoOrEmpty(ctx.dates.airportDepartureActual),
        eta: isoOrEmpty(ctx.dates.airportArrivalEstimated),
        ata: isoOrEmpty(ctx.dates.airportArrivalActual),
      },
    ],
  };
}

/** ULD ids: type, 5-digit serial, owner airline (freight-domain §3.8), e.g. AKE12345AM. */
function ulds(ctx: DemoShipmentContext, owner: string) {
  return Array.from({ length: ctx.random.int(1, 2) }, () => {
    const type = ctx.random.pick(['AKE', 'AKN', 'PMC', 'PAG']);
    return {
      id: ctx.random.id(),
      uldNumber: `${type}${ctx.random.digits(5)}${owner}`,
      type,
      pieces: ctx.random.int(5, 60),
      weightKg: ctx.random.int(300, 4500),
    };
  });
}

function looseItems(ctx: DemoShipmentContext) {
  return Array.from({ length: ctx.random.int(1, 3) }, () => ({
    id: ctx.random.id(),
    description: ctx.random.pick([
      'Componentes electrónicos',
      'Muestras comerciales',
      'Refacciones urgentes',
      'Medicamentos',
      'Ropa',
    ]),
    pieces: ctx.random.int(1, 25),
    weightKg: ctx.random.int(5, 800),
    lengthCm: ctx.random.int(30, 120),
    widthCm: ctx.random.int(30, 100),
    heightCm: ctx.random.int(20, 100),
  }));
}
