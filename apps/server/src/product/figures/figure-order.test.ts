import { describe, expect, it } from 'vitest';
import { byListOrder, type FigureEntry } from './figure-entry.ts';
import { reordered } from './figure-order.ts';

let seed = 11;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;

function entry(id: string, created: string): FigureEntry {
  return { id, created, updated: created } as FigureEntry;
}

const day = () =>
  `2026-0${1 + Math.floor(random() * 3)}-1${Math.floor(random() * 3)} 10:00:00.000Z`;

describe('reordered', () => {
  it('moves, adds and drops entries as a full sort would place them', () => {
    const entries = Array.from({ length: 300 }, (_, index) => entry(`id${index}`, day()));
    const ordered = [...entries].sort(byListOrder);
    const gone = ordered.filter((_, index) => index % 7 === 0);
    const moved = ordered.filter((_, index) => index % 11 === 1);
    const replaced: [FigureEntry | undefined, FigureEntry | undefined][] = [
      ...gone.map((old): [FigureEntry, undefined] => [old, undefined]),
      ...moved.map((old): [FigureEntry, FigureEntry] => [old, entry(old.id, day())]),
      ...Array.from({ length: 20 }, (_, index): [undefined, FigureEntry] => [
        undefined,
        entry(`new${index}`, day()),
      ]),
    ];
    const next = reordered(ordered, replaced);
    const expected = [
      ...ordered.filter((it) => !gone.includes(it) && !moved.includes(it)),
      ...replaced.flatMap(([, it]) => (it ? [it] : [])),
    ].sort(byListOrder);
    expect(next).toEqual(expected);
    expect(next.map((it) => it.id)).toEqual(expected.map((it) => it.id));
    expect(ordered).toHaveLength(300);
  });
});
