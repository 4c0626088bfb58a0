import { describe, expect, it } from 'vitest';
import { countOpenShipments } from './count-open-shipments.ts';
import { testShipment } from './test-shipment.ts';

describe('countOpenShipments', () => {
  it('counts the open shipments of each mode', () => {
    const shipments = [
      testShipment('ocean', { status: 'In progress', operationalStatus: 'In progress' }),
      testShipment('ocean', { status: 'Finished', operationalStatus: 'Finished' }),
      testShipment('air', { status: 'In creation' }),
      testShipment('air', { status: 'In progress' }),
      testShipment('land', { status: 'Cancelado' }),
    ];
    expect(countOpenShipments(shipments)).toEqual({ ocean: 1, air: 2, land: 0 });
  });

  it('gives zeros for no shipments', () => {
    expect(countOpenShipments([])).toEqual({ ocean: 0, air: 0, land: 0 });
  });
});
