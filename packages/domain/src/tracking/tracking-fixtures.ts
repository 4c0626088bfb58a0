import type { ShipmentRecord } from '../shipments/shipment-record.ts';

/** An ocean shipment as the server stores it (PocketBase date layout), for the tracking tests. */
export function oceanShipment(fields: Partial<ShipmentRecord> = {}): ShipmentRecord {
  return {
    id: 'ocean1',
    mode: 'ocean',
    shipmentCode: 'OCN20260007',
    reference: 'PO-123456',
    ref: 'PO-123456',
    status: 'In progress',
    operationalStatus: 'In progress',
    bookingRef: '987654321',
    blNumber: 'MAEU123456789',
    hblNumber: 'HB000111222',
    origin: 'Shanghai (CNSHA)',
    destination: 'Manzanillo (MXZLO)',
    portOfLoad: 'Shanghai (CNSHA)',
    portOfArrival: 'Manzanillo (MXZLO)',
    pickupLocation: 'Shanghai, CN',
    warehouseLocation: 'Recinto fiscalizado, Manzanillo',
    deliveryLocation: 'Av. Juárez 100, Col. Centro, 44100 Guadalajara, Jal.',
    vessel: 'Maersk Kendal',
    voyage: '214E',
    carrier: 'Maersk',
    containersList: [
      { id: 'c1', number: 'CSQU3054383', type: '45G1', seal: 'MA1234567', weightKg: 12000 },
      { id: 'c2', number: 'MWCU 605978-4', type: '45G1', seal: '', weightKg: '' },
    ],
    pickupEstimated: '2026-03-01 02:00:00.000Z',
    pickupActual: '2026-03-01 01:00:00.000Z',
    portOfLoadDepartureEstimated: '2026-03-03 10:00:00.000Z',
    portOfLoadDepartureActual: '2026-03-03 16:30:00.000Z',
    portOfArrivalArrivalEstimated: '2026-03-15 18:00:00.000Z',
    portOfArrivalArrivalActual: '',
    deliveryEstimated: '2026-03-20 18:00:00.000Z',
    deliveryActual: '',
    updated: '2026-03-03 16:31:00.000Z',
    ...fields,
  };
}

/** An air shipment with a ULD and an AWB written the usual way. */
export function airShipment(fields: Partial<ShipmentRecord> = {}): ShipmentRecord {
  return {
    id: 'air1',
    mode: 'air',
    shipmentCode: 'AIR20260003',
    reference: 'PO-555000',
    status: 'In creation',
    bookingRef: 'AM1234567',
    awb: '176-12345675',
    hawb: 'HA00001111',
    airline: 'Aeroméxico Cargo',
    flight: 'AM 450',
    airportOfDeparture: 'Fráncfort (FRA)',
    airportOfArrival: 'Ciudad de México (MEX)',
    uldsList: [{ id: 'u1', uldNumber: 'AKE12345AM', type: 'AKE', pieces: 12, weightKg: 800 }],
    airportDepartureEstimated: '2026-03-10T08:00:00.000Z',
    airportArrivalEstimated: '2026-03-10T20:00:00.000Z',
    ...fields,
  };
}

/** A land shipment: reference and booking only. */
export function landShipment(fields: Partial<ShipmentRecord> = {}): ShipmentRecord {
  return {
    id: 'land1',
    mode: 'land',
    shipmentCode: 'LND20260011',
    reference: 'PO-777888',
    ref: 'PO-777888',
    status: 'Finished',
    bookingRef: 'TR7654321',
    carrier: 'Autotransportes del Centro',
    vehicle: 'Tractocamión 53 ft',
    origin: 'Monterrey, N.L.',
    destination: 'Laredo, TX',
    pickupLocation: 'Planta Norte, Monterrey',
    deliveryLocation: 'Almacén Sur, Laredo, TX',
    pickupEta: '2026-03-05 14:00:00.000Z',
    pickupAt: '2026-03-05 14:00:00.000Z',
    deliveryEta: '2026-03-06 14:00:00.000Z',
    deliveryAt: '2026-03-06 13:00:00.000Z',
    ...fields,
  };
}
