import { describe, expect, it } from 'vitest';
import {
  cancellationOutcome,
  cancellationRefusedText,
  isCancellationPending,
  isCancellationRefusal,
} from './cancellation-wait.ts';

describe('isCancellationPending', () => {
  it.each<[string, { state?: unknown; cancelReason?: unknown }, boolean]>([
    ['stamped, asked with 02', { state: 'stamped', cancelReason: '02' }, true],
    ['paid, asked with 01', { state: 'paid', cancelReason: '01' }, true],
    ['a payment, asked with 02', { state: 'stamped', cancelReason: '02' }, true],
    ['cancelled, with its reason', { state: 'cancelled', cancelReason: '02' }, false],
    ['stamped, never asked', { state: 'stamped', cancelReason: '' }, false],
    ['stamped, no reason field', { state: 'stamped' }, false],
    ['a draft', { state: 'draft', cancelReason: null }, false],
  ])('%s', (_, record, expected) => {
    expect(isCancellationPending(record)).toBe(expected);
  });
});

describe('cancellationOutcome', () => {
  it.each<[string, { state?: unknown; cancelReason?: unknown }, string]>([
    ['cancelled', { state: 'cancelled', cancelReason: '02' }, 'cancelled'],
    ['still waiting', { state: 'stamped', cancelReason: '02' }, 'waiting'],
    ['refused: valid, no request left', { state: 'stamped', cancelReason: '' }, 'refused'],
  ])('%s', (_, record, expected) => {
    expect(cancellationOutcome(record)).toBe(expected);
  });
});

describe('the refusal', () => {
  it.each<[string, string]>([
    [
      'Solicitud rechazada',
      'The client refused the cancellation (SAT: Solicitud rechazada). The CFDI stays valid.',
    ],
    ['', 'The client refused the cancellation (SAT: no longer in process). The CFDI stays valid.'],
  ])('is said with the SAT’s words %j', (status, text) => {
    expect(cancellationRefusedText(status)).toBe(text);
    expect(isCancellationRefusal(text)).toBe(true);
  });

  it.each<unknown>([
    '',
    'The SAT awaits the client’s acceptance of the cancellation (up to 72 hours).',
    'The PAC refused the CFDI: 302 Sello mal formado',
    null,
    undefined,
  ])('is not %j', (text) => {
    expect(isCancellationRefusal(text)).toBe(false);
  });
});
