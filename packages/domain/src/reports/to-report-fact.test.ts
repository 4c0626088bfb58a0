import { describe, expect, it } from 'vitest';
import type { ShipmentListSource } from '../shipments/shipment-list-row.ts';
import type { ReportFact } from './report-types.ts';
import { toReportFact } from './to-report-fact.ts';

const NOW = new Date('2026-03-20T00:00:00.000Z');

const ocean: ShipmentListSource = {
  id: 'ocean1',
  mode: 'ocean',
  shipmentCode: ' OCN20260001 ',
  ref: ' PO-1 ',
  principal: 'Importadora del Bajío',
  consignee: 'Aceros del Norte',
  portOfLoad: 'Shanghai (CNSHA)',
  portOfArrival: 'Manzanillo (MXZLO)',
  origin: 'ignored',
  carrier: ' Maersk ',
  airline: 'ignored',
  operationalStatus: 'In progress',
  status: 'ignored',
  direction: 'Import',
  created: '2026-02-27 18:30:00.000Z',
  containerType: '42G1',
  containersList: [
    { type: '22G1' },
    { type: '45G1' },
    { type: 'L5G1' },
    { type: '40hc' },
    { type: 'ZZZZ' },
    { type: '' },
    null,
    'CSQU3054383',
  ],
  costControlRows: [
    { currency: 'USD', amount: 1000, flow: 'cost' },
    { currency: 'usd', amount: '1250.50', flow: 'income' },
    { currency: 'MXN', amount: 500, flow: 'expense' },
    null,
  ],
  pickupEstimated: '2026-03-01 15:00:00.000Z',
  pickupActual: '2026-03-01 16:00:00.000Z',
  // Friday 10:00 (UTC−6): due Monday 10:00, so Monday 09:00 is on time, 11:00 late.
  cutOffDocEstimated: '2026-02-27T16:00:00.000Z',
  cutOffDocActual: '2026-03-02T15:00:00.000Z',
  cutOffPhyEstimated: '2026-02-27T16:00:00.000Z',
  cutOffPhyActual: '2026-03-02T17:00:00.000Z',
  portOfLoadDepartureEstimated: '2026-03-02 10:00:00.000Z',
  portOfLoadDepartureActual: '2026-03-02 20:00:00.000Z',
  portOfArrivalArrivalEstimated: '',
  portOfArrivalArrivalActual: '2026-03-18 12:00:00.000Z',
  warehouseReleaseEstimated: '2026-03-10 16:00:00.000Z',
  warehouseReleaseActual: '',
  deliveryEstimated: '2026-03-25 16:00:00.000Z',
};

const oceanFact: ReportFact = {
  id: 'ocean1',
  mode: 'ocean',
  code: 'OCN20260001',
  reference: 'PO-1',
  direction: 'import',
  client: 'Importadora del Bajío',
  carrier: 'Maersk',
  status: 'In progress',
  origin: 'Shanghai (CNSHA)',
  destination: 'Manzanillo (MXZLO)',
  createdAt: '2026-02-27T18:30:00.000Z',
  etd: '2026-03-02T10:00:00.000Z',
  eta: '2026-03-18T12:00:00.000Z',
  teu: 1 + 2 + 2 + 2 + 1 + 2,
  chargeableKg: 0,
  money: [
    { currency: 'MXN', income: 0, cost: 500, profit: -500 },
    { currency: 'USD', income: 1250.5, cost: 1000, profit: 250.5 },
  ],
  milestones: { onTime: 3, late: 1, overdue: 1 },
};

const air: ShipmentListSource = {
  id: 'air1',
  mode: 'air',
  displayCode: 'AIR-7',
  reference: 'REF-9',
  consignee: 'Farmacias del Centro',
  airportOfDeparture: 'MEX',
  airportOfArrival: '',
  destination: 'Los Ángeles (LAX)',
  airline: 'Aeroméxico Cargo',
  carrier: 'ignored',
  status: 'Finished',
  direction: ' EXPORT ',
  payload: { createdAtISO: '2026-01-31T23:00:00.000Z' },
  airportDepartureEstimated: '2026-02-01T10:00',
  airportArrivalEstimated: 'n/a',
  uldsList: [{ pieces: 5, weightKg: 300, volumeM3: 3 }],
  looseItems: [{ pieces: 2, lengthCm: 100, widthCm: 100, heightCm: 100, weightKg: 50 }],
};

