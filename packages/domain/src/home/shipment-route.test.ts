import { describe, expect, it } from 'vitest';
import { shipmentRoute } from './shipment-route.ts';
import { testShipment } from './test-shipment.ts';

describe('shipmentRoute', () => {
  it('uses the common origin and destination', () => {
    const shipment = testShipment('land', { origin: ' Monterrey ', destination: 'Querétaro' });
    expect(shipmentRoute(shipment)).toEqual({ origin: 'Monterrey', destination: 'Querétaro' });
  });

  it("falls back to the mode's own end points", () => {
    expect(
      shipmentRoute(testShipment('ocean', { portOfLoad: 'Shanghai', portOfArrival: 'Manzanillo' })),
    ).toEqual({
      origin: 'Shanghai',
      destination: 'Manzanillo',
    });
    expect(
      shipmentRoute(testShipment('air', { airportOfDeparture: 'FRA', airportOfArrival: 'MEX' })),
    ).toEqual({
      origin: 'FRA',
      destination: 'MEX',
    });
  });

  it('gives empty ends when nothing is known', () => {
    expect(shipmentRoute(testShipment('land'))).toEqual({ origin: '', destination: '' });
  });
});
