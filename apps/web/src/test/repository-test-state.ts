import { ClientResponseError } from 'pocketbase';
import { afterEach, beforeEach, vi } from 'vitest';
import { syncStatusStore } from '#data/sync/sync-status-store.ts';
import { stopProbing } from '#data/sync/sync-engine.ts';

/** What the SDK throws when the server answers `status`. */
export const answer = (status: number) =>
  new ClientResponseError({ status, response: { code: status, message: 'Nope.', data: {} } });

/** What the SDK throws when the server cannot be reached. */
export const unreachable = () => new ClientResponseError(new TypeError('Failed to fetch'));

/**
 * Tests of reads through the repository: each starts online with nothing queued and without the
 * local copy's warnings (happy-dom has no IndexedDB); afterwards the spies go and the offline
 * probe stops.
 */
export function useRepositoryTestState(): void {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    syncStatusStore.update({ isOnline: true, pendingCount: 0 });
  });

  afterEach(() => {
    vi.restoreAllMocks();
    stopProbing();
  });
}
