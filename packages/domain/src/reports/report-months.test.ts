import { describe, expect, it } from 'vitest';
import { makeFact, money } from './report-fact-fixtures.ts';
import { MonthTally } from './report-months.ts';

const months = (zone: string, dates: string[]) => {
  const tally = new MonthTally(zone);
  dates.forEach((date, index) => tally.add(date, makeFact({ id: `f${index}` }), []));
  return tally.buckets().map((bucket) => `${bucket.key}:${bucket.shipmentIds.join(',')}`);
};

describe('MonthTally', () => {
  it.each<[string, string, string[], string[]]>([
    ['no dated facts', 'Etc/GMT+6', ['', ''], []],
    ['one month', 'Etc/GMT+6', ['2026-05-10T12:00:00.000Z'], ['2026-05:f0']],
    [
      'time-zone edge: still February in Mexico City',
      'America/Mexico_City',
      ['2026-03-01T03:00:00.000Z', '2026-03-01T06:00:00.000Z'],
      ['2026-02:f0', '2026-03:f1'],
    ],
    [
      'gaps are filled, across the year, in any input order',
      'Etc/GMT+6',
      ['2027-01-31T12:00:00.000Z', '', '2026-10-01T12:00:00.000Z'],
      ['2026-10:f2', '2026-11:', '2026-12:', '2027-01:f0'],
    ],
    [
      'the first instant of a month belongs to it',
      'UTC',
      ['2026-01-31T23:59:59.999Z', '2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
      ['2026-01:f0', '2026-02:f1', '2026-03:f2'],
    ],
  ])('%s', (_name, zone, dates, expected) => {
    expect(months(zone, dates)).toEqual(expected);
  });

  it('sums profit per currency and counts modes', () => {
    const tally = new MonthTally('UTC');
    tally.add('2026-01-02T00:00:00.000Z', makeFact({ id: 'a', mode: 'air' }), [money('USD', 5, 2)]);
    tally.add('2026-01-03T00:00:00.000Z', makeFact({ id: 'b' }), [money('USD', 1, 2)]);
    expect(tally.buckets()).toEqual([
      {
        key: '2026-01',
        label: '2026-01',
        shipments: 2,
        byMode: { ocean: 1, air: 1, land: 0 },
        profit: { USD: 2 },
        shipmentIds: ['a', 'b'],
      },
    ]);
  });
});
