import { describe, expect, it } from 'vitest';
import type { ShipmentListSource } from '../shipments/shipment-list-row.ts';
import { recordPlaces } from '../shipments/shipment-record-fields.ts';
import {
  recordCarrier,
  recordCreatedAt,
  recordDirection,
  recordMainLeg,
} from './report-record-fields.ts';

const record = (fields: Partial<ShipmentListSource>): ShipmentListSource => ({
  id: 'x',
  mode: 'ocean',
  ...fields,
});

describe('recordMainLeg', () => {
  it.each<[string, Partial<ShipmentListSource>, { etd: string; eta: string }]>([
    [
      'ocean estimates',
      {
        portOfLoadDepartureEstimated: '2026-03-02 10:00:00.000Z',
        portOfLoadDepartureActual: '2026-03-03 10:00:00.000Z',
        portOfArrivalArrivalEstimated: '2026-03-20T10:00:00Z',
        pickupEstimated: '2026-03-01 10:00:00.000Z',
      },
      { etd: '2026-03-02T10:00:00.000Z', eta: '2026-03-20T10:00:00.000Z' },
    ],
    [
      'ocean actuals when no estimate',
      { portOfLoadDepartureActual: '2026-03-03 10:00:00.000Z', portOfArrivalArrivalEstimated: 'x' },
      { etd: '2026-03-03T10:00:00.000Z', eta: '' },
    ],
    [
      'air airports',
      {
        mode: 'air',
        airportDepartureEstimated: '2026-03-02T10:00:00.000Z',
        airportArrivalActual: '2026-03-03T01:00:00.000Z',
        portOfLoadDepartureEstimated: '2026-01-01T00:00:00.000Z',
      },
      { etd: '2026-03-02T10:00:00.000Z', eta: '2026-03-03T01:00:00.000Z' },
    ],
    [
      'land pickup and delivery',
      { mode: 'land', pickupEta: '2026-03-02', deliveryAt: '2026-03-04T08:00' },
      { etd: '2026-03-02T06:00:00.000Z', eta: '2026-03-04T14:00:00.000Z' },
    ],
    ['nothing', { mode: 'land' }, { etd: '', eta: '' }],
  ])('%s', (_name, fields, expected) => {
    expect(recordMainLeg(record(fields))).toEqual(expected);
  });
});

describe('recordCreatedAt', () => {
  it.each<[string, Partial<ShipmentListSource>, string]>([
    [
      'server time first',
      { created: '2026-01-02 03:04:05.678Z', createdAtISO: '2025-01-01T00:00:00Z' },
      '2026-01-02T03:04:05.678Z',
    ],
    [
      'own createdAtISO',
      { created: '', createdAtISO: '2025-01-01T00:00:00Z' },
      '2025-01-01T00:00:00.000Z',
    ],
    [
      'payload createdAtISO',
      { payload: { createdAtISO: '2025-02-01T00:00:00.000Z' } },
      '2025-02-01T00:00:00.000Z',
    ],
    ['payload not an object', { payload: 'x' }, ''],
    ['unreadable', { created: 'mañana' }, ''],
  ])('%s', (_name, fields, expected) => {
    expect(recordCreatedAt(record(fields))).toBe(expected);
  });
});

describe('recordDirection, recordCarrier, recordPlaces', () => {
  it.each<[Partial<ShipmentListSource>, string, string, [string, string]]>([
    [
      { direction: 'Import', carrier: 'ONE', origin: 'A', destination: 'B' },
      'import',
      'ONE',
      ['A', 'B'],
    ],
    [
      { mode: 'air', direction: 'EXPORT', airline: ' LATAM ', carrier: 'no' },
      'export',
      'LATAM',
      ['', ''],
    ],
    [
      { mode: 'land', carrier: 'Castores', origin: 'Puebla', destination: 'León' },
      'domestic',
      'Castores',
      ['Puebla', 'León'],
    ],
    [{ mode: 'ocean', direction: 7 }, '', '', ['', '']],
  ])('%j', (fields, direction, carrier, places) => {
    const source = record(fields);
    expect([recordDirection(source), recordCarrier(source), recordPlaces(source)]).toEqual([
      direction,
      carrier,
      places,
    ]);
  });
});
