import type { CostRow } from '@rumbo/domain';
import { readNumber, readText, type ListItem } from './form-values.ts';

/** Older records (and the demo data) call a cost row's outgoing flow 'expense'. */
export function normalizeFlow(stored: string): string {
  return stored === 'expense' ? 'cost' : stored;
}

/** Cost rows as the totals read them: text fields as text, amounts as numbers, flows normalised. */
export function toCostRows(items: readonly ListItem[]): CostRow[] {
  return items.map((item) => ({
    id: readText(item, 'id'),
    concept: readText(item, 'concept'),
    code: readText(item, 'code'),
    currency: readText(item, 'currency'),
    amount: Number(readNumber(item, 'amount')) || 0,
    flow: normalizeFlow(readText(item, 'flow')) === 'income' ? 'income' : 'cost',
  }));
}
