import { describe, expect, it } from 'vitest';
import { makeFact, money } from './report-fact-fixtures.ts';
import { factMoney, MoneyTally } from './report-money.ts';

const fact = makeFact({ id: 'a', money: [money('MXN', 10, 5), money('USD', 3, 1)] });

describe('factMoney', () => {
  it.each([
    ['every currency', '', [money('MXN', 10, 5), money('USD', 3, 1)]],
    ['one currency', 'USD', [money('USD', 3, 1)]],
    ['a currency the shipment lacks', 'EUR', []],
  ])('%s', (_name, currency, expected) => {
    expect(factMoney(fact, currency)).toEqual(expected);
  });
});

describe('MoneyTally', () => {
  it('totals each currency on its own, alphabetical with the blank one last', () => {
    const tally = new MoneyTally();
    tally.add(makeFact({ id: 'a' }), [money('', 1, 0), money('USD', 100, 90)]);
    tally.add(makeFact({ id: 'b' }), [money('EUR', 50, 60)]);
    tally.add(makeFact({ id: 'c' }), [money('USD', 0.7, 0.1)]);
    expect(tally.totals()).toEqual([
      { currency: 'EUR', income: 50, cost: 60, profit: -10, margin: -0.2, shipmentIds: ['b'] },
      {
        currency: 'USD',
        income: 100.7,
        cost: 90.1,
        profit: 10.6,
        margin: 0.1053,
        shipmentIds: ['a', 'c'],
      },
      { currency: '', income: 1, cost: 0, profit: 1, margin: 1, shipmentIds: ['a'] },
    ]);
  });
});
