import { describe, expect, it } from 'vitest';
import { jsonChanges } from './json-changes.ts';
import type { HistoryChange } from './history-types.ts';

describe('jsonChanges', () => {
  it.each<[string, unknown, unknown, HistoryChange[]]>([
    ['equal values', { a: 1 }, { a: 1 }, []],
    [
      'a member of an object',
      { a: 1, b: 2 },
      { a: 1, b: 3 },
      [{ field: 'f', path: ['b'], before: 2, after: 3 }],
    ],
    [
      'a nested member',
      { a: { b: 'x' } },
      { a: { b: 'y' } },
      [{ field: 'f', path: ['a', 'b'], before: 'x', after: 'y' }],
    ],
    ['a list without ids, whole', [1, 2], [1, 3], [{ field: 'f', before: [1, 2], after: [1, 3] }]],
    [
      'a leg of an itinerary without ids, by position, named by its vessel',
      [
        { vessel: 'MSC ANNA', eta: 'a' },
        { vessel: 'X', eta: 'b' },
      ],
      [
        { vessel: 'MSC ANNA', eta: 'c' },
        { vessel: 'X', eta: 'b' },
      ],
      [{ field: 'f', path: ['#0', 'eta'], item: 'MSC ANNA', before: 'a', after: 'c' }],
    ],
    [
      'objects without ids whose list grew, whole',
      [{ eta: 'a' }],
      [{ eta: 'a' }, { eta: 'b' }],
      [{ field: 'f', before: [{ eta: 'a' }], after: [{ eta: 'a' }, { eta: 'b' }] }],
    ],
    [
      'the first item of an empty list',
      null,
      [{ id: 'r1', concept: 'Flete' }],
      [
        {
          field: 'f',
          path: ['r1'],
          item: 'Flete',
          before: null,
          after: { id: 'r1', concept: 'Flete' },
        },
      ],
    ],
    [
      "an item's member, labelled by the item as it was",
      [{ id: 'r1', concept: 'Flete', amount: 10 }],
      [{ id: 'r1', concept: 'Flete marítimo', amount: 10 }],
      [
        {
          field: 'f',
          path: ['r1', 'concept'],
          item: 'Flete',
          before: 'Flete',
          after: 'Flete marítimo',
        },
      ],
    ],
    [
      'items with repeated ids, whole',
      [{ id: 'a' }, { id: 'a' }],
      [{ id: 'a' }],
      [{ field: 'f', before: [{ id: 'a' }, { id: 'a' }], after: [{ id: 'a' }] }],
    ],
    ['a type change, whole', { a: 1 }, 'text', [{ field: 'f', before: { a: 1 }, after: 'text' }]],
  ])('%s', (_, before, after, expected) => {
    expect(jsonChanges('f', before, after)).toEqual(expected);
  });
});
