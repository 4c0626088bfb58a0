import { describe, expect, it } from 'vitest';
import { readShipmentRefs, shipmentRefsParam } from './invoice-sources.ts';

describe('readShipmentRefs', () => {
  it('reads the shipments of `?from=`, each once, and leaves out what is not one', () => {
    const refs = readShipmentRefs(
      'shipments_ocean:ocean0000000001, shipments_land:land00000000002,shipments_ocean:ocean0000000001,tariffs:abc,shipments_air:short',
    );
    expect(refs).toEqual([
      { collection: 'shipments_ocean', id: 'ocean0000000001' },
      { collection: 'shipments_land', id: 'land00000000002' },
    ]);
    expect(shipmentRefsParam(refs)).toBe(
      'shipments_ocean:ocean0000000001,shipments_land:land00000000002',
    );
    expect(readShipmentRefs(null)).toEqual([]);
  });
});
