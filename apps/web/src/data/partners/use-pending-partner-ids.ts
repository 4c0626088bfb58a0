import { useEffect, useState } from 'react';
import { openLocalStore } from '../local/local-store.ts';
import { useSyncStatus } from '../sync/use-sync-status.ts';

const NONE: ReadonlySet<string> = new Set();

/**
 * Ids of the partners with offline changes the server has not received yet. The queue is read
 * again whenever its size changes (a write queued, one replayed).
 */
export function usePendingPartnerIds(): ReadonlySet<string> {
  const { pendingCount } = useSyncStatus();
  const [ids, setIds] = useState<ReadonlySet<string>>(NONE);
  useEffect(() => {
    if (pendingCount === 0) return;
    let isCurrent = true;
    void readPendingIds().then((next) => {
      if (isCurrent) setIds(next);
    });
    return () => {
      isCurrent = false;
    };
  }, [pendingCount]);
  return pendingCount === 0 ? NONE : ids;
}

async function readPendingIds(): Promise<ReadonlySet<string>> {
  try {
    const store = await openLocalStore();
    const changes = (await store?.queue.pending('partners')) ?? [];
    return new Set(changes.map((change) => change.recordId));
  } catch (error) {
    // Without the browser's database there is no queue either: nothing is pending.
    console.warn('Could not read the offline changes.', error);
    return NONE;
  }
}
