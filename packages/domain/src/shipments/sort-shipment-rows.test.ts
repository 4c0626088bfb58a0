import { describe, expect, it } from 'vitest';
import { listRow } from './shipment-row-fixtures.ts';
import { sortShipmentRows, textSortKey, type ShipmentSortKey } from './sort-shipment-rows.ts';

const milestone = (estimatedAt: string) => ({ key: 'pickup' as const, estimatedAt });

const rows = [
  listRow({
    id: 'a',
    code: 'OCN20269999',
    reference: 'PO-10',
    client: 'Zapata',
    origin: 'Veracruz',
    status: 'In progress',
    nextMilestone: milestone('2026-03-02T00:00:00.000Z'),
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
  }),
  listRow({
    id: 'b',
    code: 'OCN202610000',
    reference: 'po-9',
    client: 'Ágil Carga',
    origin: 'Manzanillo',
    status: 'Finished',
    nextMilestone: null,
    createdAt: '2026-02-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }),
  listRow({
    id: 'c',
    code: 'OCN20260001',
    reference: '',
    client: 'bajío',
    origin: 'Lázaro Cárdenas',
    status: 'In creation',
    nextMilestone: milestone('2026-03-01T00:00:00.000Z'),
    createdAt: '',
    updatedAt: '2026-02-01T00:00:00.000Z',
  }),
];

function ids(key: ShipmentSortKey, direction: 'asc' | 'desc'): string[] {
  return sortShipmentRows(rows, key, direction).map((row) => row.id);
}

describe('sortShipmentRows', () => {
  it.each<[ShipmentSortKey, string[]]>([
    ['code', ['c', 'a', 'b']],
    ['reference', ['b', 'a', 'c']],
    ['client', ['b', 'c', 'a']],
    ['origin', ['c', 'b', 'a']],
    ['status', ['b', 'c', 'a']],
    ['nextMilestone', ['c', 'a', 'b']],
    ['updatedAt', ['b', 'c', 'a']],
    ['createdAt', ['a', 'b', 'c']],
  ])('by %s, ascending', (key, expected) => {
    expect(ids(key, 'asc')).toEqual(expected);
  });

  it.each<[ShipmentSortKey, string[]]>([
    ['code', ['b', 'a', 'c']],
    ['reference', ['a', 'b', 'c']],
    ['nextMilestone', ['a', 'c', 'b']],
    ['createdAt', ['b', 'a', 'c']],
  ])('by %s, descending, blanks still last', (key, expected) => {
    expect(ids(key, 'desc')).toEqual(expected);
  });

  it('breaks ties newest first, then by id', () => {
    const tied = [
      listRow({ id: 'y', status: 'Draft', createdAt: '2026-01-01T00:00:00.000Z' }),
      listRow({ id: 'x', status: 'draft', createdAt: '2026-01-01T00:00:00.000Z' }),
      listRow({ id: 'z', status: 'Draft', createdAt: '2026-02-01T00:00:00.000Z' }),
    ];
    expect(sortShipmentRows(tied, 'status', 'asc').map((row) => row.id)).toEqual(['z', 'x', 'y']);
    expect(sortShipmentRows(tied, 'status', 'desc').map((row) => row.id)).toEqual(['z', 'x', 'y']);
  });

  it('returns a new array and leaves the input order alone', () => {
    const before = rows.map((row) => row.id);
    const sorted = sortShipmentRows(rows, 'code', 'asc');
    expect(sorted).not.toBe(rows);
    expect(rows.map((row) => row.id)).toEqual(before);
  });

  it('sorts an empty list', () => {
    expect(sortShipmentRows([], 'code', 'asc')).toEqual([]);
  });
});

describe('textSortKey', () => {
  it.each([
    ['OCN20269999', 'ocn0000000020269999'],
    ['PO-9', 'po-0000000000000009'],
    ['Ágil', 'agil'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(textSortKey(text)).toBe(expected);
  });
});
