import { describe, expect, it } from 'vitest';
import { costTotals } from './cost-totals.ts';
import type { CostRow } from './shipment-sub-list-items.ts';

type Row = Partial<Omit<CostRow, 'amount' | 'flow'>> & { amount?: unknown; flow?: unknown };

const row = (currency: string, amount: unknown, flow: unknown): Row => ({
  id: `${currency}-${String(amount)}-${String(flow)}`,
  concept: 'Flete',
  code: 'OFR',
  currency,
  amount,
  flow,
});

describe('costTotals', () => {
  it.each<[string, Row[], ReturnType<typeof costTotals>]>([
    ['no rows', [], []],
    [
      'one currency',
      [row('USD', 1200, 'income'), row('USD', 1000, 'cost'), row('USD', 50, 'cost')],
      [{ currency: 'USD', income: 1200, cost: 1050, profit: 150 }],
    ],
    [
      'mixed currencies are never added together, alphabetical',
      [row('USD', 100, 'income'), row('MXN', 2000, 'cost'), row('EUR', 10, 'income')],
      [
        { currency: 'EUR', income: 10, cost: 0, profit: 10 },
        { currency: 'MXN', income: 0, cost: 2000, profit: -2000 },
        { currency: 'USD', income: 100, cost: 0, profit: 100 },
      ],
    ],
    [
      'currency codes are trimmed and upper-cased',
      [row(' usd ', 10, 'income'), row('USD', 4, 'cost')],
      [{ currency: 'USD', income: 10, cost: 4, profit: 6 }],
    ],
    [
      'rows without a currency are totalled last',
      [row('', 5, 'income'), row('MXN', 1, 'income')],
      [
        { currency: 'MXN', income: 1, cost: 0, profit: 1 },
        { currency: '', income: 5, cost: 0, profit: 5 },
      ],
    ],
    [
      'the older expense flow counts as cost; unknown flows are left out',
      [row('USD', 30, 'expense'), row('USD', 99, 'other'), row('USD', 99, undefined)],
      [{ currency: 'USD', income: 0, cost: 30, profit: -30 }],
    ],
    [
      'numeric text is read; anything else counts 0',
      [row('MXN', '1500.50', 'income'), row('MXN', '12,5', 'cost'), row('MXN', 'n/a', 'cost')],
      [{ currency: 'MXN', income: 1500.5, cost: 12.5, profit: 1488 }],
    ],
    [
      'totals are rounded to cents',
      [row('USD', 0.1, 'income'), row('USD', 0.2, 'income'), row('USD', 0.3, 'cost')],
      [{ currency: 'USD', income: 0.3, cost: 0.3, profit: 0 }],
    ],
  ])('%s', (_name, rows, expected) => {
    expect(costTotals(rows as Partial<CostRow>[])).toEqual(expected);
  });
});
