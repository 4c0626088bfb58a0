import { describe, expect, it } from 'vitest';
import { likelyClients } from './invoice-client.ts';

describe('likelyClients', () => {
  it.each([
    { parties: [], expected: [] },
    {
      parties: [
        { partner: 'shipper0000001', role: 'shipper' },
        { partner: 'consignee00001', role: 'consignee' },
      ],
      expected: ['consignee00001', 'shipper0000001'],
    },
    {
      parties: [
        { partner: 'notify00000001', role: 'notify' },
        { partner: 'shipper0000001', role: 'shipper' },
      ],
      expected: ['shipper0000001', 'notify00000001'],
    },
    {
      parties: [
        { partner: 'same0000000001', role: 'shipper' },
        { partner: 'same0000000001', role: 'consignee' },
      ],
      expected: ['same0000000001'],
    },
  ] as const)('orders $parties.length parties consignee first', ({ parties, expected }) => {
    expect(likelyClients(parties)).toEqual(expected);
  });
});
