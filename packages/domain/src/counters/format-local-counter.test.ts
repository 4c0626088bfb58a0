import { describe, expect, it } from 'vitest';
import { formatLocalCounter, type LocalCounterKind } from './format-local-counter.ts';

describe('formatLocalCounter', () => {
  it.each([
    ['shipment', 1, 'S-0001'],
    ['shipment', 10000, 'S-10000'],
    ['partner', 1, 'P001'],
    ['partner', 1000, 'P1000'],
    ['company', 42, 'C042'],
    ['user', 7, 'U007'],
    ['notification', 1, 'N-00001'],
    ['notification', 123456, 'N-123456'],
  ] as const)('%s %i → %s', (kind, n, expected) => {
    expect(formatLocalCounter(kind, n)).toBe(expected);
  });

  it.each([[0], [-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])('rejects %s', (n) => {
    expect(() => formatLocalCounter('partner', n)).toThrow(RangeError);
  });

  it.each(['invoice', 'toString', ''])('rejects unknown kind %j', (kind) => {
    expect(() => formatLocalCounter(kind as LocalCounterKind, 1)).toThrow(
      `Unknown local counter kind: ${kind}`,
    );
  });
});
