import { describe, expect, it } from 'vitest';
import { applyPendingChanges, pendingRecord } from './pending-changes.ts';
import type { QueuedChange } from '../repository/repository-types.ts';

const at = '2026-03-02T15:00:00.000Z';
const server = [
  { id: 'p1', company: 'c1', displayName: 'Uno', updated: '2026-03-01 10:00:00.000Z' },
  { id: 'p2', company: 'c1', displayName: 'Dos', updated: '2026-03-01 10:00:00.000Z' },
];

function queued(change: Partial<QueuedChange> & Pick<QueuedChange, 'action' | 'recordId'>) {
  return { collection: 'partners', data: null, queuedAt: at, ...change } as QueuedChange;
}

describe('applyPendingChanges', () => {
  it('adds a record created offline, with its times set when it was written', () => {
    const create = queued({ seq: 1, action: 'create', recordId: 'p3', data: { company: 'c1', displayName: 'Tres' } });
    const result = applyPendingChanges(server, [create], { collection: 'partners', scope: { company: 'c1' } });
    expect(result.map((record) => record.id)).toEqual(['p1', 'p2', 'p3']);
    expect(result[2]).toMatchObject({
      displayName: 'Tres',
      created: '2026-03-02 15:00:00.000Z',
      updated: '2026-03-02 15:00:00.000Z',
      collectionName: 'partners',
    });
  });

  it('leaves out a created record of another scope', () => {
    const create = queued({ seq: 1, action: 'create', recordId: 'p3', data: { company: 'c2' } });
    const result = applyPendingChanges(server, [create], { collection: 'partners', scope: { company: 'c1' } });
    expect(result.map((record) => record.id)).toEqual(['p1', 'p2']);
  });

  it('merges updates into records present and ignores updates of absent ones', () => {
    const changes = [
      queued({ seq: 1, action: 'update', recordId: 'p1', data: { displayName: 'Uno bis' } }),
      queued({ seq: 2, action: 'update', recordId: 'zz', data: { displayName: 'Ghost' } }),
    ];
    const result = applyPendingChanges(server, changes, { collection: 'partners' });
    expect(result).toHaveLength(2);
    expect(result[0]).toMatchObject({ id: 'p1', company: 'c1', displayName: 'Uno bis' });
  });

  it('removes deleted records', () => {
    const result = applyPendingChanges(server, [queued({ seq: 1, action: 'delete', recordId: 'p2' })], {
      collection: 'partners',
    });
    expect(result.map((record) => record.id)).toEqual(['p1']);
  });

  it('applies changes in queue order, whatever order they come in', () => {
    const changes = [
      queued({ seq: 3, action: 'update', recordId: 'p3', data: { displayName: 'Last' } }),
      queued({ seq: 1, action: 'create', recordId: 'p3', data: { displayName: 'First' } }),
      queued({ seq: 2, action: 'update', recordId: 'p3', data: { displayName: 'Second' } }),
    ];
    const [, , created] = applyPendingChanges(server, changes, { collection: 'partners' });
    expect(created).toMatchObject({ id: 'p3', displayName: 'Last' });
  });

  it('drops a record created and then deleted offline', () => {
    const changes = [
      queued({ seq: 1, action: 'create', recordId: 'p3', data: {} }),
      queued({ seq: 2, action: 'delete', recordId: 'p3' }),
    ];
    expect(applyPendingChanges(server, changes, { collection: 'partners' })).toHaveLength(2);
  });

  it('ignores changes of other collections', () => {
    const other = { ...queued({ seq: 1, action: 'delete', recordId: 'p1' }), collection: 'tariffs' as const };
    expect(applyPendingChanges(server, [other], { collection: 'partners' })).toHaveLength(2);
  });

  it('does not change the records it was given', () => {
    const copy = structuredClone(server);
    applyPendingChanges(server, [queued({ seq: 1, action: 'update', recordId: 'p1', data: { displayName: 'X' } })], {
      collection: 'partners',
    });
    expect(server).toEqual(copy);
  });
});

describe('pendingRecord', () => {
  it('keeps the current creation time and leaves files for the server to name', () => {
    const change = queued({
      action: 'update',
      recordId: 'p1',
      data: { displayName: 'Logo', brandLogo: new Blob(['x']), documentFiles: [new Blob(['y'])] },
    });
    const record = pendingRecord(change, { id: 'p1', created: '2026-01-01 00:00:00.000Z', brandLogo: 'old.png' });
    expect(record).toMatchObject({ created: '2026-01-01 00:00:00.000Z', displayName: 'Logo', brandLogo: 'old.png' });
    expect(record).not.toHaveProperty('documentFiles');
  });
});
