import type { PaymentItem } from '#data/payments/payments-query.ts';

export type ComplementState = 'notNeeded' | 'toStamp' | 'sentToPac' | 'stamped' | 'cancelled';

/** Where a payment's complement (CFDI type P) stands. */
export function complementState(payment: PaymentItem): ComplementState {
  if (payment.state === 'cancelled') return 'cancelled';
  if (payment.state === 'stamped') return 'stamped';
  if (payment.state === 'sealed') return 'sentToPac';
  return payment.needsComplement ? 'toStamp' : 'notNeeded';
}
