import { addTariffDays, todayInBusinessTime } from '@rumbo/domain';

/** One demo invoice: how old, how it is paid, and where its life ends. */
export type DemoInvoiceSpec = {
  /** Days before the demo's today it was issued. */
  issuedDaysAgo: number;
  metodoPago: 'PUE' | 'PPD';
  /** Days after issue it is due. */
  creditDays: number;
  /** `cancellationWaiting`: stamped, then cancelled with reason 02 awaiting the client. */
  end: 'draft' | 'stamped' | 'partiallyPaid' | 'paid' | 'cancelled' | 'cancellationWaiting';
  /** Shares of the total paid, in order, each with the days after issue it was paid. */
  payments: { share: number; afterDays: number }[];
  currency: 'MXN' | 'USD';
};

/**
 * The demo's invoices (issue 39): one in every state, spread over the aging buckets (current,
 * 1–30, 31–60 and 90+ days late), PPD ones paid in parts with their complements, a PUE one paid
 * at once, and a cancelled one; a USD invoice where a shipment charges in dollars; and one whose
 * cancellation waits for the client's acceptance (decision 081).
 */
export const DEMO_INVOICES: readonly DemoInvoiceSpec[] = [
  {
    issuedDaysAgo: 1,
    metodoPago: 'PPD',
    creditDays: 30,
    end: 'draft',
    payments: [],
    currency: 'MXN',
  },
  {
    issuedDaysAgo: 6,
    metodoPago: 'PPD',
    creditDays: 30,
    end: 'stamped',
    payments: [],
    currency: 'MXN',
  },
  {
    issuedDaysAgo: 48,
    metodoPago: 'PPD',
    creditDays: 30,
    end: 'stamped',
    payments: [],
    currency: 'MXN',
  },
  {
    issuedDaysAgo: 82,
    metodoPago: 'PPD',
    creditDays: 30,
    end: 'partiallyPaid',
    payments: [{ share: 0.4, afterDays: 35 }],
    currency: 'MXN',
  },
  {
    issuedDaysAgo: 40,
    metodoPago: 'PPD',
    creditDays: 30,
    end: 'paid',
    payments: [
      { share: 0.5, afterDays: 10 },
      { share: 0.5, afterDays: 28 },
    ],
    currency: 'MXN',
  },
  {
    issuedDaysAgo: 20,
    metodoPago: 'PUE',
    creditDays: 0,
    end: 'paid',
    payments: [{ share: 1, afterDays: 0 }],
    currency: 'MXN',
  },
  {
    issuedDaysAgo: 15,
    metodoPago: 'PPD',
    creditDays: 30,
    end: 'cancelled',
    payments: [],
    currency: 'MXN',
  },
  {
    issuedDaysAgo: 125,
    metodoPago: 'PPD',
    creditDays: 15,
    end: 'stamped',
    payments: [],
    currency: 'MXN',
  },
  {
    issuedDaysAgo: 12,
    metodoPago: 'PPD',
    creditDays: 30,
    end: 'stamped',
    payments: [],
    currency: 'USD',
  },
  {
    issuedDaysAgo: 3,
    metodoPago: 'PPD',
    creditDays: 30,
    end: 'cancellationWaiting',
    payments: [],
    currency: 'MXN',
  },
];

/** The instant `days` before `now`'s business day, at 11:00 in Mexico City (17:00 UTC). */
export function demoInstant(now: Date, days: number): Date {
  const day = addTariffDays(todayInBusinessTime(now), -days);
  return new Date(`${day}T17:00:00.000Z`);
}

/** The day `days` after `from`, as the record API takes a date. */
export function demoDayAfter(from: Date, days: number): string {
  return `${addTariffDays(from.toISOString().slice(0, 10), days)} 12:00:00.000Z`;
}
