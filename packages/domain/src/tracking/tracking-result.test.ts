import { describe, expect, it } from 'vitest';
import { findTrackedShipments } from './find-tracked-shipments.ts';
import { BUSINESS_TIME_ZONE } from './location-time-zone.ts';
import { airShipment, landShipment, oceanShipment } from './tracking-fixtures.ts';
import { trackingResult } from './tracking-result.ts';
import type { ShipmentRecord } from '../shipments/shipment-record.ts';

const NOW = new Date('2026-03-16T18:00:00.000Z');

function resultFor(shipment: ShipmentRecord, query: string, now = NOW) {
  const [match] = findTrackedShipments([shipment], query);
  if (!match) throw new Error(`${query} not found`);
  return trackingResult(match.shipment, match.matched, now);
}

describe('trackingResult', () => {
  it('shows an ocean shipment: route, vessel, containers and its timeline', () => {
    const result = resultFor(oceanShipment(), 'CSQU3054383');
    expect(result).toMatchObject({
      id: 'ocean1',
      mode: 'ocean',
      code: 'OCN20260007',
      reference: 'PO-123456',
      matched: { kind: 'container', value: 'CSQU3054383' },
      status: 'In progress',
      origin: 'Shanghai (CNSHA)',
      destination: 'Manzanillo (MXZLO)',
      transport: { kind: 'vessel', vessel: 'Maersk Kendal', voyage: '214E', carrier: 'Maersk' },
      isDelayed: true,
      updatedAt: '2026-03-03T16:31:00.000Z',
    });
    expect(result.units).toEqual([
      {
        kind: 'container',
        number: 'CSQU3054383',
        type: '45G1',
        seal: 'MA1234567',
        pieces: null,
        weightKg: 12000,
      },
      {
        kind: 'container',
        number: 'MWCU 605978-4',
        type: '45G1',
        seal: '',
        pieces: null,
        weightKg: null,
      },
    ]);
  });

  it('lists milestones in order with place, zone, times and delay; unused ones left out', () => {
    const rows = resultFor(oceanShipment(), 'OCN20260007').milestones.map((it) => [
      it.key,
      it.location,
      it.timeZone.zone,
      it.estimatedAt,
      it.actualAt,
      it.delay,
    ]);
    expect(rows).toEqual([
      // done an hour early: not delayed
      [
        'pickup',
        'Shanghai, CN',
        'Asia/Shanghai',
        '2026-03-01T02:00:00.000Z',
        '2026-03-01T01:00:00.000Z',
        null,
      ],
      // sailed 6.5 h late
      [
        'portOfLoadDeparture',
        'Shanghai (CNSHA)',
        'Asia/Shanghai',
        '2026-03-03T10:00:00.000Z',
        '2026-03-03T16:30:00.000Z',
        { kind: 'late', minutes: 390 },
      ],
      // due yesterday, no actual time: overdue by a day
      [
        'portOfArrivalArrival',
        'Manzanillo (MXZLO)',
        'America/Mexico_City',
        '2026-03-15T18:00:00.000Z',
        '',
        { kind: 'overdue', minutes: 1440 },
      ],
      [
        'delivery',
        'Av. Juárez 100, Col. Centro, 44100 Guadalajara, Jal.',
        'America/Mexico_City',
        '2026-03-20T18:00:00.000Z',
        '',
        null,
      ],
    ]);
  });

  it('shows an air shipment: flight, airline, airports in their own zones, ULDs', () => {
    const result = resultFor(airShipment(), '17612345675', new Date('2026-03-01T00:00:00Z'));
    expect(result).toMatchObject({
      origin: 'Fráncfort (FRA)',
      destination: 'Ciudad de México (MEX)',
      transport: { kind: 'flight', flight: 'AM 450', carrier: 'Aeroméxico Cargo' },
      units: [
        { kind: 'uld', number: 'AKE12345AM', type: 'AKE', seal: '', pieces: 12, weightKg: 800 },
      ],
      isDelayed: false,
      updatedAt: '',
    });
    expect(result.milestones.map((it) => [it.key, it.timeZone.zone])).toEqual([
      ['departure', 'Europe/Berlin'],
      ['arrival', 'America/Mexico_City'],
    ]);
  });

  it('shows a land shipment: truck and carrier, origin → destination, no units', () => {
    const result = resultFor(landShipment(), 'LND20260011');
    expect(result).toMatchObject({
      status: 'Finished',
      origin: 'Monterrey, N.L.',
      destination: 'Laredo, TX',
      transport: {
        kind: 'truck',
        vehicle: 'Tractocamión 53 ft',
        carrier: 'Autotransportes del Centro',
      },
      units: [],
      isDelayed: false,
    });
    expect(result.milestones.map((it) => [it.key, it.timeZone.zone, it.delay])).toEqual([
      ['pickup', 'America/Monterrey', null],
      ['delivery', 'America/Chicago', null],
    ]);
  });

  it('falls back to the business zone, and to the common fields, when a place is unknown', () => {
    const bare = landShipment({ pickupLocation: '', origin: 'Bodega del cliente' });
    const [pickup] = resultFor(bare, 'PO-777888').milestones;
    expect(pickup).toMatchObject({
      location: 'Bodega del cliente',
      timeZone: { zone: BUSINESS_TIME_ZONE, isKnown: false },
    });
  });

  it('reads the ocean status from operationalStatus first', () => {
    const result = resultFor(
      oceanShipment({ status: 'x', operationalStatus: 'On hold' }),
      'PO-123456',
    );
    expect(result.status).toBe('On hold');
  });
});
