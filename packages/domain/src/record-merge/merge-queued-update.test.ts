import { describe, expect, it } from 'vitest';
import { mergeQueuedUpdate, type MergeQueuedUpdateInput } from './merge-queued-update.ts';

const BASE_UPDATED = '2026-03-01 10:00:00.000Z';
const LATER = '2026-03-01 11:00:00.000Z';

// The shipment when Ana went offline.
const opened = {
  id: 'rec1',
  updated: BASE_UPDATED,
  vessel: 'Ever Given',
  voyage: '117N',
  carrier: 'Evergreen',
  etd: '2026-03-10 14:00:00.000Z',
  containersList: [{ id: 'c1', number: 'EGHU4450143', seal: 'S1' }],
  payload: { vessel: 'Ever Given', voyage: '117N', carrier: 'Evergreen', updatedByName: 'Luis' },
};

/** Ana's offline update of `fields`, based on the opened shipment, as the queue keeps it. */
function queued(fields: Record<string, unknown>): Omit<MergeQueuedUpdateInput, 'server'> {
  const values = Object.fromEntries(
    Object.keys(fields).map((key) => [key, (opened as Record<string, unknown>)[key]]),
  );
  return {
    data: {
      ...fields,
      updatedBy: 'ana',
      payload: { ...opened.payload, ...fields, updatedByName: 'Ana', updatedAtISO: 'T2' },
    },
    base: { updated: BASE_UPDATED, values },
  };
}

const server = (fields: Record<string, unknown> = {}, updated = LATER) => ({
  ...opened,
  ...fields,
  updated,
  payload: { ...opened.payload, ...fields, updatedByName: 'Beto' },
});

describe('mergeQueuedUpdate', () => {
  it.each<
    [
      string,
      Record<string, unknown>,
      Record<string, unknown>,
      string | null,
      Record<string, unknown> | null,
      string[],
    ]
  >([
    // name, Ana's change, Beto's change (null updated: untouched), sent fields, conflicts
    [
      'nobody saved meanwhile',
      { vessel: 'Ever Ace' },
      {},
      BASE_UPDATED,
      { vessel: 'Ever Ace' },
      [],
    ],
    [
      'different fields',
      { vessel: 'Ever Ace' },
      { voyage: '118S' },
      LATER,
      { vessel: 'Ever Ace' },
      [],
    ],
    ['same field, same value', { vessel: 'Ever Ace' }, { vessel: 'Ever Ace' }, LATER, null, []],
    [
      'same field, different values',
      { vessel: 'Ever Ace' },
      { vessel: 'Ever Alot' },
      LATER,
      null,
      ['vessel'],
    ],
    [
      'one field clashes, another is only mine',
      { vessel: 'Ever Ace', carrier: 'ONE' },
      { vessel: 'Ever Alot' },
      LATER,
      { carrier: 'ONE' },
      ['vessel'],
    ],
    [
      'the same instant in another layout is no change',
      { etd: '2026-03-10T14:00:00.000Z', vessel: 'Ever Ace' },
      { etd: '2026-03-11 08:00:00.000Z' },
      LATER,
      { vessel: 'Ever Ace' },
      [],
    ],
    [
      'containers changed in different items merge',
      { containersList: [{ id: 'c1', number: 'EGHU4450143', seal: 'S9' }] },
      {
        containersList: [
          { id: 'c1', number: 'EGHU4450143', seal: 'S1' },
          { id: 'c2', number: 'MSCU1234565', seal: '' },
        ],
      },
      LATER,
      {
        containersList: [
          { id: 'c1', number: 'EGHU4450143', seal: 'S9' },
          { id: 'c2', number: 'MSCU1234565', seal: '' },
        ],
      },
      [],
    ],
    [
      'the same container changed differently clashes',
      { containersList: [{ id: 'c1', number: 'EGHU4450143', seal: 'S9' }] },
      { containersList: [{ id: 'c1', number: 'EGHU4450143', seal: 'S7' }] },
      LATER,
      null,
      ['containersList'],
    ],
  ])('%s', (_name, mine, theirs, updated, sentFields, conflictFields) => {
    const change = queued(mine);
    const result = mergeQueuedUpdate({
      ...change,
      server: server(theirs, updated ?? LATER),
    });
    expect(result.conflicts.map((conflict) => conflict.field)).toEqual(conflictFields);
    if (!sentFields) return expect(result.body).toBeNull();
    if (updated === BASE_UPDATED) return expect(result.body).toBe(change.data);
    const { payload, updatedBy, ...fields } = result.body ?? {};
    expect(fields).toEqual(sentFields);
    expect(updatedBy).toBe('ana');
    // The payload keeps Beto's changes, with Ana's sent fields and authorship over them.
    expect(payload).toEqual({
      ...server(theirs).payload,
      ...sentFields,
      updatedByName: 'Ana',
      updatedAtISO: 'T2',
    });
  });

  it('reports both values of a clash and leaves the server value alone', () => {
    const result = mergeQueuedUpdate({
      ...queued({ vessel: 'Ever Ace' }),
      server: server({ vessel: 'Ever Alot' }),
    });
    expect(result).toEqual({
      body: null,
      conflicts: [{ field: 'vessel', base: 'Ever Given', mine: 'Ever Ace', theirs: 'Ever Alot' }],
    });
  });

  it.each([
    ['mine', { vessel: 'Ever Ace' }],
    ['theirs', null],
  ] as const)('a choice of %s settles the clash', (choice, sent) => {
    const result = mergeQueuedUpdate({
      ...queued({ vessel: 'Ever Ace' }),
      server: server({ vessel: 'Ever Alot' }),
      choices: { vessel: choice },
    });
    expect(result.conflicts).toEqual([]);
    if (!sent) return expect(result.body).toBeNull();
    expect(result.body).toMatchObject({
      ...sent,
      payload: { vessel: 'Ever Ace', updatedByName: 'Ana' },
    });
  });

  it('a clash found after a choice was made is still put to the user', () => {
    const result = mergeQueuedUpdate({
      ...queued({ vessel: 'Ever Ace', voyage: '120N' }),
      server: server({ vessel: 'Ever Alot', voyage: '119N' }),
      choices: { vessel: 'mine' },
    });
    expect(result.conflicts.map((conflict) => conflict.field)).toEqual(['voyage']);
    expect(result.body).toMatchObject({ vessel: 'Ever Ace' });
    expect(result.body).not.toHaveProperty('voyage');
  });

  it('sends a change without a base as it is (last write wins)', () => {
    const { data } = queued({ vessel: 'Ever Ace' });
    const result = mergeQueuedUpdate({ data, base: null, server: server({ vessel: 'X' }) });
    expect(result).toEqual({ body: data, conflicts: [] });
  });

  it('sends file uploads and list modifiers without comparing them', () => {
    // A browser File, as the domain sees it (no DOM types here).
    const file = {
      name: 'bl.pdf',
      size: 4,
      arrayBuffer: () => Promise.resolve(new ArrayBuffer(4)),
    };
    const result = mergeQueuedUpdate({
      data: { documentFiles: [file], 'documentFiles-': ['old.pdf'] },
      base: { updated: BASE_UPDATED, values: {} },
      server: server({ vessel: 'Ever Alot' }),
    });
    expect(result).toEqual({
      body: { documentFiles: [file], 'documentFiles-': ['old.pdf'] },
      conflicts: [],
    });
  });
});
