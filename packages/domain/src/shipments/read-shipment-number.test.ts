import { describe, expect, it } from 'vitest';
import { readShipmentNumber } from './read-shipment-number.ts';

describe('readShipmentNumber', () => {
  it.each([
    [12.5, 12.5],
    [-3, -3],
    ['12.5', 12.5],
    [' 7 ', 7],
    ['12,5', 12.5],
    ['-0,75', -0.75],
    ['1,234.50', 0],
    ['', 0],
    ['abc', 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [null, 0],
    [undefined, 0],
    [true, 0],
  ])('%j → %j', (value, expected) => {
    expect(readShipmentNumber(value)).toBe(expected);
  });
});
