import { isCancellationPending } from '@rumbo/domain';
import type { PaymentItem } from './payments-query.ts';

export type ComplementState =
  'notNeeded' | 'toStamp' | 'sentToPac' | 'stamped' | 'cancelWaiting' | 'cancelled';

/** Where a payment's complement (CFDI type P) stands. */
export function complementState(payment: PaymentItem): ComplementState {
  if (payment.state === 'cancelled') return 'cancelled';
  if (isCancellationPending(payment)) return 'cancelWaiting';
  if (payment.state === 'stamped') return 'stamped';
  if (payment.state === 'sealed') return 'sentToPac';
  return payment.needsComplement ? 'toStamp' : 'notNeeded';
}
