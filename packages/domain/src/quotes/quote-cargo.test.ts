import { describe, expect, it } from 'vitest';
import { laneCargo, quoteCargoMeasures, type QuoteCargoInput } from './quote-cargo.ts';

describe('quoteCargoMeasures', () => {
  it.each([
    [
      'air, volumetric wins: 10 × 120×80×100 cm = 9.6 m³ → 1,600 kg over 1,500 kg gross',
      {
        kind: 'air',
        pieces: [{ count: 10, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 150 }],
      },
      { pieces: 10, weightKg: 1500, volumeM3: 9.6, chargeableKg: 1600, containers: 0 },
    ],
    [
      'air, gross wins and is rounded up to the half kilogram',
      {
        kind: 'air',
        pieces: [
          { count: 2, lengthCm: 50, widthCm: 40, heightCm: 30, weightKg: 40.1 },
          { count: 1, lengthCm: 10, widthCm: 10, heightCm: 10, weightKg: 0.3 },
        ],
      },
      { pieces: 3, weightKg: 80.5, volumeM3: 0.121, chargeableKg: 80.5, containers: 0 },
    ],
    [
      'air, the 1:6000 rule on one small light box: 6,000 cm³ is 1 kg',
      {
        kind: 'air',
        pieces: [{ count: 1, lengthCm: 30, widthCm: 20, heightCm: 10, weightKg: 0.2 }],
      },
      { pieces: 1, weightKg: 0.2, volumeM3: 0.006, chargeableKg: 1, containers: 0 },
    ],
    [
      'fcl counts containers',
      {
        kind: 'fcl',
        containers: [
          { type: '40HC', count: 2 },
          { type: '20GP', count: 1 },
        ],
        weightKg: 30_000,
      },
      { pieces: 0, weightKg: 30_000, volumeM3: 0, chargeableKg: null, containers: 3 },
    ],
    [
      'lcl keeps volume to litres, negative weight counts 0',
      { kind: 'lcl', volumeM3: 2.34567, weightKg: -5 },
      { pieces: 0, weightKg: 0, volumeM3: 2.346, chargeableKg: null, containers: 0 },
    ],
  ] as const)('%s', (_, cargo, measures) => {
    expect(quoteCargoMeasures(cargo as QuoteCargoInput)).toEqual(measures);
  });
});

describe('laneCargo', () => {
  it.each([
    [{ kind: 'fcl', containers: [{ type: '40HC', count: 1 }] }, 'FCL'],
    [{ kind: 'lcl', volumeM3: 1, weightKg: 1 }, 'LCL'],
    [{ kind: 'air', pieces: [] }, 'AIR'],
    [{ kind: 'land', vehicle: 'Caja seca 53', full: true }, 'FTL'],
    [{ kind: 'land', vehicle: 'Camioneta 3.5 t', full: false, weightKg: 800 }, 'LTL'],
  ] as const)('%j prices as %s', (cargo, mode) => {
    expect(laneCargo(cargo as QuoteCargoInput).mode).toBe(mode);
  });
});
