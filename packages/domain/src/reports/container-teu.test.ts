import { describe, expect, it } from 'vitest';
import { containersTeu, containerTeu } from './container-teu.ts';

describe('containerTeu', () => {
  it.each([
    ['22G1', 1],
    ['22R1', 1],
    ['42G1', 2],
    ['45G1', 2],
    ['45R1', 2],
    ['L5G1', 2],
    [' 45 g1 ', 2],
    ['40HC', 2],
    ['20GP', 1],
    ['45HC', 2],
    // Lengths other than 20, 40 and 45 ft, and unreadable types: one box, one TEU.
    ['12G1', 1],
    ['M5G1', 1],
    ['ZZZZ', 1],
    ['', 1],
  ])('%j → %i', (type, teu) => {
    expect(containerTeu(type)).toBe(teu);
  });
});

describe('containersTeu', () => {
  it.each<[string, unknown, unknown, number]>([
    ['not a list', undefined, '42G1', 0],
    ['empty list', [], '42G1', 0],
    ['mixed sizes', [{ type: '22G1' }, { type: '45G1' }, { type: 'L5G1' }], '', 5],
    ['a container without type takes the shipment type', [{ type: '' }, {}], '42G1', 4],
    ['no type anywhere counts 1 each', [{ type: ' ' }, { number: 'X' }], '', 2],
    ['items that are not objects are skipped', [null, 'MSCU1234565', 3, { type: '22G1' }], '', 1],
  ])('%s', (_name, containers, shipmentType, teu) => {
    expect(containersTeu(containers, shipmentType)).toBe(teu);
  });
});
