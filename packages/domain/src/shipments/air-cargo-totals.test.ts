import { describe, expect, it } from 'vitest';
import { airCargoTotals, chargeableWeightKg } from './air-cargo-totals.ts';

describe('chargeableWeightKg', () => {
  it.each([
    ['gross wins (2 pallets 100×120×110 cm = 440 kg volumetric)', 1000, 2.64, 1000],
    ['volume wins', 100, 2.64, 440],
    ['1 m³ is 166.67 kg, rounded up to the half kilo', 0, 1, 167],
    ['half kilos are kept', 12.5, 0, 12.5],
    ['a gram over rounds up to the next half', 12.501, 0, 13],
    ['nothing', 0, 0, 0],
    ['negative inputs count 0', -5, -1, 0],
    ['not numbers count 0', Number.NaN, Number.POSITIVE_INFINITY, 0],
  ])('%s', (_name, grossKg, volumeM3, expected) => {
    expect(chargeableWeightKg({ grossKg, volumeM3 })).toBe(expected);
  });
});

describe('airCargoTotals', () => {
  it.each<[string, unknown[], unknown[], ReturnType<typeof airCargoTotals>]>([
    ['nothing', [], [], { pieces: 0, grossKg: 0, volumeM3: 0, chargeableKg: 0 }],
    [
      'ULDs bring their pieces, weight and volume',
      [
        { id: 'u1', uldNumber: 'AKE12345DL', type: 'AKE', pieces: 20, weightKg: 800, volumeM3: 4 },
        { id: 'u2', uldNumber: 'PMC12345DL', type: 'PMC', pieces: 5, weightKg: 300 },
      ],
      [],
      { pieces: 25, grossKg: 1100, volumeM3: 4, chargeableKg: 1100 },
    ],
    [
      'loose items: dimensions per piece, weight per line',
      [],
      [
        {
          id: 'l1',
          description: 'Pallets',
          pieces: 2,
          lengthCm: 100,
          widthCm: 120,
          heightCm: 110,
          weightKg: 300,
        },
      ],
      { pieces: 2, grossKg: 300, volumeM3: 2.64, chargeableKg: 440 },
    ],
    [
      'ULDs and loose items together, chargeable on the whole',
      [{ id: 'u1', pieces: 1, weightKg: 100, volumeM3: 1 }],
      [{ id: 'l1', pieces: 1, lengthCm: 100, widthCm: 100, heightCm: 100, weightKg: 50 }],
      { pieces: 2, grossKg: 150, volumeM3: 2, chargeableKg: 333.5 },
    ],
    [
      'a missing piece count is one piece of volume and no pieces',
      [],
      [{ id: 'l1', lengthCm: 50, widthCm: 40, heightCm: 30, weightKg: 10 }],
      { pieces: 0, grossKg: 10, volumeM3: 0.06, chargeableKg: 10 },
    ],
    [
      'a stated volume wins over dimensions',
      [],
      [{ id: 'l1', pieces: 3, lengthCm: 100, widthCm: 100, heightCm: 100, volumeM3: 0.5 }],
      { pieces: 3, grossKg: 0, volumeM3: 0.5, chargeableKg: 83.5 },
    ],
    [
      'demo-style dimension text',
      [],
      [{ id: 'l1', pieces: 2, weightKg: 5, dimensionsCm: '50x40x30' }],
      { pieces: 2, grossKg: 5, volumeM3: 0.12, chargeableKg: 20 },
    ],
    [
      'text numbers, blanks and junk items',
      [{ id: 'u1', pieces: '3', weightKg: '12,5', volumeM3: '' }, null, 'AKE'],
      [{ id: 'l1', pieces: 'two', weightKg: undefined }],
      { pieces: 3, grossKg: 12.5, volumeM3: 0, chargeableKg: 12.5 },
    ],
  ])('%s', (_name, ulds, loose, expected) => {
    expect(airCargoTotals(ulds, loose)).toEqual(expected);
  });

  it('reads a list that is not an array as empty', () => {
    expect(airCargoTotals(null as unknown as unknown[], {} as unknown as unknown[])).toEqual({
      pieces: 0,
      grossKg: 0,
      volumeM3: 0,
      chargeableKg: 0,
    });
  });
});
