import { describe, expect, it } from 'vitest';
import { DEMO_SHIPMENT_STATUSES, shipmentDefaults } from './shipment-defaults.ts';
import type { ShipmentMode } from '../collections/shipment-mode.ts';

describe('shipmentDefaults', () => {
  it.each([
    ['ocean', { operationalStatus: 'In creation' }],
    ['air', { status: 'In creation' }],
    ['land', { status: 'Draft' }],
  ] as const)('%s starts with %j', (mode, expected) => {
    expect(shipmentDefaults(mode)).toEqual(expected);
  });

  it('throws for an unsupported mode', () => {
    expect(() => shipmentDefaults('sea' as ShipmentMode)).toThrow('Unsupported shipment mode: sea');
  });

  it('lists the demo statuses', () => {
    expect(DEMO_SHIPMENT_STATUSES).toEqual(['In creation', 'In progress', 'Finished']);
  });
});
