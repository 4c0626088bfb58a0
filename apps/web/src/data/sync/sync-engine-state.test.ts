import { ClientResponseError } from 'pocketbase';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalStore } from '../local/local-store.ts';
import type { QueuedChange, SyncStatus } from '../repository/repository-types.ts';
import type { ReplayChange } from './replay-change.ts';
import { createSyncEngine, type SyncEngine, type SyncEngineDeps } from './sync-engine.ts';

const unreachable = () => new ClientResponseError(new TypeError('Failed to fetch'));

const change = (seq: number): QueuedChange => ({
  seq,
  collection: 'partners',
  action: 'update',
  recordId: `p${seq}`,
  data: { displayName: `Partner ${seq}` },
  queuedAt: '2026-01-01T00:00:00.000Z',
});

/** A copy whose queue holds `changes`; only what the engine reads of it. */
function fakeStore(changes: QueuedChange[]) {
  const queue = [...changes];
  const store = {
    queue: {
      first: () => Promise.resolve(queue[0]),
      remove: (seq: number | undefined) => {
        const at = queue.findIndex((queued) => queued.seq === seq);
        if (at >= 0) queue.splice(at, 1);
        return Promise.resolve();
      },
      counts: () => Promise.resolve({ pendingCount: queue.length, failedCount: 0 }),
    },
    isDemo: () => Promise.resolve(false),
  };
  return { store: store as unknown as LocalStore, queue };
}

/** A status store of its own, so no test touches the app's. */
function fakeStatus() {
  let status: SyncStatus = { isOnline: true, pendingCount: 0, failedCount: 0, isDemo: false };
  return {
    getSnapshot: () => status,
    update: (patch: Partial<SyncStatus>) => {
      status = { ...status, ...patch };
    },
  };
}

describe('createSyncEngine', () => {
  let engine: SyncEngine;
  let status: ReturnType<typeof fakeStatus>;
  let checkHealth: ReturnType<typeof vi.fn<() => Promise<unknown>>>;

  function start(overrides: Partial<SyncEngineDeps> = {}): SyncEngine {
    engine = createSyncEngine({
      status,
      checkHealth,
      openStore: () => Promise.resolve(null),
      replayWith: () => () => Promise.resolve(true),
      exclusive: (replay) => replay(),
      ...overrides,
    });
    return engine;
  }

  beforeEach(() => {
    vi.useFakeTimers();
    status = fakeStatus();
    checkHealth = vi.fn<() => Promise<unknown>>().mockRejectedValue(unreachable());
  });

  afterEach(() => {
    engine.stopProbing();
    vi.useRealTimers();
  });

  it('shows offline and probes after 1 s, 2 s, 3 s, then every 5 s until the server answers', async () => {
    start().markOffline();
    expect(status.getSnapshot().isOnline).toBe(false);
    for (const [wait, probes] of [[1000, 1], [2000, 2], [3000, 3], [5000, 4], [5000, 5]] as const) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(checkHealth).toHaveBeenCalledTimes(probes - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(checkHealth).toHaveBeenCalledTimes(probes);
    }
    checkHealth.mockResolvedValue({ code: 200 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(status.getSnapshot().isOnline).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(checkHealth).toHaveBeenCalledTimes(6);
  });

  it('takes any answer of the server, even an error, for online, and starts the backoff again after it', async () => {
    checkHealth.mockRejectedValue(new ClientResponseError({ status: 404, response: {} }));
    start().probeServer();
    await vi.advanceTimersByTimeAsync(0);
    expect(status.getSnapshot().isOnline).toBe(true);
    checkHealth.mockRejectedValue(unreachable());
    engine.markOffline();
    await vi.advanceTimersByTimeAsync(1000);
    expect(checkHealth).toHaveBeenCalledTimes(2);
  });

  it('stops probing when asked, and a failed call afterwards starts again', async () => {
    start().markOffline();
    engine.stopProbing();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(checkHealth).not.toHaveBeenCalled();
    engine.markOffline();
    await vi.advanceTimersByTimeAsync(2000);
    expect(checkHealth).toHaveBeenCalledTimes(1);
  });

  it('replays the queue in order once back online with changes waiting, and counts what is left', async () => {
    const { store, queue } = fakeStore([change(1), change(2)]);
    const sent: number[] = [];
    start({
      openStore: () => Promise.resolve(store),
      replayWith: () => async (local, queued) => {
        sent.push(queued.seq ?? 0);
        await local.queue.remove(queued.seq);
        return true;
      },
    });
    status.update({ isOnline: false, pendingCount: 2 });
    engine.markOnline();
    await vi.waitFor(() => expect(status.getSnapshot().pendingCount).toBe(0));
    expect(sent).toEqual([1, 2]);
    expect(queue).toEqual([]);
    expect(status.getSnapshot().isOnline).toBe(true);
  });

  it('runs one replay at a time: a flush asked while one runs joins it', async () => {
    const { store } = fakeStore([change(1)]);
    let release: () => void = () => undefined;
    const replay = vi.fn<ReplayChange>(async (local, queued) => {
      await new Promise<void>((resolve) => (release = resolve));
      await local.queue.remove(queued.seq);
      return true;
    });
    const exclusive = vi.fn((run: () => Promise<boolean>) => run());
    start({ openStore: () => Promise.resolve(store), replayWith: () => replay, exclusive });
    const first = engine.flushQueue();
    const second = engine.flushQueue();
    expect(second).toBe(first);
    await vi.waitFor(() => expect(replay).toHaveBeenCalledTimes(1));
    release();
    await expect(first).resolves.toBe(true);
    expect(exclusive).toHaveBeenCalledTimes(1);
  });

  it('stops at a change whose replay says stop, keeping it and those behind it', async () => {
    const { store, queue } = fakeStore([change(1), change(2)]);
    start({ openStore: () => Promise.resolve(store), replayWith: () => () => Promise.resolve(false) });
    await expect(engine.flushQueue()).resolves.toBe(false);
    expect(queue.map((queued) => queued.seq)).toEqual([1, 2]);
    expect(status.getSnapshot().pendingCount).toBe(2);
  });

  it('hands the replay its own way to report the server gone, which starts the probing', async () => {
    const { store } = fakeStore([change(1)]);
    start({
      openStore: () => Promise.resolve(store),
      replayWith: (server) => () => {
        server.markOffline();
        return Promise.resolve(false);
      },
    });
    await engine.flushQueue();
    expect(status.getSnapshot().isOnline).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(checkHealth).toHaveBeenCalledTimes(1);
  });

  it('shows nothing pending and no demo data when nobody has a copy', async () => {
    status.update({ pendingCount: 3, failedCount: 1, isDemo: true });
    await start().refreshSyncStatus();
    expect(status.getSnapshot()).toMatchObject({ pendingCount: 0, failedCount: 0, isDemo: false });
    await expect(engine.flushQueue()).resolves.toBe(true);
  });
});
