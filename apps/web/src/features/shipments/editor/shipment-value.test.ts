import { describe, expect, it } from 'vitest';
import { emptyShipmentValue, toIsoDate, toShipmentValue } from './shipment-value.ts';

describe('toShipmentValue', () => {
  it('turns the record layout of dates into ISO and keeps the fields the form edits', () => {
    const value = toShipmentValue('air', {
      id: 'abc',
      company: 'golfo',
      payload: { x: 1 },
      documentFiles: ['bl.pdf'],
      reference: 'PO-1',
      awb: '139-12345675',
      pickupEstimated: '2026-03-10 14:00:00.000Z',
      pickupActual: '',
      uldsList: null,
    });
    expect(value).toMatchObject({
      reference: 'PO-1',
      awb: '139-12345675',
      pickupEstimated: '2026-03-10T14:00:00.000Z',
      pickupActual: '',
      uldsList: [],
    });
    for (const key of ['id', 'company', 'payload', 'documentFiles', 'createdBy', 'updatedBy']) {
      expect(value).not.toHaveProperty(key);
    }
  });

  it('fills a source from its mirror when only the mirror was stored, and mirrors it otherwise', () => {
    const onlyMirrors = toShipmentValue('ocean', { reference: 'PO-7', status: 'In progress' });
    expect(onlyMirrors).toMatchObject({
      ref: 'PO-7',
      reference: 'PO-7',
      operationalStatus: 'In progress',
      status: 'In progress',
    });
    const both = toShipmentValue('ocean', { portOfLoad: 'Manzanillo', origin: 'stale' });
    expect(both).toMatchObject({ portOfLoad: 'Manzanillo', origin: 'Manzanillo' });
  });

  it('gives every field of the mode its empty value', () => {
    const value = emptyShipmentValue('land');
    expect(value).toMatchObject({ ref: '', weightKg: null, pickupEta: '', documents: [] });
    expect(emptyShipmentValue('ocean').dangerousGoods).toBe(false);
  });
});

describe('toIsoDate', () => {
  it.each([
    ['2026-01-05 10:00:00.000Z', '2026-01-05T10:00:00.000Z'],
    ['2026-01-05T10:00:00.000Z', '2026-01-05T10:00:00.000Z'],
    ['', ''],
    ['not a date', ''],
    [null, ''],
  ])('%s → %s', (input, expected) => {
    expect(toIsoDate(input)).toBe(expected);
  });
});
