import { describe, expect, it } from 'vitest';
import { BucketGroups, LaneGroups, ratio } from './report-buckets.ts';
import { makeFact, money } from './report-fact-fixtures.ts';

describe('ratio', () => {
  it.each<[number, number, number | null]>([
    [1, 3, 0.3333],
    [2, 3, 0.6667],
    [270.15, 1350.3, 0.2001],
    [-50.5, 100, -0.505],
    [0, 5, 0],
    [5, 0, null],
    [0, 0, null],
  ])('%d / %d → %s', (part, whole, expected) => {
    expect(ratio(part, whole)).toBe(expected);
  });
});

describe('BucketGroups', () => {
  const groups = new BucketGroups();
  const add = (value: string, id: string, mode: 'ocean' | 'air' | 'land') =>
    groups.add(value, makeFact({ id, mode }), [money('USD', 10, 4)]);
  add('Beta', '1', 'air');
  add('Álamo', '2', 'land');
  add('BETA', '3', 'ocean');
  add('Zeta', '4', 'ocean');
  add('', '5', 'land');

  it.each<[string, number, string[]]>([
    ['all, most first, ties alphabetical', Infinity, ['Beta', '', 'Álamo', 'Zeta']],
    ['the top two', 2, ['Beta', '']],
    ['none', 0, []],
    ['a negative limit is none', -3, []],
  ])('%s', (_name, limit, keys) => {
    expect(groups.ranked(limit).map((bucket) => bucket.key)).toEqual(keys);
  });

  it('keeps the first spelling and adds counts, modes and profit', () => {
    expect(groups.ranked(1)[0]).toEqual({
      key: 'Beta',
      label: 'Beta',
      shipments: 2,
      byMode: { ocean: 1, air: 1, land: 0 },
      profit: { USD: 12 },
      shipmentIds: ['1', '3'],
    });
  });
});

describe('LaneGroups', () => {
  it.each<[string, [string, string][], [string, string, number][]]>([
    [
      'one lane whatever the case, labelled as first seen',
      [
        ['Veracruz', 'Houston'],
        ['VERACRUZ', 'houston'],
        ['Veracruz', 'Houston'],
      ],
      [['VERACRUZ→HOUSTON', 'Veracruz → Houston', 3]],
    ],
    [
      'a missing end is no lane',
      [
        ['Veracruz', ''],
        ['', 'Houston'],
        ['', ''],
        ['MEX', 'LAX'],
      ],
      [
        ['', '', 3],
        ['MEX→LAX', 'MEX → LAX', 1],
      ],
    ],
  ])('%s', (_name, places, expected) => {
    const lanes = new LaneGroups();
    places.forEach(([origin, destination], index) =>
      lanes.add(origin, destination, makeFact({ id: String(index) }), []),
    );
    expect(lanes.ranked().map((lane) => [lane.key, lane.label, lane.shipments])).toEqual(expected);
  });
});
