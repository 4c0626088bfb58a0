import { describe, expect, it } from 'vitest';
import { isQuoteReady, newQuoteRequest, toQuoteQuery, type QuoteRequest } from './quote-request.ts';

const TODAY = '2026-11-22';

function request(overrides: Partial<QuoteRequest>): QuoteRequest {
  return { ...newQuoteRequest(TODAY), ...overrides };
}

describe('isQuoteReady', () => {
  it.each([
    { origin: '', destination: 'MXZLO', ready: false },
    { origin: 'CNSHA', destination: ' ', ready: false },
    { origin: 'ME', destination: 'MTY', ready: false },
    { origin: 'MEX', destination: 'MTY', ready: true },
    { origin: ' CNSHA ', destination: 'MXZLO', ready: true },
  ])('$origin → $destination: $ready', ({ origin, destination, ready }) => {
    expect(isQuoteReady(request({ origin, destination }))).toBe(ready);
  });
});

describe('toQuoteQuery', () => {
  it.each([
    {
      name: 'full container loads send their containers, blank counts as none',
      input: request({
        origin: 'CNSHA',
        destination: 'MXZLO',
        containers: [
          { type: '45G1', count: 2 },
          { type: '22G1', count: null },
        ],
      }),
      expected: {
        containers: [
          { type: '45G1', count: 2 },
          { type: '22G1', count: 0 },
        ],
        weightKg: 0,
        volumeM3: 0,
      },
    },
    {
      name: 'other modes leave containers out and send weight and volume',
      input: request({
        mode: 'AIR',
        origin: 'MEX',
        destination: 'MAD',
        weightKg: 350,
        volumeM3: 2.5,
      }),
      expected: { containers: [], weightKg: 350, volumeM3: 2.5 },
    },
    {
      name: 'blank weight and volume are zero',
      input: request({ mode: 'LCL', origin: 'CNSHA', destination: 'MXZLO' }),
      expected: { containers: [], weightKg: 0, volumeM3: 0 },
    },
  ])('$name', ({ input, expected }) => {
    expect(toQuoteQuery(input)).toEqual({
      kind: 'sell',
      mode: input.mode,
      origin: input.origin,
      destination: input.destination,
      cargoType: 'general',
      date: TODAY,
      ...expected,
    });
  });
});