const airFact: ReportFact = {
  id: 'air1',
  mode: 'air',
  code: 'AIR-7',
  reference: 'REF-9',
  direction: 'export',
  client: 'Farmacias del Centro',
  carrier: 'Aeroméxico Cargo',
  status: 'Finished',
  origin: 'MEX',
  destination: 'Los Ángeles (LAX)',
  createdAt: '2026-01-31T23:00:00.000Z',
  // A zone-less time is business time (UTC−6).
  etd: '2026-02-01T16:00:00.000Z',
  eta: '',
  teu: 0,
  // 350 kg gross, 5 m³ → 833.33 kg volumetric, rounded up to the half kilogram.
  chargeableKg: 833.5,
  money: [],
  // 'Finished' is no closed status (cancel/cerrad): the departure without actual date is overdue.
  milestones: { onTime: 0, late: 0, overdue: 1 },
};

const land: ShipmentListSource = {
  id: 'land1',
  mode: 'land',
  shipmentCode: 'TER20260003',
  principal: '',
  consignee: '',
  origin: 'Querétaro, Qro.',
  destination: 'Monterrey, N.L.',
  carrier: 'Transportes Castores',
  status: 'Cancelado',
  createdAtISO: '2026-03-05T12:00:00.000Z',
  pickupEta: '2026-03-06 14:00:00.000Z',
  pickupAt: '2026-03-09 15:00:00.000Z',
  deliveryEta: '2026-03-09 14:00:00.000Z',
  weightKg: 12000,
  costControlRows: 'not a list',
};

const landFact: ReportFact = {
  id: 'land1',
  mode: 'land',
  code: 'TER20260003',
  reference: '',
  direction: 'domestic',
  client: '',
  carrier: 'Transportes Castores',
  status: 'Cancelado',
  origin: 'Querétaro, Qro.',
  destination: 'Monterrey, N.L.',
  createdAt: '2026-03-05T12:00:00.000Z',
  etd: '2026-03-06T14:00:00.000Z',
  eta: '2026-03-09T14:00:00.000Z',
  teu: 0,
  chargeableKg: 0,
  money: [],
  // Pickup came an hour after its due time (Friday + 24 working hours); the missing delivery is not overdue on a cancelled shipment.
  milestones: { onTime: 0, late: 1, overdue: 0 },
};

describe('toReportFact', () => {
  it.each<[string, ShipmentListSource, ReportFact]>([
    ['an ocean record', ocean, oceanFact],
    ['an air record', air, airFact],
    ['a cancelled land record without direction', land, landFact],
  ])('reads %s', (_name, record, expected) => {
    expect(toReportFact(record, NOW)).toEqual(expected);
  });

  it.each<[string, Partial<ShipmentListSource>, Partial<ReportFact>]>([
    [
      'ocean status falls back to status',
      { operationalStatus: ' ', status: 'Draft' },
      { status: 'Draft' },
    ],
    [
      'ocean places fall back to origin',
      { portOfLoad: '', origin: 'Veracruz' },
      { origin: 'Veracruz' },
    ],
    ['client falls back to consignee', { principal: '' }, { client: 'Aceros del Norte' }],
    ['no containers, no TEU', { containersList: [] }, { teu: 0 }],
    ['containers not a list', { containersList: null }, { teu: 0 }],
    [
      'ETD falls back to the actual date',
      { portOfLoadDepartureEstimated: '' },
      { etd: '2026-03-02T20:00:00.000Z' },
    ],
    ['no created time anywhere', { created: '' }, { createdAt: '' }],
    ['direction missing on ocean stays empty', { direction: undefined }, { direction: '' }],
    [
      'an earlier now: nothing overdue yet',
      { warehouseReleaseEstimated: '2026-03-19 16:00:00.000Z' },
      { milestones: { onTime: 3, late: 1, overdue: 0 } },
    ],
    [
      'a closed shipment has no overdue milestones',
      { operationalStatus: 'Cerrado' },
      { milestones: { onTime: 3, late: 1, overdue: 0 } },
    ],
    [
      'an unreadable actual date still counts as missing',
      { pickupActual: 'ayer' },
      { milestones: { onTime: 2, late: 1, overdue: 2 } },
    ],
  ])('ocean: %s', (_name, change, expected) => {
    expect(toReportFact({ ...ocean, ...change }, NOW)).toMatchObject(expected);
  });

  it.each<[string, Partial<ShipmentListSource>, string]>([
    ['land with a direction keeps it', { direction: 'Export' }, 'export'],
    ['land with a blank direction is domestic', { direction: '  ' }, 'domestic'],
  ])('%s', (_name, change, direction) => {
    expect(toReportFact({ ...land, ...change }, NOW).direction).toBe(direction);
  });

  it('air with no cargo has no chargeable weight', () => {
    const bare = { ...air, uldsList: undefined, looseItems: null };
    expect(toReportFact(bare, NOW).chargeableKg).toBe(0);
  });
});
