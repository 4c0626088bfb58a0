import { describe, expect, it, vi } from 'vitest';
import { syncStatusStore } from './sync-status-store.ts';

describe('syncStatusStore', () => {
  it('tells listeners about real changes only', () => {
    const listener = vi.fn();
    const unsubscribe = syncStatusStore.subscribe(listener);
    const before = syncStatusStore.getSnapshot();
    syncStatusStore.update({ pendingCount: before.pendingCount });
    expect(listener).not.toHaveBeenCalled();
    expect(syncStatusStore.getSnapshot()).toBe(before);
    syncStatusStore.update({ pendingCount: before.pendingCount + 2 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(syncStatusStore.getSnapshot()).toEqual({ ...before, pendingCount: before.pendingCount + 2 });
    unsubscribe();
    syncStatusStore.update(before);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
