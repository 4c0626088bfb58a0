import { describe, expect, it } from 'vitest';
import type { QueuedChange } from '../repository/repository-types.ts';
import { createReplayRegistry, type CollectionReplay } from './replay-registry.ts';

const change = (collection: QueuedChange['collection']): QueuedChange => ({
  seq: 1,
  collection,
  action: 'create',
  recordId: 'r1',
  data: {},
  queuedAt: '2026-01-01T00:00:00.000Z',
});

const replayOf = (collection: string): CollectionReplay => ({
  handles: (queued) => queued.collection === collection,
  send: () => Promise.resolve({ id: 'r1' }),
});

describe('createReplayRegistry', () => {
  it('finds the replay that takes over a refusal, and none for a collection without one', () => {
    const registry = createReplayRegistry();
    const states = replayOf('notification_states');
    registry.add(replayOf('shipments_air'));
    registry.add(states);
    expect(registry.find(change('notification_states'), new Error('taken'))).toBe(states);
    expect(registry.find(change('partners'), new Error('taken'))).toBeUndefined();
  });

  it('asks the replays in the order they were added, keeps one of a replay added twice, and forgets a removed one', () => {
    const registry = createReplayRegistry();
    const first = replayOf('shipments_air');
    const second = replayOf('shipments_air');
    registry.add(first);
    const removeSecond = registry.add(second);
    registry.add(first);
    expect(registry.find(change('shipments_air'), null)).toBe(first);
    const removeFirst = registry.add(first);
    removeFirst();
    expect(registry.find(change('shipments_air'), null)).toBe(second);
    removeSecond();
    expect(registry.find(change('shipments_air'), null)).toBeUndefined();
  });
});
