import { describe, expect, it } from 'vitest';
import { nextLocalCounter } from './next-local-counter.ts';

describe('nextLocalCounter', () => {
  it.each([
    ['shipment', [], 'S-0001'],
    ['shipment', ['S-0001', 'S-0009', 'S-0003'], 'S-0010'],
    ['shipment', ['S-9999'], 'S-10000'],
    ['partner', ['P001', 'P007', 'C099'], 'P008'],
    ['partner', ['p012'], 'P013'],
    ['company', ['C001', ' C002 '], 'C003'],
    ['user', ['U001', 'abcdefghijklmno', 'UX01', 'U'], 'U002'],
    ['notification', ['N-00041', 'N-0041x', 'S-00099'], 'N-00042'],
    ['notification', [null, undefined, 7, ''], 'N-00001'],
    // The shipment prefix 'S-' must not read notification or other ids.
    ['shipment', ['N-00050', 'SS-0004'], 'S-0001'],
  ] as const)('%s after %j → %s', (kind, ids, expected) => {
    expect(nextLocalCounter(kind, ids)).toBe(expected);
  });
});
