import { describe, expect, it } from 'vitest';
import { classifyTrackingNumber } from './classify-tracking-number.ts';
import { normalizeTrackingNumber } from './normalize-tracking-number.ts';

describe('normalizeTrackingNumber', () => {
  it.each([
    ['csqu 305438-3', 'CSQU3054383'],
    ['  176-12345675 ', '17612345675'],
    ['PO-123.456/7', 'PO1234567'],
    ['Peñasco 12', 'PENASCO12'],
    ['', ''],
    [42, ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeTrackingNumber(input)).toBe(expected);
  });
});

describe('classifyTrackingNumber', () => {
  it.each([
    // ISO 6346 vectors (freight-domain §3.1) in the ways people type them
    ['CSQU3054383', 'container'],
    ['mwcu 605978-4', 'container'],
    ['CBHU-3202732', 'container'],
    // IATA AWB vectors (freight-domain §3.2)
    ['176-12345675', 'awb'],
    ['02081140743', 'awb'],
    ['OCN20260001', 'shipmentCode'],
    ['air 2026 0042', 'shipmentCode'],
    ['AKE12345DL', 'uld'],
    ['MAEU123456789', 'other'],
    ['HB123456789', 'other'],
    ['PO-123456', 'other'],
    ['123456789', 'other'],
  ])('%j is a valid %s', (input, kind) => {
    expect(classifyTrackingNumber(input)).toMatchObject({ kind, hint: null });
  });

  it.each([
    ['CSQU3054384', 'container_check_digit', '3', 'CSQU3054383'],
    ['mwcu 605978-0', 'container_check_digit', '4', 'MWCU6059784'],
    ['CSQU305438', 'container_missing_check_digit', '3', 'CSQU3054383'],
    ['176-12345674', 'awb_check_digit', '5', '176-12345675'],
    ['020-81140749', 'awb_last_digit', '3', '020-81140743'],
    ['176-12345677', 'awb_last_digit', '5', '176-12345675'],
  ])('%j hints %s (expected %s)', (input, code, expected, suggestion) => {
    expect(classifyTrackingNumber(input).hint).toEqual({ code, expected, suggestion });
  });

  it.each(['176-1234567', '176-123456756', '020 - 8114'])(
    '%j is written like an AWB of the wrong length',
    (input) => {
      expect(classifyTrackingNumber(input)).toMatchObject({
        kind: 'awb',
        hint: { code: 'awb_length' },
      });
    },
  );

  it('gives blank input no kind of its own and no hint', () => {
    expect(classifyTrackingNumber('  ')).toEqual({ normalized: '', kind: 'other', hint: null });
  });
});
