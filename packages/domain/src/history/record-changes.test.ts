import { describe, expect, it } from 'vitest';
import { recordChanges, type HistoryField } from './record-changes.ts';
import type { HistoryChange } from './history-types.ts';

const FIELDS: HistoryField[] = [
  { name: 'vessel', type: 'text' },
  { name: 'pickupEstimated', type: 'date' },
  { name: 'containersList', type: 'json' },
  { name: 'documentFiles', type: 'file' },
  { name: 'passwordHash', type: 'text' },
  { name: 'searchText', type: 'text' },
];
const secret = new Set(['passwordHash']);
const ignored = new Set(['searchText']);
const box = (id: string, number: string, seal = 'S1') => ({ id, number, seal });
const base = {
  vessel: 'Ever Given',
  pickupEstimated: '2026-03-12 10:00:00.000Z',
  containersList: [box('c1', 'MSCU1234565'), box('c2', 'TGHU7654321')],
  documentFiles: ['bl_ab12.pdf'],
  passwordHash: 'hash-1',
  searchText: 'ever given',
};

const changesOf = (after: Record<string, unknown>, before: Record<string, unknown> | null = base) =>
  recordChanges({ fields: FIELDS, before, after, secret, ignored });

describe('recordChanges', () => {
  it.each<[string, Record<string, unknown>, HistoryChange[]]>([
    ['nothing changed', { ...base }, []],
    ['an ignored field changed', { ...base, searchText: 'x' }, []],
    [
      'the same instant written another way is no change',
      { ...base, pickupEstimated: '2026-03-12T10:00:00.000Z' },
      [],
    ],
    [
      'a text field',
      { ...base, vessel: 'Ever Ace' },
      [{ field: 'vessel', before: 'Ever Given', after: 'Ever Ace' }],
    ],
    [
      'a date cleared',
      { ...base, pickupEstimated: '' },
      [{ field: 'pickupEstimated', before: '2026-03-12 10:00:00.000Z', after: null }],
    ],
    [
      "a container's number, by path",
      { ...base, containersList: [box('c1', 'MSCU1234565'), box('c2', 'TGHU1111114')] },
      [
        {
          field: 'containersList',
          path: ['c2', 'number'],
          item: 'TGHU7654321',
          before: 'TGHU7654321',
          after: 'TGHU1111114',
        },
      ],
    ],
    [
      'a container removed and one added',
      { ...base, containersList: [box('c1', 'MSCU1234565'), box('c3', 'CAIU0000001')] },
      [
        {
          field: 'containersList',
          path: ['c2'],
          item: 'TGHU7654321',
          before: box('c2', 'TGHU7654321'),
          after: null,
        },
        {
          field: 'containersList',
          path: ['c3'],
          item: 'CAIU0000001',
          before: null,
          after: box('c3', 'CAIU0000001'),
        },
      ],
    ],
    [
      'containers only reordered (order is not a change of any item)',
      { ...base, containersList: [...base.containersList].reverse() },
      [],
    ],
    [
      'a file added',
      { ...base, documentFiles: ['bl_ab12.pdf', 'invoice_cd34.pdf'] },
      [
        {
          field: 'documentFiles',
          before: ['bl_ab12.pdf'],
          after: ['bl_ab12.pdf', 'invoice_cd34.pdf'],
          added: ['invoice_cd34.pdf'],
          removed: [],
        },
      ],
    ],
    [
      'a password changed: only the fact',
      { ...base, passwordHash: 'hash-2' },
      [{ field: 'passwordHash', before: null, after: null, secret: true }],
    ],
  ])('%s', (_, after, expected) => {
    expect(changesOf(after)).toEqual(expected);
  });

  it('a create lists the fields it set, JSON whole and secrets bare', () => {
    expect(
      changesOf({ vessel: 'Ever Ace', containersList: [box('c1', 'X')], passwordHash: 'h' }, null),
    ).toEqual([
      { field: 'vessel', before: null, after: 'Ever Ace' },
      { field: 'containersList', before: null, after: [box('c1', 'X')] },
      { field: 'passwordHash', before: null, after: null, secret: true },
    ]);
  });
});
