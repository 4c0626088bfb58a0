import { describe, expect, it } from 'vitest';
import { makeFact, money } from './report-fact-fixtures.ts';
import { reportFilterOptions, type ReportFilterOptions } from './report-filter-options.ts';
import type { ReportFact } from './report-types.ts';

describe('reportFilterOptions', () => {
  it.each<[string, ReportFact[], ReportFilterOptions]>([
    [
      'nothing to offer',
      [makeFact({ id: 'a' })],
      { clients: [], carriers: [], statuses: [], currencies: [], directions: [] },
    ],
    [
      'distinct values in Spanish order, first spelling wins',
      [
        makeFact({
          id: 'a',
          client: 'Óptica Zamora',
          carrier: 'maersk',
          status: 'In progress',
          direction: 'import',
          money: [money('USD', 1, 0), money('MXN', 0, 1)],
        }),
        makeFact({
          id: 'b',
          client: 'ñandú Textil',
          carrier: 'Maersk',
          status: 'in progress',
          direction: 'export',
          money: [money('USD', 2, 0), money('', 0, 1)],
        }),
        makeFact({
          id: 'c',
          client: 'Nogales Trading',
          carrier: 'CMA CGM',
          status: 'Finished',
          direction: 'domestic',
          money: [money('EUR', 1, 0)],
        }),
        makeFact({ id: 'd', client: 'ÓPTICA ZAMORA', carrier: ' ' }),
        makeFact({ id: 'e', client: 'Ómnibus', direction: 'import' }),
      ],
      {
        // Ñ sorts after N; accented Ó with O.
        clients: ['Nogales Trading', 'ñandú Textil', 'Ómnibus', 'Óptica Zamora'],
        carriers: ['CMA CGM', 'maersk'],
        statuses: ['Finished', 'In progress'],
        currencies: ['EUR', 'MXN', 'USD'],
        directions: ['domestic', 'export', 'import'],
      },
    ],
  ])('%s', (_name, facts, expected) => {
    expect(reportFilterOptions(facts)).toEqual(expected);
  });
});
