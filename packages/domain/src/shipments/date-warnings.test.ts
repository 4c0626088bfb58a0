import { describe, expect, it } from 'vitest';
import type { ShipmentMode } from '../collections/shipment-mode.ts';
import { shipmentWarnings } from './shipment-warnings.ts';

const NOW = '2026-05-01T12:00:00.000Z';

function found(mode: ShipmentMode, shipment: Record<string, unknown>) {
  return shipmentWarnings(mode, shipment, NOW).map(({ field, code, expected }) =>
    expected === undefined ? { field, code } : { field, code, expected },
  );
}

describe('shipmentWarnings: dates', () => {
  it.each<[string, ShipmentMode, Record<string, unknown>, object[]]>([
    [
      'air milestones in order',
      'air',
      {
        pickupEstimated: '2026-04-01T10:00:00.000Z',
        airportDepartureEstimated: '2026-04-02 10:00:00.000Z',
        airportArrivalEstimated: '2026-04-02T22:00:00.000Z',
        deliveryEstimated: '2026-04-03T10:00:00.000Z',
      },
      [],
    ],
    [
      'an arrival before the departure',
      'air',
      {
        airportDepartureEstimated: '2026-04-02T10:00:00.000Z',
        airportArrivalEstimated: '2026-04-01T10:00:00.000Z',
      },
      [
        {
          field: 'airportArrivalEstimated',
          code: 'milestone_order',
          expected: '2026-04-02T10:00:00.000Z',
        },
      ],
    ],
    [
      'a gap is skipped: delivery compared with pickup',
      'air',
      { pickupActual: '2026-04-05T10:00:00.000Z', deliveryActual: '2026-04-04T10:00:00.000Z' },
      [{ field: 'deliveryActual', code: 'milestone_order', expected: '2026-04-05T10:00:00.000Z' }],
    ],
    [
      'estimated and actual dates are checked apart',
      'land',
      {
        pickupEta: '2026-04-05T10:00:00.000Z',
        pickupAt: '2026-04-01T10:00:00.000Z',
        deliveryEta: '2026-04-06T10:00:00.000Z',
        deliveryAt: '2026-04-02T10:00:00.000Z',
      },
      [],
    ],
    [
      'each later milestone is compared with the latest before it',
      'air',
      {
        pickupEstimated: '2026-04-05T00:00:00.000Z',
        airportDepartureEstimated: '2026-04-01T00:00:00.000Z',
        airportArrivalEstimated: '2026-04-03T00:00:00.000Z',
      },
      [
        {
          field: 'airportDepartureEstimated',
          code: 'milestone_order',
          expected: '2026-04-05T00:00:00.000Z',
        },
        {
          field: 'airportArrivalEstimated',
          code: 'milestone_order',
          expected: '2026-04-05T00:00:00.000Z',
        },
      ],
    ],
    [
      'ocean cut-offs must precede the departure, not follow pickup',
      'ocean',
      {
        pickupEstimated: '2026-04-03T00:00:00.000Z',
        cutOffDocEstimated: '2026-04-01T00:00:00.000Z',
        cutOffPhyEstimated: '2026-04-06T00:00:00.000Z',
        portOfLoadDepartureEstimated: '2026-04-05T00:00:00.000Z',
      },
      [
        {
          field: 'portOfLoadDepartureEstimated',
          code: 'milestone_order',
          expected: '2026-04-06T00:00:00.000Z',
        },
      ],
    ],
    [
      'ocean arrival at destination before loading',
      'ocean',
      {
        portOfLoadArrivalEstimated: '2026-04-03T00:00:00.000Z',
        portOfLoadDepartureEstimated: '2026-04-04T00:00:00.000Z',
        portOfArrivalArrivalEstimated: '2026-04-04T00:00:00.000Z',
        warehouseReleaseEstimated: '2026-04-02T00:00:00.000Z',
      },
      [
        {
          field: 'warehouseReleaseEstimated',
          code: 'milestone_order',
          expected: '2026-04-04T00:00:00.000Z',
        },
      ],
    ],
    [
      'values that are not dates',
      'ocean',
      {
        pickupEstimated: 'next week',
        deliveryPickupDate: '2026-02-30',
        deliveryActual: '',
        deliveryEstimated: null,
      },
      [
        { field: 'pickupEstimated', code: 'date_invalid' },
        { field: 'deliveryPickupDate', code: 'date_invalid' },
      ],
    ],
    [
      'an actual date in the future',
      'land',
      { pickupAt: '2026-05-03T12:00:00.000Z' },
      [{ field: 'pickupAt', code: 'actual_in_future' }],
    ],
    [
      'an actual date up to a day ahead is tolerated',
      'land',
      { pickupAt: '2026-05-02T11:59:00.000Z', pickupEta: '2026-06-01T00:00:00.000Z' },
      [],
    ],
    [
      'one warning per field, the first found',
      'air',
      { pickupActual: '2026-06-05T00:00:00.000Z', deliveryActual: '2026-06-01T00:00:00.000Z' },
      [
        { field: 'deliveryActual', code: 'milestone_order', expected: '2026-06-05T00:00:00.000Z' },
        { field: 'pickupActual', code: 'actual_in_future' },
      ],
    ],
  ])('%s', (_name, mode, shipment, expected) => {
    expect(found(mode, shipment)).toEqual(expected);
  });

  it('says which milestone comes first, in Mexico City time', () => {
    const [warning] = shipmentWarnings(
      'air',
      {
        pickupEstimated: '2026-04-02T15:30:00Z',
        airportDepartureEstimated: '2026-04-01T00:00:00Z',
      },
      NOW,
    );
    expect(warning?.message).toBe('should not be before Pickup (2026-04-02 09:30)');
  });
});
