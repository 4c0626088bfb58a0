import { readShipmentNumber } from './read-shipment-number.ts';
import type { CostRow } from './shipment-sub-list-items.ts';

/** What a shipment earns in one currency: billed (income), paid (cost) and the difference. */
export type CurrencyTotals = { currency: string; income: number; cost: number; profit: number };

/**
 * Income, cost and profit per currency of a shipment's cost-control rows; currencies are never
 * converted into each other. Currency codes are trimmed and upper-cased (rows without one are
 * totalled under ''), amounts are read as numbers (numeric text too, anything else counts 0),
 * and flow `cost` or the older `expense` counts as cost; rows of any other flow are left out.
 * Totals are rounded to cents; currencies come in alphabetical order, '' last.
 */
export function costTotals(rows: readonly Partial<CostRow>[]): CurrencyTotals[] {
  const byCurrency = new Map<string, { income: number; cost: number }>();
  for (const row of rows) {
    const flow = costFlow(row.flow);
    if (flow === null) continue;
    const currency = typeof row.currency === 'string' ? row.currency.trim().toUpperCase() : '';
    let totals = byCurrency.get(currency);
    if (!totals) {
      totals = { income: 0, cost: 0 };
      byCurrency.set(currency, totals);
    }
    totals[flow] += readShipmentNumber(row.amount);
  }
  return [...byCurrency]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)))
    .map(([currency, { income, cost }]) => ({
      currency,
      income: cents(income),
      cost: cents(cost),
      profit: cents(income - cost),
    }));
}

function costFlow(flow: unknown): 'income' | 'cost' | null {
  if (flow === 'income') return 'income';
  return flow === 'cost' || flow === 'expense' ? 'cost' : null;
}

function cents(amount: number): number {
  return Math.round(amount * 100) / 100 || 0;
}
