import { describe, expect, it } from 'vitest';
import { canExpire, duplicateTariff, expireTariffPatch } from './duplicate-tariff.ts';
import { tariffRecord } from './tariff-test-fixtures.ts';
import { tariffValidity } from './tariff-validity.ts';
import { validateTariffDraft } from './validate-tariff-draft.ts';

describe('duplicateTariff', () => {
  it('copies the line with the new validity', () => {
    const t = tariffRecord({ amount: 1980, minAmount: 0, breaks: [], notes: 'Q2' });
    const copy = duplicateTariff(t, { validFrom: '2026-06-01', validTo: '2026-06-30' });
    expect(copy).toMatchObject({
      kind: 'sell',
      mode: 'FCL',
      origin: 'CNSHA',
      destination: 'MXZLO',
      containerType: '45G1',
      amount: 1980,
      minAmount: null,
      notes: 'Q2',
      validFrom: '2026-06-01',
      validTo: '2026-06-30',
    });
    expect(copy).not.toHaveProperty('id');
    expect(copy).not.toHaveProperty('company');
    expect(validateTariffDraft(copy)).toEqual([]);
  });
});

describe('expireTariffPatch', () => {
  it('ends the line yesterday, so it reads expired today', () => {
    const patch = expireTariffPatch('2026-03-01');
    expect(patch).toEqual({ validTo: '2026-02-28 00:00:00.000Z' });
    expect(tariffValidity({ validFrom: '2026-01-01 00:00:00.000Z', ...patch }, '2026-03-01')).toBe(
      'expired',
    );
  });
});

describe('canExpire', () => {
  it.each([
    ['in force, open-ended', '2026-01-01 00:00:00.000Z', '', true],
    ['in force, ends later', '2026-01-01', '2026-12-31', true],
    ['ends today', '2026-01-01', '2026-05-10', true],
    ['ended yesterday', '2026-01-01', '2026-05-09', false],
    ['starts today', '2026-05-10', '', false],
    ['starts next month', '2026-06-01', '2026-06-30', false],
  ])('%s: %s to %j gives %s', (_name, validFrom, validTo, expected) => {
    expect(canExpire({ validFrom, validTo }, '2026-05-10')).toBe(expected);
  });
});
