import { describe, expect, it } from 'vitest';
import { planUndo, putAt, valueAt } from './undo-changes.ts';
import type { HistoryChange } from './history-types.ts';

const box = (id: string, number: string) => ({ id, number });

describe('planUndo', () => {
  it.each<[string, HistoryChange[], Record<string, unknown>, Record<string, unknown>, number]>([
    [
      'a plain field back',
      [{ field: 'vessel', before: 'Ever Given', after: 'Ever Ace' }],
      { vessel: 'Ever Ace' },
      { vessel: 'Ever Given' },
      0,
    ],
    [
      'a field a colleague changed later is overtaken',
      [{ field: 'vessel', before: 'Ever Given', after: 'Ever Ace' }],
      { vessel: 'Ever Apex' },
      { vessel: 'Ever Given' },
      1,
    ],
    [
      "a container's number back, the other containers kept",
      [{ field: 'containersList', path: ['c2', 'number'], before: 'OLD', after: 'NEW' }],
      { containersList: [box('c1', 'A'), box('c2', 'NEW'), box('c3', 'C')] },
      { containersList: [box('c1', 'A'), box('c2', 'OLD'), box('c3', 'C')] },
      0,
    ],
    [
      'an added container goes, a removed one comes back',
      [
        { field: 'containersList', path: ['c3'], before: null, after: box('c3', 'C') },
        { field: 'containersList', path: ['c2'], before: box('c2', 'B'), after: null },
      ],
      { containersList: [box('c1', 'A'), box('c3', 'C')] },
      { containersList: [box('c1', 'A'), box('c2', 'B')] },
      0,
    ],
    [
      'secrets and files are left out',
      [
        { field: 'passwordHash', before: null, after: null, secret: true },
        { field: 'documentFiles', before: null, after: ['a.pdf'], added: ['a.pdf'], removed: [] },
      ],
      {},
      {},
      0,
    ],
  ])('%s', (_, changes, current, patch, overtaken) => {
    const plan = planUndo(changes, current);
    expect(plan.patch).toEqual(patch);
    expect(plan.overtaken).toHaveLength(overtaken);
  });

  it('reads and writes values by path', () => {
    const list = [box('c1', 'A')];
    expect(valueAt(list, ['c1', 'number'])).toBe('A');
    expect(valueAt(list, ['zz', 'number'])).toBeUndefined();
    expect(putAt({ a: { b: 1 } }, ['a', 'b'], 2)).toEqual({ a: { b: 2 } });
    expect(putAt(null, ['c1'], box('c1', 'A'))).toEqual([box('c1', 'A')]);
    // Items without ids are reached by position (`#n`).
    const legs = [{ eta: 'a' }, { eta: 'b' }];
    expect(valueAt(legs, ['#1', 'eta'])).toBe('b');
    expect(valueAt(legs, ['#2', 'eta'])).toBeUndefined();
    expect(putAt(legs, ['#1', 'eta'], 'c')).toEqual([{ eta: 'a' }, { eta: 'c' }]);
  });
});
