import { useEffect } from 'react';
import { adoptUnsentChanges, stashKey } from './unsent-changes.ts';
import { flushQueue, refreshSyncStatus } from './sync-engine.ts';

/**
 * While `userId` is signed in, changes kept for them when a session ended or a page went
 * (decision 036) join their offline queue and are replayed: at start, and at once when another
 * tab of this browser keeps some (a tab closed with unsaved edits).
 */
export function useUnsentChanges(userId: string | null): void {
  useEffect(() => {
    if (!userId) return;
    const adopt = () =>
      void adoptUnsentChanges(userId, { claim: true })
        .then(async (moved) => {
          if (moved === 0) return;
          await refreshSyncStatus();
          await flushQueue();
        })
        .catch((error: unknown) => console.warn('Could not queue the kept changes.', error));
    const handleStorage = (event: StorageEvent) => {
      if (event.key === stashKey(userId) && event.newValue) adopt();
    };
    adopt();
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, [userId]);
}
