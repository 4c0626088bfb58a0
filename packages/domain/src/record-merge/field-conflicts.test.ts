import { describe, expect, it } from 'vitest';
import { mergeFieldChanges, fieldConflicts } from './field-conflicts.ts';

const base = {
  id: 'rec1',
  updated: '2026-03-01 10:00:00.000Z',
  updatedBy: 'u1',
  payload: { vessel: 'Ever Given' },
  vessel: 'Ever Given',
  voyage: '117N',
  carrier: 'Evergreen',
  notes: '',
  pickupEstimated: '2026-03-10 14:00:00.000Z',
  comments: [{ id: 'k1', text: 'Booked' }],
  containersList: [{ id: 'c1', number: 'EGHU4450143', seal: 'S1' }],
};

describe('fieldConflicts', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>, string[]]>([
    ['nobody changed anything', base, base, []],
    ['only I changed a field', { ...base, vessel: 'Ever Ace' }, base, []],
    ['only they changed a field', base, { ...base, vessel: 'Ever Ace' }, []],
    [
      'we changed different fields',
      { ...base, vessel: 'Ever Ace' },
      { ...base, voyage: '118S' },
      [],
    ],
    [
      'we made the same change',
      { ...base, vessel: 'Ever Ace' },
      { ...base, vessel: 'Ever Ace' },
      [],
    ],
    [
      'we changed a field differently',
      { ...base, vessel: 'Ever Ace' },
      { ...base, vessel: 'Ever Apex' },
      ['vessel'],
    ],
    [
      'I cleared what they changed',
      { ...base, carrier: '' },
      { ...base, carrier: 'MSC' },
      ['carrier'],
    ],
    [
      'null, blank and missing are the same',
      { ...base, notes: null },
      { ...base, notes: undefined },
      [],
    ],
    [
      'a date in another layout is no change',
      { ...base, pickupEstimated: '2026-03-10T14:00:00.000Z' },
      { ...base, vessel: 'Ever Ace' },
      [],
    ],
    [
      'bookkeeping is ignored',
      { ...base, updated: 'x', updatedBy: 'me', payload: { a: 1 }, __meta: 1 },
      { ...base, updated: 'y', updatedBy: 'them', payload: { a: 2 }, __meta: 2 },
      [],
    ],
    [
      'comments both added merge without conflict',
      { ...base, comments: [...base.comments, { id: 'k2', text: 'Mine' }] },
      { ...base, comments: [...base.comments, { id: 'k3', text: 'Theirs' }] },
      [],
    ],
    [
      'the same container changed differently',
      { ...base, containersList: [{ id: 'c1', number: 'EGHU4450143', seal: 'MINE' }] },
      { ...base, containersList: [{ id: 'c1', number: 'EGHU4450143', seal: 'THEIRS' }] },
      ['containersList'],
    ],
    [
      'a field only I carry is compared with base',
      { ...base, hsCode: '847130' },
      { ...base, hsCode: '870899' },
      ['hsCode'],
    ],
    ['a field a side lacks counts as unchanged', { id: 'rec1', vessel: 'Ever Ace' }, base, []],
  ])('%s', (_name, mine, theirs, expected) => {
    expect(fieldConflicts(base, mine, theirs).map((conflict) => conflict.field)).toEqual(expected);
  });

  it('gives the three values of a conflict', () => {
    expect(
      fieldConflicts(base, { ...base, vessel: 'Ever Ace' }, { ...base, vessel: 'Ever Apex' }),
    ).toEqual([{ field: 'vessel', base: 'Ever Given', mine: 'Ever Ace', theirs: 'Ever Apex' }]);
  });
});

describe('mergeFieldChanges', () => {
  const mine = {
    ...base,
    vessel: 'Ever Ace',
    carrier: 'Evergreen Line',
    notes: 'Mine',
    comments: [...base.comments, { id: 'k2', text: 'Mine' }],
  };
  const theirs = {
    ...base,
    updated: '2026-03-02 10:00:00.000Z',
    updatedBy: 'u2',
    voyage: '118S',
    carrier: 'MSC',
    notes: 'Theirs',
    comments: [...base.comments, { id: 'k3', text: 'Theirs' }],
  };

  it('keeps both sides changes and applies the choices', () => {
    expect(mergeFieldChanges(base, mine, theirs, { carrier: 'mine', notes: 'theirs' })).toEqual({
      ...base,
      updated: '2026-03-02 10:00:00.000Z',
      updatedBy: 'u2',
      vessel: 'Ever Ace',
      voyage: '118S',
      carrier: 'Evergreen Line',
      notes: 'Theirs',
      comments: [base.comments[0], { id: 'k3', text: 'Theirs' }, { id: 'k2', text: 'Mine' }],
    });
  });

  it('keeps theirs for a conflict without a choice', () => {
    const merged = mergeFieldChanges(base, mine, theirs, {});
    expect(merged).toMatchObject({ carrier: 'MSC', notes: 'Theirs', vessel: 'Ever Ace' });
  });

  it('takes a whole sub-list by choice when items collide', () => {
    const myList = [{ id: 'c1', number: 'EGHU4450143', seal: 'MINE' }];
    const theirList = [{ id: 'c1', number: 'EGHU4450143', seal: 'THEIRS' }];
    const merged = mergeFieldChanges(
      base,
      { ...base, containersList: myList },
      { ...base, containersList: theirList },
      { containersList: 'mine' },
    );
    expect(merged.containersList).toEqual(myList);
  });

  it('drops a field removed on the side kept', () => {
    const merged = mergeFieldChanges(
      { ...base, notify: 'Agente' },
      { ...base, notify: 'Otro' },
      { ...base, notify: undefined },
      { notify: 'theirs' },
    );
    expect(merged).not.toHaveProperty('notify');
  });

  it('with nothing changed by them, gives my version', () => {
    expect(mergeFieldChanges(base, mine, base, {})).toEqual(mine);
  });
});
