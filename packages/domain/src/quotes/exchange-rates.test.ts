import { describe, expect, it } from 'vitest';
import { convertAmount, exchangeRateOn, parseFixFile } from './exchange-rates.ts';

const RATES = [
  { day: '2026-11-26', mxnPerUsd: 18.41 },
  { day: '2026-11-27', mxnPerUsd: 18.3521 },
  { day: '2026-11-30', mxnPerUsd: 18.29 },
  { day: '2026-12-01', mxnPerUsd: 0 },
];

describe('exchangeRateOn', () => {
  it.each([
    ['2026-11-27', 18.3521],
    ['2026-11-28', 18.3521], // Saturday: Friday's FIX
    ['2026-11-29', 18.3521],
    ['2026-11-30', 18.29],
    ['2026-12-01', 18.29], // a zero rate is no rate
    ['2026-12-04', 18.29],
    ['2026-12-05', null], // five days on: too old to be the day's
    ['2026-11-25', null],
    ['not a day', null],
  ])('%s: %s', (day, rate) => {
    expect(exchangeRateOn(RATES, day)?.mxnPerUsd ?? null).toBe(rate);
  });
});

describe('convertAmount', () => {
  it.each([
    [100, 'USD', 'MXN', 18.3521, 1835.21],
    [1835.21, 'MXN', 'USD', 18.3521, 100],
    [4200, 'MXN', 'USD', 18.29, 229.63],
    [4200, 'MXN', 'MXN', 18.29, 4200],
    [0.005, 'USD', 'MXN', 1, 0.01],
  ] as const)('%s %s in %s at %s: %s', (amount, from, to, rate, expected) => {
    expect(convertAmount(amount, from, to, rate)).toBe(expected);
  });
});

describe('parseFixFile', () => {
  it('reads the SIE CSV with its header lines, quoted values and days without a value', () => {
    const file = [
      '"Banco de México"',
      '',
      '"Tipo de cambio"',
      '"Fecha","SF43718"',
      '"27/11/2026","18.3521"',
      '"28/11/2026","N/E"',
      '"30/11/2026","18.2900"',
      '',
    ].join('\r\n');
    expect(parseFixFile(file)).toEqual({
      rates: [
        { day: '2026-11-27', mxnPerUsd: 18.3521 },
        { day: '2026-11-30', mxnPerUsd: 18.29 },
      ],
      skipped: [{ line: 6, text: '"28/11/2026","N/E"' }],
    });
  });

  it.each([
    ['2026-11-27;18,35', [{ day: '2026-11-27', mxnPerUsd: 18.35 }]], // a Spanish sheet's copy
    ['2026-11-27,18,35', []], // 18.35 or 18 and 35? Not guessed.
    [
      'Fecha,SF60653,SF43718\n27/11/2026,18.30,18.3521',
      [{ day: '2026-11-27', mxnPerUsd: 18.3521 }],
    ],
    ['2026-11-27\t18.35', [{ day: '2026-11-27', mxnPerUsd: 18.35 }]],
    ['1/2/2026,17.1', [{ day: '2026-02-01', mxnPerUsd: 17.1 }]],
    ['31/02/2026,17.1', []], // no such day
    ['Fecha,SF43718', []],
    ['27/11/2026,18.1\n27/11/2026,18.2', [{ day: '2026-11-27', mxnPerUsd: 18.2 }]],
  ])('%j', (text, rates) => {
    expect(parseFixFile(text).rates).toEqual(rates);
  });
});
