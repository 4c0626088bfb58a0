import { describe, expect, it } from 'vitest';
import { KeptWhileUnchanged } from './kept-while-unchanged.ts';

// Values kept across requests while the database's change mark stands still (decision 069).
type Step =
  ['set', string, number | null, string] | ['get', string, number | null, string | undefined];

const CASES: { name: string; steps: Step[] }[] = [
  {
    name: 'serves a value at the mark it was read after',
    steps: [
      ['set', 'a', 3, 'A'],
      ['get', 'a', 3, 'A'],
    ],
  },
  {
    name: 'serves nothing once the mark has moved',
    steps: [
      ['set', 'a', 3, 'A'],
      ['get', 'a', 4, undefined],
    ],
  },
  {
    name: 'drops everything kept under an older mark when a newer read is kept',
    steps: [
      ['set', 'a', 3, 'A'],
      ['set', 'b', 4, 'B'],
      ['get', 'a', 4, undefined],
      ['get', 'b', 4, 'B'],
    ],
  },
  {
    name: 'drops a value read before a change that another read has already seen',
    steps: [
      ['set', 'b', 4, 'B'],
      ['set', 'a', 3, 'stale'],
      ['get', 'a', 4, undefined],
      ['get', 'a', 3, undefined],
    ],
  },
  {
    name: 'keeps and serves nothing where the engine cannot tell (null mark)',
    steps: [
      ['set', 'a', null, 'A'],
      ['get', 'a', null, undefined],
      ['set', 'a', 1, 'A'],
      ['get', 'a', null, undefined],
    ],
  },
  {
    name: 'starts over when full',
    steps: [
      ['set', 'a', 1, 'A'],
      ['set', 'b', 1, 'B'],
      ['set', 'c', 1, 'C'],
      ['get', 'a', 1, undefined],
      ['get', 'c', 1, 'C'],
    ],
  },
];

// Weighed by length with a limit of 4: the summed weight, not the count, bounds the store.
const WEIGHED_CASES: { name: string; steps: Step[] }[] = [
  {
    name: 'keeps values while their weights fit',
    steps: [
      ['set', 'a', 1, 'AA'],
      ['set', 'b', 1, 'BB'],
      ['get', 'a', 1, 'AA'],
      ['get', 'b', 1, 'BB'],
    ],
  },
  {
    name: 'starts over when a value would pass the limit',
    steps: [
      ['set', 'a', 1, 'AAA'],
      ['set', 'b', 1, 'BB'],
      ['get', 'a', 1, undefined],
      ['get', 'b', 1, 'BB'],
    ],
  },
  {
    name: 'never keeps a value heavier than the limit, and keeps the others',
    steps: [
      ['set', 'a', 1, 'AA'],
      ['set', 'b', 1, 'BBBBB'],
      ['get', 'a', 1, 'AA'],
      ['get', 'b', 1, undefined],
    ],
  },
  {
    name: 'counts a replaced value once',
    steps: [
      ['set', 'a', 1, 'AA'],
      ['set', 'a', 1, 'AA'],
      ['set', 'b', 1, 'BB'],
      ['get', 'a', 1, 'AA'],
      ['get', 'b', 1, 'BB'],
    ],
  },
];

function play(kept: KeptWhileUnchanged<string>, steps: Step[]): void {
  for (const [action, key, mark, value] of steps) {
    if (action === 'set') kept.set(key, mark, value!);
    else expect(kept.get(key, mark)).toBe(value);
  }
}

describe('KeptWhileUnchanged', () => {
  it.each(CASES)('$name', ({ steps }) => play(new KeptWhileUnchanged<string>(2), steps));

  it.each(WEIGHED_CASES)('weighed: $name', ({ steps }) =>
    play(new KeptWhileUnchanged<string>(4, (value) => value.length), steps),
  );
});
