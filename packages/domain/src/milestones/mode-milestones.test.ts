import { describe, expect, it } from 'vitest';
import { MODE_MILESTONES } from './mode-milestones.ts';

describe('MODE_MILESTONES', () => {
  it.each([
    ['ocean', 'pickup', 'pickupEstimated', 'pickupActual'],
    ['ocean', 'cutOffDoc', 'cutOffDocEstimated', 'cutOffDocActual'],
    ['ocean', 'cutOffPhy', 'cutOffPhyEstimated', 'cutOffPhyActual'],
    ['ocean', 'portOfLoadArrival', 'portOfLoadArrivalEstimated', 'portOfLoadArrivalActual'],
    ['ocean', 'portOfLoadDeparture', 'portOfLoadDepartureEstimated', 'portOfLoadDepartureActual'],
    [
      'ocean',
      'portOfArrivalArrival',
      'portOfArrivalArrivalEstimated',
      'portOfArrivalArrivalActual',
    ],
    ['ocean', 'warehouseRelease', 'warehouseReleaseEstimated', 'warehouseReleaseActual'],
    ['ocean', 'delivery', 'deliveryEstimated', 'deliveryActual'],
    ['air', 'pickup', 'pickupEstimated', 'pickupActual'],
    ['air', 'departure', 'airportDepartureEstimated', 'airportDepartureActual'],
    ['air', 'arrival', 'airportArrivalEstimated', 'airportArrivalActual'],
    ['air', 'delivery', 'deliveryEstimated', 'deliveryActual'],
    ['land', 'pickup', 'pickupEta', 'pickupAt'],
    ['land', 'delivery', 'deliveryEta', 'deliveryAt'],
  ] as const)('%s %s reads %s / %s', (mode, key, estimated, actual) => {
    expect(MODE_MILESTONES[mode]).toContainEqual({ key, estimated, actual });
  });

  it.each([
    ['ocean', 8],
    ['air', 4],
    ['land', 2],
  ] as const)('%s has %i milestones', (mode, count) => {
    expect(MODE_MILESTONES[mode]).toHaveLength(count);
  });
});
