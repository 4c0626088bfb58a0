import type { CurrencyTotals } from '../shipments/cost-totals.ts';
import { cents, ratio } from './report-buckets.ts';
import type { ReportFact, ReportMoney } from './report-types.ts';

const NONE: readonly CurrencyTotals[] = [];

/**
 * The money of a fact the report shows: every currency, or only `currency` (upper case) when
 * the report is restricted to one.
 */
export function factMoney(fact: ReportFact, currency: string): readonly CurrencyTotals[] {
  if (currency === '') return fact.money;
  const totals = fact.money.find((money) => money.currency === currency);
  return totals ? [totals] : NONE;
}

type Sums = { income: number; cost: number; shipmentIds: string[] };

/** Income and cost per currency over many facts, never converted into each other. */
export class MoneyTally {
  private readonly sums = new Map<string, Sums>();

  constructor(private readonly withIds = true) {}

  add(fact: ReportFact, money: readonly CurrencyTotals[]): void {
    for (const { currency, income, cost } of money) {
      let sums = this.sums.get(currency);
      if (!sums) {
        sums = { income: 0, cost: 0, shipmentIds: [] };
        this.sums.set(currency, sums);
      }
      sums.income += income;
      sums.cost += cost;
      if (this.withIds) sums.shipmentIds.push(fact.id);
    }
  }

  /** One entry per currency, alphabetical with '' (rows without a currency) last. */
  totals(): ReportMoney[] {
    return [...this.sums]
      .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a < b ? -1 : a > b ? 1 : 0))
      .map(([currency, { income, cost, shipmentIds }]) => {
        const profit = cents(income - cost);
        return {
          currency,
          income: cents(income),
          cost: cents(cost),
          profit,
          margin: ratio(profit, cents(income)),
          shipmentIds,
        };
      });
  }
}
