import { describe, expect, it } from 'vitest';
import { parseShipmentCode } from './parse-shipment-code.ts';

describe('parseShipmentCode', () => {
  it.each([
    ['OCN20260001', { mode: 'ocean', year: 2026, sequence: 1 }],
    ['OCN202612345', { mode: 'ocean', year: 2026, sequence: 12345 }],
    ['AIR20251234', { mode: 'air', year: 2025, sequence: 1234 }],
    ['LND20279999', { mode: 'land', year: 2027, sequence: 9999 }],
    ['ocn20260007', { mode: 'ocean', year: 2026, sequence: 7 }],
    ['  Lnd20260010 ', { mode: 'land', year: 2026, sequence: 10 }],
  ])('parses %j', (code, expected) => {
    expect(parseShipmentCode(code)).toEqual(expected);
  });

  it.each([
    ['too short a sequence', 'OCN2026001'],
    ['unknown prefix', 'SEA20260001'],
    ['no year', 'OCN0001'],
    ['separator', 'OCN-2026-0001'],
    ['inner space', 'OCN 20260001'],
    ['letters in sequence', 'OCN2026000A'],
    ['local counter', 'S-0001'],
    ['empty', ''],
    ['number', 20260001],
    ['null', null],
    ['unsafe sequence', `OCN2026${'9'.repeat(20)}`],
  ])('returns null for %s', (_name, code) => {
    expect(parseShipmentCode(code)).toBeNull();
  });
});
