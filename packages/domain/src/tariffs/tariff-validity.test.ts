import { describe, expect, it } from 'vitest';
import { todayInBusinessTime } from './tariff-days.ts';
import type { TariffValidity } from './tariff-types.ts';
import { tariffInForceOn, tariffValidity } from './tariff-validity.ts';

const TODAY = '2026-05-10';

describe('tariffValidity', () => {
  it.each<[string, string, string, TariffValidity]>([
    ['starts tomorrow', '2026-05-11', '2026-06-30', 'upcoming'],
    ['starts tomorrow, open-ended', '2026-05-11 00:00:00.000Z', '', 'upcoming'],
    ['started today, ends in months', '2026-05-10', '2026-08-31', 'valid'],
    ['open-ended', '2026-01-01 00:00:00.000Z', '', 'valid'],
    ['ends in 15 days (today + 15)', '2026-05-01', '2026-05-25', 'valid'],
    ['ends in 14 days (the 15th day counting today)', '2026-05-01', '2026-05-24', 'expiring'],
    ['ends tomorrow', '2026-05-01', '2026-05-11 00:00:00.000Z', 'expiring'],
    ['ends today', '2026-05-01', '2026-05-10', 'expiring'],
    ['ended yesterday', '2026-05-01', '2026-05-09', 'expired'],
    ['ended last year', '2025-01-01', '2025-12-31 00:00:00.000Z', 'expired'],
    ['no start, ends in a year', '', '2027-05-10', 'valid'],
  ])('%s', (_name, validFrom, validTo, expected) => {
    expect(tariffValidity({ validFrom, validTo }, TODAY)).toBe(expected);
  });

  it('counts days across a month end', () => {
    expect(tariffValidity({ validFrom: '2026-01-01', validTo: '2026-02-13' }, '2026-01-30')).toBe(
      'expiring',
    );
    expect(tariffValidity({ validFrom: '2026-01-01', validTo: '2026-02-14' }, '2026-01-30')).toBe(
      'valid',
    );
  });
});

describe('tariffInForceOn', () => {
  it.each([
    ['2026-05-01', '2026-05-31', '2026-05-01', true],
    ['2026-05-01', '2026-05-31', '2026-05-31', true],
    ['2026-05-01', '2026-05-31', '2026-06-01', false],
    ['2026-05-01', '2026-05-31', '2026-04-30', false],
    ['2026-05-01 00:00:00.000Z', '', '2030-01-01', true],
  ])('%s to %j on %s: %s', (validFrom, validTo, day, expected) => {
    expect(tariffInForceOn({ validFrom, validTo }, day)).toBe(expected);
  });
});

describe('todayInBusinessTime', () => {
  it.each([
    ['2026-05-01T05:59:59.999Z', '2026-04-30'],
    ['2026-05-01T06:00:00.000Z', '2026-05-01'],
    ['2026-12-31T23:00:00.000Z', '2026-12-31'],
    ['2027-01-01T05:00:00.000Z', '2026-12-31'],
  ])('%s is %s in Mexico City', (now, expected) => {
    expect(todayInBusinessTime(new Date(now))).toBe(expected);
  });
});
