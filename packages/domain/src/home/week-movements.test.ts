import { describe, expect, it } from 'vitest';
import { buildDemoData } from '../seed/build-demo-data.ts';
import { mulberry32 } from '../random/mulberry32.ts';
import { SHIPMENT_MODES } from '../collections/shipment-mode.ts';
import { toDate } from '../time/to-date.ts';
import type { HomeShipment } from './home-shipment.ts';
import { testShipment } from './test-shipment.ts';
import { shipmentMovements, weekMovements } from './week-movements.ts';

// Wednesday 11 March 2026; the week runs 11–17 March (business time).
const now = new Date('2026-03-11T18:00:00.000Z');

describe('weekMovements', () => {
  it("takes each mode's ETD and ETA within the week, soonest first", () => {
    const ocean = testShipment('ocean', {
      portOfLoadDepartureEstimated: '2026-03-12 15:00:00.000Z',
      portOfArrivalArrivalEstimated: '2026-04-20 15:00:00.000Z',
    });
    const air = testShipment('air', {
      airportDepartureEstimated: '2026-03-11 07:00:00.000Z',
      airportDepartureActual: '2026-03-11 08:00:00.000Z',
      airportArrivalEstimated: '2026-03-11 09:00:00.000Z',
    });
    const land = testShipment('land', { pickupEta: '2026-03-17 20:00:00.000Z', deliveryEta: '' });
    const movements = weekMovements({ shipments: [ocean, air, land], now });
    expect(movements.map(({ shipment, kind, isDone }) => [shipment.mode, kind, isDone])).toEqual([
      ['air', 'departure', true],
      ['air', 'arrival', false],
      ['ocean', 'departure', false],
      ['land', 'departure', false],
    ]);
    expect(movements[0]?.at).toBe('2026-03-11T07:00:00.000Z');
  });

  it('leaves out dates before today and from a week on, at the exact bounds too', () => {
    const shipments = [
      testShipment('air', { airportDepartureEstimated: '2026-03-11 05:59:59.999Z' }),
      testShipment('air', { airportDepartureEstimated: '2026-03-18 06:00:00.000Z' }),
      testShipment('air', { airportDepartureEstimated: '2026-03-11 06:00:00.000Z' }),
    ];
    expect(weekMovements({ shipments, now }).map((movement) => movement.at)).toEqual([
      '2026-03-11T06:00:00.000Z',
    ]);
  });

  it('leaves out cancelled shipments and unreadable dates', () => {
    const shipments = [
      testShipment('land', { status: 'Cancelled', pickupEta: '2026-03-12 15:00:00.000Z' }),
      testShipment('land', { pickupEta: 'next Tuesday' }),
    ];
    expect(weekMovements({ shipments, now })).toEqual([]);
  });
});

describe('shipmentMovements', () => {
  const FIELDS = {
    ocean: [
      'portOfLoadDepartureEstimated',
      'portOfLoadDepartureActual',
      'portOfArrivalArrivalEstimated',
      'portOfArrivalArrivalActual',
    ],
    air: [
      'airportDepartureEstimated',
      'airportDepartureActual',
      'airportArrivalEstimated',
      'airportArrivalActual',
    ],
    land: ['pickupEta', 'pickupAt', 'deliveryEta', 'deliveryAt'],
  } as const;

  it('reads the demo dates as toDate reads them', () => {
    const demo = buildDemoData({ now: now, random: mulberry32(9) });
    for (const mode of SHIPMENT_MODES)
      for (const record of demo[`shipments_${mode}`]) {
        const shipment: HomeShipment = {
          ...record,
          id: String(record.id),
          mode,
          status: 'In progress',
        };
        const [etd, etdActual, eta, etaActual] = FIELDS[mode].map((field) =>
          toDate(shipment[field]),
        );
        const expected = [
          ...(etd ? [['departure', etd.toISOString(), etdActual !== null]] : []),
          ...(eta ? [['arrival', eta.toISOString(), etaActual !== null]] : []),
        ];
        const read = shipmentMovements(shipment).map((it) => [it.kind, it.at, it.isDone]);
        expect(read).toEqual(expected);
      }
  });

  it('reads dates in other layouts too', () => {
    const shipment = testShipment('land', {
      pickupEta: '2026-03-12T09:00',
      deliveryEta: '2026-03-13',
      deliveryAt: 'soon',
    });
    expect(shipmentMovements(shipment)).toEqual([
      {
        kind: 'departure',
        at: '2026-03-12T15:00:00.000Z',
        atMs: Date.parse('2026-03-12T15:00:00.000Z'),
        isDone: false,
      },
      {
        kind: 'arrival',
        at: '2026-03-13T06:00:00.000Z',
        atMs: Date.parse('2026-03-13T06:00:00.000Z'),
        isDone: false,
      },
    ]);
  });
});
