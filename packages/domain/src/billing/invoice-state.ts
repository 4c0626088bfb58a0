import { INVOICE_STATES, type InvoiceState } from '../collections/collection-billing.ts';
import { toCents } from '../quotes/quote-money.ts';

export { INVOICE_STATES, type InvoiceState };

/**
 * The moves allowed. A sealed invoice never reached the SAT, so it may go back to draft (its seal
 * is discarded) when the PAC refuses it or the person corrects it. A stamped invoice is
 * cancelled with one of the SAT's reasons; one with payments is not (the SAT refuses to cancel an
 * invoice its payment complements relate to until those are cancelled first), so its payments
 * are removed first, which moves it back. Cancelled is final.
 */
const MOVES: Record<InvoiceState, readonly InvoiceState[]> = {
  draft: ['sealed'],
  sealed: ['stamped', 'draft'],
  stamped: ['partiallyPaid', 'paid', 'cancelled'],
  partiallyPaid: ['paid', 'stamped'],
  paid: ['partiallyPaid', 'stamped'],
  cancelled: [],
};

/** Whether an invoice may move from `from` to `to` (staying put is always allowed). */
export function canMoveInvoice(from: InvoiceState, to: InvoiceState): boolean {
  return from === to || MOVES[from].includes(to);
}

/** Whether an invoice's content (client, lines, payment terms) may still change: drafts only. */
export function isInvoiceEditable(state: InvoiceState): boolean {
  return state === 'draft';
}

/** Whether payments may be recorded against an invoice: stamped and not cancelled or paid. */
export function acceptsPayments(state: InvoiceState): boolean {
  return state === 'stamped' || state === 'partiallyPaid';
}

/** The state a stamped invoice is in after `paid` of its `total` has been paid. */
export function paymentState(total: number, paid: number): 'stamped' | 'partiallyPaid' | 'paid' {
  const paidCents = toCents(paid);
  if (paidCents <= 0) return 'stamped';
  return paidCents >= toCents(total) ? 'paid' : 'partiallyPaid';
}
