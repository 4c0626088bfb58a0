import { describe, expect, it } from 'vitest';
import { shipmentMessageEvents } from './shipment-message-events.ts';

const T0 = '2026-03-03 10:00:00.000Z';
const T0_ISO = '2026-03-03T10:00:00.000Z';
const PLUS = (hours: number) =>
  new Date(Date.parse(T0_ISO) + hours * 3_600_000).toISOString().replace('T', ' ');

describe('shipmentMessageEvents', () => {
  it.each([
    [
      'ocean departure entered',
      'ocean',
      {},
      { portOfLoadDepartureActual: T0 },
      [['milestone', 'portOfLoadDeparture', 'departed']],
    ],
    [
      'ocean arrival entered',
      'ocean',
      {},
      { portOfArrivalArrivalActual: T0 },
      [['milestone', 'portOfArrivalArrival', 'arrived']],
    ],
    [
      'ocean release entered',
      'ocean',
      {},
      { warehouseReleaseActual: T0 },
      [['milestone', 'warehouseRelease', 'released']],
    ],
    [
      'ocean delivery entered',
      'ocean',
      {},
      { deliveryActual: T0 },
      [['milestone', 'delivery', 'delivered']],
    ],
    [
      'air departure entered',
      'air',
      {},
      { airportDepartureActual: T0 },
      [['milestone', 'departure', 'departed']],
    ],
    ['land pickup entered', 'land', {}, { pickupAt: T0 }, [['milestone', 'pickup', 'departed']]],
    ['a cut-off is no customer event', 'ocean', {}, { cutOffDocActual: T0 }, []],
    [
      'an actual corrected is told once',
      'ocean',
      { deliveryActual: T0 },
      { deliveryActual: PLUS(2) },
      [],
    ],
    ['an actual cleared says nothing', 'ocean', { deliveryActual: T0 }, { deliveryActual: '' }, []],
    [
      'an estimate moved 25 h',
      'ocean',
      { deliveryEstimated: T0 },
      { deliveryEstimated: PLUS(25) },
      [['estimate', 'delivery', 25]],
    ],
    [
      'an estimate moved 30 h earlier',
      'air',
      { airportArrivalEstimated: T0 },
      { airportArrivalEstimated: PLUS(-30) },
      [['estimate', 'arrival', -30]],
    ],
    [
      'an estimate moved exactly 24 h',
      'ocean',
      { deliveryEstimated: T0 },
      { deliveryEstimated: PLUS(24) },
      [],
    ],
    [
      'an estimate moved 23 h',
      'ocean',
      { deliveryEstimated: T0 },
      { deliveryEstimated: PLUS(23) },
      [],
    ],
    ['a first estimate', 'ocean', {}, { deliveryEstimated: T0 }, []],
    [
      'an estimate of a milestone already done',
      'land',
      { deliveryEta: T0, deliveryAt: T0 },
      { deliveryEta: PLUS(48), deliveryAt: T0 },
      [],
    ],
    [
      'a cut-off estimate moved (any milestone)',
      'ocean',
      { cutOffPhyEstimated: T0 },
      { cutOffPhyEstimated: PLUS(48) },
      [['estimate', 'cutOffPhy', 48]],
    ],
  ] as const)('%s', (_, mode, before, after, expected) => {
    const events = shipmentMessageEvents({ mode, before, after, thresholdHours: 24 });
    expect(
      events.map((e) =>
        e.kind === 'milestone'
          ? [e.kind, e.milestone, e.event]
          : [e.kind, e.milestone, e.movedHours],
      ),
    ).toEqual(expected);
  });

  it('uses the company threshold', () => {
    const events = shipmentMessageEvents({
      mode: 'ocean',
      before: { deliveryEstimated: T0 },
      after: { deliveryEstimated: PLUS(5) },
      thresholdHours: 4,
    });
    expect(events).toEqual([
      {
        kind: 'estimate',
        milestone: 'delivery',
        from: T0_ISO,
        to: PLUS(5).replace(' ', 'T'),
        movedHours: 5,
      },
    ]);
  });
});
