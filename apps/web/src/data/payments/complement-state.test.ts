import { describe, expect, it } from 'vitest';
import { complementState, type ComplementState } from './complement-state.ts';
import type { PaymentItem } from './payments-query.ts';

const payment = (change: Partial<PaymentItem>) =>
  ({ state: 'recorded', needsComplement: true, cancelReason: '', ...change }) as PaymentItem;

describe('complementState', () => {
  it.each<[string, Partial<PaymentItem>, ComplementState]>([
    ['a PUE payment', { needsComplement: false }, 'notNeeded'],
    ['a PPD payment recorded', {}, 'toStamp'],
    ['sealed, waiting for the PAC', { state: 'sealed' }, 'sentToPac'],
    ['stamped', { state: 'stamped' }, 'stamped'],
    ['stamped, its cancellation waiting', { state: 'stamped', cancelReason: '02' }, 'cancelWaiting'],
    ['cancelled', { state: 'cancelled', cancelReason: '02' }, 'cancelled'],
  ])('%s', (_, change, expected) => {
    expect(complementState(payment(change))).toBe(expected);
  });
});
