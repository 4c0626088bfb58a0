import { VEHICLES } from './demo-carriers.ts';
import { MEXICAN_CITIES } from './demo-places.ts';
import {
  documentList,
  freightRows,
  isoOrEmpty,
  type DemoShipmentContext,
} from './demo-shipment-context.ts';

const US_BORDER_DESTINATIONS = ['Laredo, TX', 'El Paso, TX', 'San Diego, CA', 'McAllen, TX'];

/** The land-only fields of a demo shipment (SPEC §3 Land), milestone dates excluded. */
export function landShipmentFields(ctx: DemoShipmentContext): Record<string, unknown> {
  const { random } = ctx;
  const from = random.pick(MEXICAN_CITIES);
  const to = random.pick(MEXICAN_CITIES.filter((city) => city !== from));
  const isCrossBorder = ctx.direction === 'Export' && random.chance(0.5);
  const destination = isCrossBorder
    ? random.pick(US_BORDER_DESTINATIONS)
    : `${to.city}, ${to.state}`;
  const isFull = random.chance(0.6);
  const carrier =
    ctx.truckers.length > 0 ? random.pick(ctx.truckers) : 'Autotransportes del Centro';
  return {
    origin: `${from.city}, ${from.state}`,
    destination,
    bookingRef: `TR${random.digits(7)}`,
    carrier,
    incoterm: random.pick(['FCA', 'DAP', 'EXW', 'DDP', 'CPT']),
    driverMode: random.pick(['Operador sencillo', 'Doble operador']),
    serviceScope: isCrossBorder
      ? 'Cruce fronterizo'
      : random.pick(['Puerta a puerta', 'Recolección', 'Entrega local']),
    pickupLocation: `Planta ${ctx.client}, ${from.city}`,
    deliveryLocation: `Almacén ${ctx.counterpart}, ${destination}`,
    load: isFull ? 'FTL' : 'LTL',
    vehicle: random.pick(VEHICLES),
    weightKg: random.int(isFull ? 8000 : 300, isFull ? 28000 : 6000),
    volumeM3: Math.round(random.float(isFull ? 40 : 2, isFull ? 90 : 25) * 10) / 10,
    costControlRows: freightRows(ctx, {
      concept: 'Flete terrestre',
      code: 'TFR',
      currency: 'MXN',
      cost: random.int(6000, 70000),
    }),
    documents: documentList(ctx, ['Carta porte.pdf', 'Factura comercial.pdf']),
    itinerary: [
      {
        mode: 'truck',
        carrier,
        vessel: '',
        voyage: '',
        departPort: from.city,
        arrivePort: destination,
        etd: isoOrEmpty(ctx.dates.pickupEta),
        atd: isoOrEmpty(ctx.dates.pickupAt),
        eta: isoOrEmpty(ctx.dates.deliveryEta),
        ata: isoOrEmpty(ctx.dates.deliveryAt),
      },
    ],
  };
}
