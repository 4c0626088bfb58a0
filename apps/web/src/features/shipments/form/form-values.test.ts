import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyPatch,
  isoToLocalInput,
  listOf,
  localInputToIso,
  newItemId,
  numberOf,
  textOf,
  toStoredNumber,
} from './form-values.ts';

describe('form values', () => {
  describe('dates, in business time whatever the computer’s zone', () => {
    // As a user in Bogotá (UTC−5) saw it: the list read 09:00 and the editor 10:00.
    const machineZone = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = 'America/Bogota';
    });
    afterAll(() => {
      process.env.TZ = machineZone;
    });

    it.each([
      ['2026-03-10T15:00:00.000Z', '2026-03-10T09:00'],
      ['2026-03-10 15:00:00.000Z', '2026-03-10T09:00'],
      ['2026-01-01T00:00:00.000Z', '2025-12-31T18:00'],
      ['2026-01-01T06:00:00.000Z', '2026-01-01T00:00'],
      ['2026-07-01T15:00:00.000Z', '2026-07-01T09:00'],
    ])('shows %s as %s, and reads it back', (iso, shown) => {
      expect(isoToLocalInput(iso)).toBe(shown);
      expect(localInputToIso(shown)).toBe(iso.replace(' ', 'T'));
    });

    it('shows nothing for blanks or junk', () => {
      expect(isoToLocalInput('')).toBe('');
      expect(isoToLocalInput(null)).toBe('');
      expect(isoToLocalInput('not a date')).toBe('');
      expect(localInputToIso('')).toBe('');
      expect(localInputToIso('2026-13-45T99:99')).toBe('');
    });
  });

  it('reads texts, numbers and lists whatever was stored', () => {
    expect(textOf('PO-1')).toBe('PO-1');
    expect(textOf(42)).toBe('42');
    expect(textOf(null)).toBe('');
    expect(numberOf(12.5)).toBe(12.5);
    expect(numberOf('800')).toBe(800);
    expect(numberOf('')).toBe('');
    expect(numberOf('abc')).toBe('');
    expect(listOf([{ id: 'a' }, null, 'x', [1]])).toEqual([{ id: 'a' }]);
    expect(listOf(undefined)).toEqual([]);
  });

  it('stores cleared numbers as null', () => {
    expect(toStoredNumber(3)).toBe(3);
    expect(toStoredNumber('')).toBeNull();
    expect(toStoredNumber('1.5')).toBe(1.5);
  });

  it('makes 15-character ids in the record server alphabet, all different', () => {
    const ids = new Set(Array.from({ length: 200 }, newItemId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{15}$/);
  });

  it('writes mirrors per mode and leaves the given value untouched', () => {
    const value = { id: 's1', ref: 'old' };
    expect(applyPatch('ocean', value, { ref: 'PO-2', operationalStatus: 'Booked' })).toEqual({
      id: 's1',
      ref: 'PO-2',
      reference: 'PO-2',
      operationalStatus: 'Booked',
      status: 'Booked',
    });
    expect(value).toEqual({ id: 's1', ref: 'old' });
    expect(applyPatch('air', {}, { airportOfArrival: 'GDL' })).toEqual({
      airportOfArrival: 'GDL',
      destination: 'GDL',
    });
    expect(applyPatch('land', {}, { origin: 'León', ref: 'R' })).toEqual({
      origin: 'León',
      ref: 'R',
      reference: 'R',
    });
  });
});
