import { describe, expect, it } from 'vitest';
import { nextShipmentCode } from './next-shipment-code.ts';
import type { ShipmentMode } from '../collections/shipment-mode.ts';

describe('nextShipmentCode', () => {
  it.each([
    ['first of the year', 'ocean', '2026-03-01T12:00:00Z', [], 'OCN20260001'],
    [
      'after the highest',
      'ocean',
      '2026-03-01T12:00:00Z',
      ['OCN20260003', 'OCN20260009', 'OCN20260002'],
      'OCN20260010',
    ],
    ['lower-case existing codes', 'air', '2026-03-01T12:00:00Z', ['air20260041'], 'AIR20260042'],
    [
      'other modes ignored',
      'land',
      '2026-03-01T12:00:00Z',
      ['OCN20260050', 'AIR20260060'],
      'LND20260001',
    ],
    ['other years ignored', 'ocean', '2026-03-01T12:00:00Z', ['OCN20250999'], 'OCN20260001'],
    ['grows past 4 digits', 'ocean', '2026-03-01T12:00:00Z', ['OCN20269999'], 'OCN202610000'],
    [
      '5-digit sequences count',
      'ocean',
      '2026-03-01T12:00:00Z',
      ['OCN202612345', 'OCN20260001'],
      'OCN202612346',
    ],
    [
      'malformed codes ignored',
      'ocean',
      '2026-03-01T12:00:00Z',
      ['', 'garbage', null, 'OCN2026001', 'OCN20260004'],
      'OCN20260005',
    ],
    // 2026-12-31 20:00 in Mexico is already 2027 in UTC: the code follows UTC.
    [
      'UTC year at year rollover',
      'ocean',
      '2026-12-31T20:00:00-06:00',
      ['OCN20260077'],
      'OCN20270001',
    ],
    [
      'last UTC instant of the year',
      'ocean',
      '2026-12-31T23:59:59.999Z',
      ['OCN20260077'],
      'OCN20260078',
    ],
    ['Date input', 'air', new Date('2030-01-01T00:00:00Z'), [], 'AIR20300001'],
  ] as const)('%s', (_name, mode, now, existingCodes, expected) => {
    expect(nextShipmentCode({ mode, now, existingCodes })).toBe(expected);
  });

  it('accepts any iterable of codes', () => {
    const codes = new Set(['LND20260005']);
    expect(
      nextShipmentCode({ mode: 'land', now: '2026-06-01T00:00:00Z', existingCodes: codes }),
    ).toBe('LND20260006');
  });

  it('throws for an unsupported mode', () => {
    const input = { mode: 'rail' as ShipmentMode, now: '2026-01-01T00:00:00Z', existingCodes: [] };
    expect(() => nextShipmentCode(input)).toThrow(new Error('Unsupported shipment mode: rail'));
  });

  it('throws for a malformed now', () => {
    expect(() => nextShipmentCode({ mode: 'ocean', now: 'soon', existingCodes: [] })).toThrow(
      RangeError,
    );
  });
});
