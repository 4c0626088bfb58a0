import { describe, expect, it } from 'vitest';
import { quoteQuantity, teuOfContainerType, type QuoteCargo } from './quote-quantity.ts';
import type { Tariff } from './tariff-types.ts';

const cargo = (change: Partial<QuoteCargo> = {}): QuoteCargo => ({
  mode: 'FCL',
  containers: [],
  weightKg: 0,
  volumeM3: 0,
  ...change,
});
const line = (basis: Tariff['basis'], containerType = '') => ({ basis, containerType });

describe('quoteQuantity', () => {
  it.each<[string, ReturnType<typeof line>, QuoteCargo, ReturnType<typeof quoteQuantity>]>([
    ['per shipment', line('shipment'), cargo(), { quantity: 1 }],
    [
      'per container of the type',
      line('container', '45G1'),
      cargo({
        containers: [
          { type: '45G1', count: 2 },
          { type: '22G1', count: 3 },
        ],
      }),
      { quantity: 2 },
    ],
    [
      'per container, trade names on both sides',
      line('container', '40HC'),
      cargo({
        containers: [
          { type: '40hc', count: 1 },
          { type: '45G1', count: 2 },
        ],
      }),
      { quantity: 3 },
    ],
    [
      'per container, none of the type',
      line('container', '22G1'),
      cargo({ containers: [{ type: '45G1', count: 2 }] }),
      { skipped: 'noMatchingContainer' },
    ],
    [
      'per container, bad counts ignored',
      line('container', '22G1'),
      cargo({
        containers: [
          { type: '22G1', count: -1 },
          { type: '22G1', count: 1.5 },
        ],
      }),
      { skipped: 'noMatchingContainer' },
    ],
    [
      'per TEU',
      line('teu'),
      cargo({
        containers: [
          { type: '22G1', count: 3 },
          { type: '45G1', count: 2 },
          { type: 'L5G1', count: 1 },
        ],
      }),
      { quantity: 9 },
    ],
    ['per TEU, no containers', line('teu'), cargo(), { skipped: 'noContainers' }],
    [
      'per kg on air, volumetric wins',
      line('kg'),
      cargo({ mode: 'AIR', weightKg: 300, volumeM3: 2.5 }),
      { quantity: 417 },
    ],
    [
      'per kg on air, gross wins',
      line('kg'),
      cargo({ mode: 'AIR', weightKg: 1000.2, volumeM3: 2.64 }),
      { quantity: 1000.5 },
    ],
    [
      'per kg on land, gross weight',
      line('kg'),
      cargo({ mode: 'LTL', weightKg: 1250, volumeM3: 20 }),
      { quantity: 1250 },
    ],
    [
      'per kg without weight',
      line('kg'),
      cargo({ mode: 'LTL', volumeM3: 3 }),
      { skipped: 'noWeight' },
    ],
    ['per CBM', line('cbm'), cargo({ mode: 'LCL', volumeM3: 4.2 }), { quantity: 4.2 }],
    [
      'per CBM without volume',
      line('cbm'),
      cargo({ mode: 'LCL', weightKg: 500 }),
      { skipped: 'noVolume' },
    ],
    [
      'W/M, measure wins',
      line('wm'),
      cargo({ mode: 'LCL', weightKg: 2500, volumeM3: 3.2 }),
      { quantity: 3.2 },
    ],
    [
      'W/M, weight wins',
      line('wm'),
      cargo({ mode: 'LCL', weightKg: 4800, volumeM3: 3.2 }),
      { quantity: 4.8 },
    ],
    [
      'W/M without cargo',
      line('wm'),
      cargo({ mode: 'LCL', weightKg: Number.NaN }),
      { skipped: 'noCargo' },
    ],
  ])('%s', (_name, tariff, asked, expected) => {
    expect(quoteQuantity(tariff, asked)).toEqual(expected);
  });
});

describe('teuOfContainerType', () => {
  it.each([
    ['22G1', 1],
    ['22R1', 1],
    ['42G1', 2],
    ['45G1', 2],
    ['L5G1', 2],
    ['20GP', 1],
    ['40HC', 2],
    ['', 0],
    ['X', 0],
  ])('%s is %i TEU', (code, teu) => {
    expect(teuOfContainerType(code)).toBe(teu);
  });
});
