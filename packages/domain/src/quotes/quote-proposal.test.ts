import { describe, expect, it } from 'vitest';
import { tariffRecord } from '../tariffs/tariff-test-fixtures.ts';
import { proposeQuoteOptions, type ProposalQuery } from './quote-proposal.ts';

const buy = (change: Parameters<typeof tariffRecord>[0]) =>
  tariffRecord({ kind: 'buy', ...change });

const TARIFFS = [
  buy({ carrier: 'Maersk', amount: 1850, transitDays: 30, freeDays: 14 }),
  buy({ carrier: 'CMA CGM', amount: 1790, transitDays: 34, freeDays: 21 }),
  buy({ carrier: 'CMA CGM', charge: 'BAF', basis: 'container', amount: 150, freeDays: 0 }),
  buy({
    carrier: '',
    charge: 'THC destino',
    basis: 'container',
    currency: 'MXN',
    amount: 4200,
    freeDays: 0,
  }),
  buy({
    carrier: 'Maersk',
    charge: 'Emisión de BL',
    basis: 'shipment',
    currency: 'EUR',
    amount: 50,
  }),
  // Not proposed: a sell rate, another lane, a line ended before the quote's date.
  tariffRecord({ kind: 'sell', carrier: 'Maersk', amount: 2500 }),
  buy({ carrier: 'Maersk', destination: 'MXVER', amount: 1000 }),
  buy({ carrier: 'Hapag-Lloyd', amount: 900, validTo: '2026-05-09 00:00:00.000Z' }),
];

const QUERY: ProposalQuery = {
  mode: 'ocean',
  origin: 'CNSHA',
  destination: 'MXZLO',
  customer: 'Importadora del Bajío',
  date: '2026-05-10',
  cargo: { kind: 'fcl', containers: [{ type: "40' HC", count: 2 }] },
};

describe('proposeQuoteOptions', () => {
  const options = proposeQuoteOptions(TARIFFS, QUERY, {
    charges: [{ charge: 'THC destino', kind: 'fixed', value: 800 }],
    quote: { kind: 'percent', value: 15 },
  });

  it('offers one option per carrier from the buy rates in force, cheapest first', () => {
    expect(options.map((option) => option.carrier)).toEqual(['Maersk', 'CMA CGM']);
  });

  it('sells each line by the margin rules and gives freight 0 % IVA across the border', () => {
    expect(
      options[0]!.lines.map((l) => [l.charge, l.currency, l.quantity, l.buy, l.sell, l.ivaRate]),
    ).toEqual([
      ['Ocean freight', 'USD', 2, 3700, 4352.94, 0],
      ['THC destino', 'MXN', 2, 8400, 9200, 0.16],
    ]);
    expect(options[1]!.lines.map((l) => [l.charge, l.sell, l.marginSource, l.ivaRate])).toEqual([
      ['Ocean freight', 4211.76, 'quote', 0],
      ['BAF', 352.94, 'quote', 0],
      ['THC destino', 9200, 'charge', 0.16],
    ]);
  });

  it('names what it left out and why, a currency a quote cannot hold included', () => {
    expect(options[0]!.skipped).toEqual([
      { tariffId: TARIFFS[4]!.id, charge: 'Emisión de BL', reason: 'currency' },
    ]);
  });

  it('carries transit time, the fewest free days and the first end of a rate', () => {
    expect(options.map((o) => [o.transitDays, o.freeDays, o.validUntil])).toEqual([
      [30, 14, '2026-05-31'],
      [34, 21, '2026-05-31'],
    ]);
  });

  it('proposes nothing for a lane without rates: the person prices by hand', () => {
    expect(proposeQuoteOptions(TARIFFS, { ...QUERY, destination: 'MXLZC' }, NO_RULES)).toEqual([]);
  });
});

const NO_RULES = { charges: [], quote: null };
