import { describe, expect, it } from 'vitest';
import {
  quoteHeadProblems,
  quoteLineProblems,
  type QuoteHeadDraft,
  type QuoteLineDraft,
} from './quote-problems.ts';

const LINE: QuoteLineDraft = {
  charge: 'Flete marítimo',
  currency: 'USD',
  buy: 1850,
  sell: 2300,
  ivaRate: 0,
  tariff: { validFrom: '2026-11-01', validTo: '2026-12-31' },
};

describe('quoteLineProblems', () => {
  it.each([
    ['a good line', {}, []],
    ['no charge', { charge: ' ' }, [['charge', 'required']]],
    ['a currency a quote cannot hold', { currency: 'EUR' }, [['currency', 'currency']]],
    ['a negative buy amount', { buy: -1 }, [['buy', 'negative']]],
    ['no sell amount', { sell: null }, [['sell', 'required']]],
    ['a sell amount that is not a number', { sell: Number.NaN }, [['sell', 'required']]],
    ['an IVA rate of 8 %', { ivaRate: 0.08 }, [['ivaRate', 'ivaRate']]],
    [
      'a tariff line that ended before the quote',
      { tariff: { validFrom: '2026-10-01', validTo: '2026-11-30' } },
      [['tariff', 'expiredTariff']],
    ],
    [
      'a tariff line not yet in force',
      { tariff: { validFrom: '2026-12-05', validTo: '' } },
      [['tariff', 'expiredTariff']],
    ],
    ['an open-ended tariff line', { tariff: { validFrom: '2026-01-01', validTo: '' } }, []],
    ['a line priced by hand', { tariff: null }, []],
  ] as const)('%s', (_, change, problems) => {
    const found = quoteLineProblems({ ...LINE, ...change } as QuoteLineDraft, '2026-12-04');
    expect(found.map((p) => [p.field, p.code])).toEqual(problems);
  });
});

const HEAD: QuoteHeadDraft = {
  client: 'partner00000001',
  origin: 'CNSHA',
  destination: 'MXZLO',
  date: '2026-12-04',
  validUntil: '2026-12-18',
  currencies: ['USD'],
  currency: 'USD',
};
const RATES = [{ day: '2026-12-03', mxnPerUsd: 18.2 }];

describe('quoteHeadProblems', () => {
  it.each([
    ['a good quote', {}, RATES, []],
    ['no client', { client: '' }, RATES, [['client', 'required']]],
    [
      'valid until before its date',
      { validUntil: '2026-12-01' },
      RATES,
      [['validUntil', 'validityOrder']],
    ],
    ['not a day', { validUntil: '2026-02-30' }, RATES, [['validUntil', 'day']]],
    ['both currencies and a rate for the day', { currencies: ['USD', 'MXN'] }, RATES, []],
    [
      'both currencies and no rate for the day',
      { currencies: ['USD', 'MXN'] },
      [{ day: '2026-11-20', mxnPerUsd: 18.5 }],
      [['exchangeRate', 'missingRate']],
    ],
    ['one currency needs no rate', { currencies: ['MXN'], currency: 'MXN' }, [], []],
  ] as const)('%s', (_, change, rates, problems) => {
    const found = quoteHeadProblems({ ...HEAD, ...change } as QuoteHeadDraft, rates);
    expect(found.map((p) => [p.field, p.code])).toEqual(problems);
  });
});
