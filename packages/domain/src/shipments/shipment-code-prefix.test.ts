import { describe, expect, it } from 'vitest';
import { shipmentCodePrefix } from './shipment-code-prefix.ts';
import type { ShipmentMode } from '../collections/shipment-mode.ts';

describe('shipmentCodePrefix', () => {
  it.each([
    ['ocean', 'OCN'],
    ['air', 'AIR'],
    ['land', 'LND'],
  ] as const)('%s → %s', (mode, prefix) => {
    expect(shipmentCodePrefix(mode)).toBe(prefix);
  });

  it.each(['rail', 'Ocean', '', 'toString'])('throws for unsupported mode %j', (mode) => {
    expect(() => shipmentCodePrefix(mode as ShipmentMode)).toThrow(
      new Error(`Unsupported shipment mode: ${mode}`),
    );
  });
});
