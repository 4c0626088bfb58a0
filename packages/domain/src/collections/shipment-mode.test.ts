import { describe, expect, it } from 'vitest';
import { isShipmentMode } from './shipment-mode.ts';

describe('isShipmentMode', () => {
  it.each([
    ['ocean', true],
    ['air', true],
    ['land', true],
    ['OCEAN', false],
    ['sea', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('%j → %s', (value, expected) => {
    expect(isShipmentMode(value)).toBe(expected);
  });
});
