import { describe, expect, it } from 'vitest';
import {
  filterShipmentRows,
  shipmentFilterOptions,
  type ShipmentListFilter,
} from './filter-shipment-rows.ts';
import { listRow } from './shipment-row-fixtures.ts';

const rows = [
  listRow({
    id: 'a',
    code: 'OCN20260001',
    shipper: 'Cerámica Peñasco',
    client: 'Importadora del Bajío',
    origin: 'Manzanillo',
    status: 'In progress',
    priority: 'High',
    createdAt: '2026-03-10T05:59:59.999Z', // 9 March, 23:59:59 in Mexico City (UTC−6)
  }),
  listRow({
    id: 'b',
    code: 'OCN20260002',
    shipper: 'Textiles Lázaro',
    client: 'Acme',
    origin: 'Veracruz',
    status: 'In creation',
    priority: 'Normal',
    createdAt: '2026-03-10T06:00:00.000Z', // 10 March, 00:00
  }),
  listRow({
    id: 'c',
    code: 'OCN20260003',
    shipper: 'Ceramica Norte',
    client: 'ACME',
    origin: 'Manzanillo',
    status: 'Finished',
    createdAt: '2026-03-11T05:59:59.999Z', // 10 March, 23:59:59.999
  }),
  listRow({ id: 'd', code: 'OCN20260004', client: 'Acmé', status: 'In progress' }),
];

function ids(filter: ShipmentListFilter): string[] {
  return filterShipmentRows(rows, filter).map((row) => row.id);
}

describe('filterShipmentRows', () => {
  it.each<[string, ShipmentListFilter, string[]]>([
    ['no criteria', {}, ['a', 'b', 'c', 'd']],
    [
      'blank criteria',
      { search: '  ', statuses: [], priorities: [], client: '' },
      ['a', 'b', 'c', 'd'],
    ],
    ['search without accents finds accented text', { search: 'ceramica' }, ['a', 'c']],
    ['search with accents finds plain text', { search: 'CERÁMICA norte' }, ['c']],
    ['every word must appear', { search: 'ceramica manzanillo penasco' }, ['a']],
    ['words in any field, any order', { search: 'manzanillo 0003' }, ['c']],
    ['search without a match', { search: 'zzz' }, []],
    ['one status', { statuses: ['In progress'] }, ['a', 'd']],
    ['several statuses, any case', { statuses: ['in creation', 'FINISHED'] }, ['b', 'c']],
    ['rows without a priority', { priorities: [''] }, ['c', 'd']],
    ['priority and status together', { priorities: ['High'], statuses: ['In progress'] }, ['a']],
    ['client, ignoring case and accents', { client: 'acme' }, ['b', 'c', 'd']],
    ['client is matched whole, not in part', { client: 'Acm' }, []],
    [
      'a day includes all of it in Mexico City time',
      { dateFrom: '2026-03-10', dateTo: '2026-03-10' },
      ['b', 'c'],
    ],
    ['from a day on', { dateFrom: '2026-03-10' }, ['b', 'c']],
    ['up to a day', { dateTo: '2026-03-09' }, ['a']],
    ['a date-time bound is the instant itself', { dateTo: '2026-03-10T06:00:00Z' }, ['a', 'b']],
    ['an unreadable bound is ignored', { dateFrom: 'last week' }, ['a', 'b', 'c', 'd']],
    ['an impossible date is ignored', { dateFrom: '2026-02-30' }, ['a', 'b', 'c', 'd']],
    ['an inverted range selects nothing', { dateFrom: '2026-03-11', dateTo: '2026-03-09' }, []],
  ])('%s', (_name, filter, expected) => {
    expect(ids(filter)).toEqual(expected);
  });

  it('leaves the rows it was given untouched', () => {
    const before = rows.map((row) => row.id);
    filterShipmentRows(rows, { search: 'acme' });
    expect(rows.map((row) => row.id)).toEqual(before);
  });
});

describe('shipmentFilterOptions', () => {
  it('lists the distinct values, sorted, without blanks, once per folded value', () => {
    expect(shipmentFilterOptions(rows)).toEqual({
      statuses: ['Finished', 'In creation', 'In progress'],
      priorities: ['High', 'Normal'],
      clients: ['Acme', 'Importadora del Bajío'],
    });
  });

  it('gives empty lists for no rows', () => {
    expect(shipmentFilterOptions([])).toEqual({ statuses: [], priorities: [], clients: [] });
  });
});
