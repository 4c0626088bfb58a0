import { describe, expect, it } from 'vitest';
import { quotePrefillSearch, readQuotePrefill, type QuotePrefill } from './quote-prefill.ts';

describe('quote prefill', () => {
  it.each<[string, QuotePrefill, string]>([
    ['nothing typed', {}, ''],
    [
      'a full container lane',
      {
        cargo: 'FCL',
        origin: ' CNSHA ',
        destination: 'MXZLO',
        date: '2026-12-04',
        containers: [
          { type: '45G1', count: 2 },
          { type: '22G1', count: 0 },
        ],
      },
      '?cargo=FCL&origin=CNSHA&destination=MXZLO&date=2026-12-04&containers=45G1%3A2',
    ],
    [
      'air by weight and volume',
      { cargo: 'AIR', origin: 'MEX', destination: 'MIA', weightKg: 120.5, volumeM3: 0.8 },
      '?cargo=AIR&origin=MEX&destination=MIA&weightKg=120.5&volumeM3=0.8',
    ],
  ])('writes %s', (_, prefill, search) => {
    expect(quotePrefillSearch(prefill)).toBe(search);
  });

  it.each<[string, string, QuotePrefill]>([
    [
      'what it wrote',
      '?cargo=FCL&origin=CNSHA&destination=MXZLO&date=2026-12-04&containers=45G1%3A2,22g1:1',
      {
        cargo: 'FCL',
        origin: 'CNSHA',
        destination: 'MXZLO',
        date: '2026-12-04',
        containers: [
          { type: '45G1', count: 2 },
          { type: '22G1', count: 1 },
        ],
      },
    ],
    ['a lower-case mode', '?cargo=ltl&weightKg=900', { cargo: 'LTL', weightKg: 900 }],
    [
      'nothing unreadable',
      '?cargo=SHIP&date=04/12/2026&containers=XX:2,45G1:-1&weightKg=-3&volumeM3=abc',
      {},
    ],
  ])('reads %s', (_, search, prefill) => {
    expect(readQuotePrefill(search)).toEqual(prefill);
  });
});
