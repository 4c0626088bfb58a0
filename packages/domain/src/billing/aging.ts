import { fromCents, toCents } from '../quotes/quote-money.ts';

/** The aging report's buckets (issue 39): not yet due, then days past the due date. */
export const AGING_BUCKETS = ['current', '1-30', '31-60', '61-90', '90+'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export type AgingInvoice = {
  client: string;
  currency: string;
  total: number;
  paid: number;
  /** The day payment is due, `YYYY-MM-DD`. */
  dueDate: string;
};

export type AgingRow = {
  currency: string;
  buckets: Record<AgingBucket, number>;
  total: number;
};

export type AgingReport = {
  /** One row per client and currency, clients in the order first met, MXN before USD. */
  clients: (AgingRow & { client: string })[];
  /** One row per currency: amounts in different currencies are never added. */
  totals: AgingRow[];
};

const DAY_MS = 86_400_000;

/** Days `day` is past `dueDate` (0 or less: not yet due); null for a day that cannot be read. */
export function daysPastDue(dueDate: string, day: string): number | null {
  const due = Date.parse(`${dueDate}T00:00:00Z`);
  const at = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(due) || Number.isNaN(at)) return null;
  return Math.round((at - due) / DAY_MS);
}

/** The bucket of a balance `days` past due. */
export function agingBucket(days: number): AgingBucket {
  if (days <= 0) return 'current';
  if (days <= 30) return '1-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}

/**
 * What clients owe on `day`, by how late it is: each invoice's balance (total − paid, in cents)
 * in the bucket of its days past due, per client and in total, per currency. Paid invoices (and
 * overpaid ones) and invoices with an unreadable due date are left out.
 */
export function agingReport(invoices: readonly AgingInvoice[], day: string): AgingReport {
  const clients = new Map<string, AgingRow & { client: string }>();
  const totals = new Map<string, AgingRow>();
  for (const invoice of invoices) {
    const balance = toCents(invoice.total) - toCents(invoice.paid);
    const days = daysPastDue(invoice.dueDate, day);
    if (balance <= 0 || days === null) continue;
    const bucket = agingBucket(days);
    const key = `${invoice.client}|${invoice.currency}`;
    const clientRow = clients.get(key) ?? { client: invoice.client, ...emptyRow(invoice.currency) };
    const totalRow = totals.get(invoice.currency) ?? emptyRow(invoice.currency);
    for (const row of [clientRow, totalRow]) {
      row.buckets[bucket] = fromCents(toCents(row.buckets[bucket]) + balance);
      row.total = fromCents(toCents(row.total) + balance);
    }
    clients.set(key, clientRow);
    totals.set(invoice.currency, totalRow);
  }
  const byCurrency = (a: AgingRow, b: AgingRow) => currencyOrder(a) - currencyOrder(b);
  return {
    clients: [...clients.values()].sort(
      (a, b) => clientOrder(clients, a) - clientOrder(clients, b) || byCurrency(a, b),
    ),
    totals: [...totals.values()].sort(byCurrency),
  };
}

function emptyRow(currency: string): AgingRow {
  return {
    currency,
    total: 0,
    buckets: { current: 0, '1-30': 0, '31-60': 0, '61-90': 0, '90+': 0 },
  };
}

function currencyOrder(row: AgingRow): number {
  return row.currency === 'MXN' ? 0 : row.currency === 'USD' ? 1 : 2;
}

function clientOrder(rows: Map<string, { client: string }>, row: { client: string }): number {
  return [...rows.values()].findIndex((other) => other.client === row.client);
}
