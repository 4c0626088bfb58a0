import type { AgingBucket } from '@rumbo/domain';
import { queryOptions } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';

// The receivables reports (issue 39): the aging of what clients owe and a client's statement,
// worked out by the server from the stamped invoices and the payments. Online only.

/** Every billing report query starts with this key: a payment or a stamp marks them stale. */
export const BILLING_ROOT = 'billing';

export type AgingAmounts = Record<AgingBucket, number> & { total: number };

export type AgingAnswer = {
  day: string;
  currencies: {
    currency: string;
    rows: { client: string; clientName: string; buckets: Record<AgingBucket, number>; total: number }[];
    totals: AgingAmounts;
  }[];
};

/** What clients owe on `day` (`YYYY-MM-DD`), by how late, per currency. */
export function agingQuery(day: string) {
  return queryOptions({
    queryKey: [BILLING_ROOT, 'aging', day] as const,
    queryFn: ({ signal }) =>
      pb.send<AgingAnswer>('/api/rumbo/billing/aging', {
        query: { day },
        signal,
        requestKey: null,
      }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(day),
    networkMode: 'always',
    retry: false,
    staleTime: 0,
  });
}

export type StatementEntry = {
  date: string;
  kind: 'invoice' | 'payment' | 'cancellation';
  id: string;
  code: string;
  uuid: string;
  charge: number;
  credit: number;
  balance: number;
  dueDate?: string;
  state?: string;
};

export type StatementAnswer = {
  client: { id: string; name: string; rfc: string };
  currencies: { currency: string; opening: number; entries: StatementEntry[]; closing: number }[];
};

/** A client's statement per currency, with its running balance, optionally between two days. */
export function statementQuery(partnerId: string, from: string, to: string) {
  return queryOptions({
    queryKey: [BILLING_ROOT, 'statement', partnerId, from, to] as const,
    queryFn: ({ signal }) =>
      pb.send<StatementAnswer>(`/api/rumbo/billing/statement/${encodeURIComponent(partnerId)}`, {
        query: { ...(from ? { from } : {}), ...(to ? { to } : {}) },
        signal,
        requestKey: null,
      }),
    enabled: partnerId !== '',
    networkMode: 'always',
    retry: false,
    staleTime: 0,
  });
}
