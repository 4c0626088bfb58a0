import { describe, expect, it } from 'vitest';
import { mergeSubList } from './merge-sub-list.ts';

const a = { id: 'a', text: 'first' };
const b = { id: 'b', text: 'second' };
const c = { id: 'c', text: 'mine' };
const d = { id: 'd', text: 'theirs' };

describe('mergeSubList', () => {
  it.each<[string, unknown, unknown, unknown, unknown[] | null]>([
    ['both added different items: theirs, then mine', [a], [a, c], [a, d], [a, d, c]],
    ['both added to an empty list', null, [c], [d], [d, c]],
    [
      'I changed one item, they another',
      [a, b],
      [{ ...a, text: 'A' }, b],
      [a, { ...b, text: 'B' }],
      [
        { ...a, text: 'A' },
        { ...b, text: 'B' },
      ],
    ],
    ['I removed one, they added one', [a, b], [b], [a, b, d], [b, d]],
    ['both removed the same item', [a, b], [a], [a], [a]],
    [
      'both made the same change',
      [a],
      [{ ...a, text: 'same' }, c],
      [{ ...a, text: 'same' }],
      [{ ...a, text: 'same' }, c],
    ],
    [
      'both changed one item differently',
      [a],
      [{ ...a, text: 'A1' }],
      [{ ...a, text: 'A2' }],
      null,
    ],
    ['I changed an item they removed', [a, b], [{ ...a, text: 'A' }, b], [b], null],
    ['items without ids', [{ text: 'x' }], [{ text: 'y' }], [{ text: 'z' }], null],
    ['repeated ids', [a], [a, a], [a, b], null],
    ['not lists', 'x', 'y', 'z', null],
    [
      'file names: both uploaded',
      ['f1'],
      ['f1', 'mine.pdf'],
      ['f1', 'theirs.pdf'],
      ['f1', 'theirs.pdf', 'mine.pdf'],
    ],
    [
      'file names: I removed one, they added one',
      ['f1', 'f2'],
      ['f2'],
      ['f1', 'f2', 'f3'],
      ['f2', 'f3'],
    ],
  ])('%s', (_name, base, mine, theirs, expected) => {
    expect(mergeSubList(base, mine, theirs)).toEqual(expected);
  });
});
