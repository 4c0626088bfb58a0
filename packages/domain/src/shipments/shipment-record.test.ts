import { describe, expect, it } from 'vitest';
import { shipmentReference, type ShipmentRecord } from './shipment-record.ts';

describe('shipmentReference', () => {
  it.each([
    ['reference field', { reference: 'REF-1' }, 'REF-1'],
    ['ref field', { ref: 'REF-2' }, 'REF-2'],
    ['reference wins', { reference: 'A', ref: 'B' }, 'A'],
    ['blank reference falls back to ref', { reference: '  ', ref: 'B' }, 'B'],
    ['trimmed', { ref: '  C  ' }, 'C'],
    ['none', {}, ''],
    ['null values', { reference: null, ref: null }, ''],
  ])('%s', (_name, fields, expected) => {
    const shipment: ShipmentRecord = { id: 's1', mode: 'ocean', ...fields };
    expect(shipmentReference(shipment)).toBe(expected);
  });
});
