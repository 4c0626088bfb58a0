import type { ConflictChoice, FieldConflict, HistoryEntry } from '@rumbo/domain';
import { describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { answer, useRepositoryTestState } from '#test/repository-test-state.ts';
import type { StoredRecord } from '../repository/repository-types.ts';
import { undoChange, type UndoChangeInput } from './undo-change.ts';

// An undo is a versioned save of the earlier values through the collection's own save
// (docs/decisions/033, 065): straight over the current version when nobody changed the field
// since, merged with the conflict dialog's choice when a colleague did.

const AUTHOR = { id: 'user00000000001', name: 'Ana Pérez', email: 'ana@golfo.test' };
const V1 = '2026-03-12 10:00:00.000Z';
const V2 = '2026-03-12 11:00:00.000Z';

const entry = (changes: HistoryEntry['changes']): HistoryEntry => ({
  id: 'entry0000000001',
  created: V1,
  action: 'update',
  actor: { id: 'user00000000002', collection: 'users', name: 'Luis Gómez' },
  source: 'web',
  madeAt: '',
  undoOf: '',
  changes,
});

const ADDRESS = entry([{ field: 'direccion', before: 'Calle 1', after: 'Calle 2' }]);

type Ask = (conflicts: FieldConflict[]) => Promise<Record<string, ConflictChoice> | null>;

function undo(
  current: StoredRecord,
  ask: Ask = async () => null,
  over: Partial<UndoChangeInput> = {},
) {
  return undoChange({
    collection: 'partners',
    entry: ADDRESS,
    current,
    ask,
    author: AUTHOR,
    ...over,
  });
}

const headersOf = (options: unknown) => (options as { headers: Record<string, string> }).headers;

describe('undoChange', () => {
  useRepositoryTestState();
  const partners = pb.collection('partners');

  it('puts the earlier value back over the current version, told to the server as an undo', async () => {
    const update = vi
      .spyOn(partners, 'update')
      .mockResolvedValue({ id: 'p1', direccion: 'Calle 1', updated: V2 } as never);
    const outcome = await undo({ id: 'p1', direccion: 'Calle 2', updated: V1 });
    expect(outcome.kind).toBe('undone');
    const [id, body, options] = update.mock.calls[0]!;
    expect([id, body]).toEqual(['p1', { direccion: 'Calle 1', updatedBy: AUTHOR.id }]);
    expect(headersOf(options)).toEqual({
      'X-Rumbo-Source': 'undo',
      'X-Rumbo-Undo-Of': 'entry0000000001',
      'If-Match': `"${V1}"`,
    });
  });

  it('asks when a colleague changed the field since, and saves the earlier value when chosen', async () => {
    const current = { id: 'p1', direccion: 'Calle 3', updated: V2 };
    const update = vi
      .spyOn(partners, 'update')
      .mockRejectedValueOnce(answer(409))
      .mockResolvedValueOnce({ ...current, direccion: 'Calle 1', updated: 'later' } as never);
    vi.spyOn(partners, 'getOne').mockResolvedValue(current as never);
    const ask = vi.fn<Ask>(async () => ({ direccion: 'mine' }));
    const outcome = await undo(current, ask);
    // Based on the record as the entry left it: a version the server does not have, so merged.
    expect(headersOf(update.mock.calls[0]![2])['If-Match']).toBe('""');
    expect(ask.mock.calls[0]![0]).toEqual([
      { field: 'direccion', base: 'Calle 2', mine: 'Calle 1', theirs: 'Calle 3' },
    ]);
    const [, body, options] = update.mock.calls[1]!;
    expect(body).toMatchObject({ direccion: 'Calle 1' });
    expect(headersOf(options)).toMatchObject({ 'X-Rumbo-Source': 'undo', 'If-Match': `"${V2}"` });
    expect(outcome.kind).toBe('undone');
  });

  it.each<[string, Record<string, ConflictChoice> | null, string]>([
    ['keeping the colleague’s value writes nothing', { direccion: 'theirs' }, 'kept'],
    ['going back at the dialog writes nothing', null, 'cancelled'],
  ])('%s', async (_, choice, kind) => {
    const current = { id: 'p1', direccion: 'Calle 3', updated: V2 };
    const update = vi.spyOn(partners, 'update').mockRejectedValueOnce(answer(409));
    vi.spyOn(partners, 'getOne').mockResolvedValue(current as never);
    const outcome = await undo(current, async () => choice);
    expect(outcome.kind).toBe(kind);
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('writes nothing when the earlier value is back already', async () => {
    const update = vi.spyOn(partners, 'update');
    const outcome = await undo({ id: 'p1', direccion: 'Calle 1', updated: V2 });
    expect(outcome.kind).toBe('already');
    expect(update).not.toHaveBeenCalled();
  });

  it('puts a container back by its place, and a shipment’s payload copy follows', async () => {
    const ocean = pb.collection('shipments_ocean');
    const update = vi
      .spyOn(ocean, 'update')
      .mockImplementation(async (id, body) => ({ id, ...(body as object), updated: V2 }) as never);
    const box = (number: string) => ({ id: 'c1', number });
    const change = entry([
      { field: 'containersList', path: ['c1', 'number'], item: 'OLD', before: 'OLD', after: 'NEW' },
      { field: 'pickupEstimated', before: '2026-03-12 16:00:00.000Z', after: null },
    ]);
    const current = {
      id: 's1',
      containersList: [box('NEW'), { id: 'c2', number: 'KEEP' }],
      pickupEstimated: '',
      payload: { shipmentId: 's1', vessel: 'Ever Given' },
      updated: V1,
    };
    const outcome = await undo(current, undefined, {
      collection: 'shipments_ocean',
      entry: change,
    });
    expect(outcome.kind).toBe('undone');
    const body = update.mock.calls[0]![1] as Record<string, unknown>;
    expect(body.containersList).toEqual([box('OLD'), { id: 'c2', number: 'KEEP' }]);
    expect(body.pickupEstimated).toBe('2026-03-12 16:00:00.000Z');
    expect(body.payload).toMatchObject({
      shipmentId: 's1',
      vessel: 'Ever Given',
      pickupEstimated: '2026-03-12T16:00:00.000Z',
      updatedBy: AUTHOR.id,
      updatedByName: 'Ana Pérez',
    });
  });
});
