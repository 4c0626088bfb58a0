import { ClientResponseError } from 'pocketbase';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { REALTIME_LINK_CHECK_MS } from './realtime-link.ts';
import { followRealtimeLink, stopProbing } from './sync-engine.ts';
import { syncStatusStore } from './sync-status-store.ts';

const unreachable = () => new ClientResponseError(new TypeError('Failed to fetch'));

describe('followRealtimeLink', () => {
  let stop: () => void = () => undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    syncStatusStore.update({ isOnline: true, pendingCount: 0 });
  });

  afterEach(() => {
    stop();
    stopProbing();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows offline within a check of the link dropping when the server does not answer, online when the link is back', async () => {
    const link = { isConnected: true };
    const health = vi.spyOn(pb.health, 'check').mockRejectedValue(unreachable());
    stop = followRealtimeLink(link);

    link.isConnected = false;
    await vi.advanceTimersByTimeAsync(REALTIME_LINK_CHECK_MS);
    expect(health).toHaveBeenCalledTimes(1);
    expect(syncStatusStore.getSnapshot().isOnline).toBe(false);

    link.isConnected = true;
    await vi.advanceTimersByTimeAsync(REALTIME_LINK_CHECK_MS);
    expect(syncStatusStore.getSnapshot().isOnline).toBe(true);
  });

  it('stays online when the link closed but the server answers (an idle stream the server ended)', async () => {
    const link = { isConnected: true };
    vi.spyOn(pb.health, 'check').mockResolvedValue({ code: 200, message: 'API is healthy.', data: {} });
    stop = followRealtimeLink(link);
    const changes = vi.fn();
    const unsubscribe = syncStatusStore.subscribe(changes);

    link.isConnected = false;
    await vi.advanceTimersByTimeAsync(REALTIME_LINK_CHECK_MS);
    expect(syncStatusStore.getSnapshot().isOnline).toBe(true);
    expect(changes).not.toHaveBeenCalled();
    unsubscribe();
  });
});
