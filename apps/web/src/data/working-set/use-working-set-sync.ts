import { useEffect } from 'react';
import { openLocalStore } from '../local/local-store.ts';
import { isServerUnreachable } from '../common/server-unreachable.ts';
import { useSyncStatus } from '../sync/use-sync-status.ts';
import { syncWorkingSet } from './sync-working-set.ts';
import { publishWorkingSetSize } from './working-set-size.ts';

// After sign-in the screen the person asked for comes first: the copy is brought up to date
// once it has had time to load, then now and then, and whenever the server is back.
const FIRST_PASS_DELAY_MS = 5_000;
const PASS_INTERVAL_MS = 30 * 60_000;
const WORKING_SET_LOCK = 'rumbo-working-set';

let running: Promise<void> | null = null;

/** Keeps the signed-in user's offline copy at the working set while they use the dashboard. */
export function useWorkingSetSync(userId: string | null): void {
  const { isOnline } = useSyncStatus();
  useEffect(() => {
    if (!userId || !isOnline) return;
    const controller = new AbortController();
    const pass = () => void runPass(controller.signal);
    void openLocalStore().then((store) => store && publishWorkingSetSize(store));
    const first = window.setTimeout(pass, FIRST_PASS_DELAY_MS);
    const every = window.setInterval(pass, PASS_INTERVAL_MS);
    return () => {
      controller.abort();
      window.clearTimeout(first);
      window.clearInterval(every);
    };
  }, [userId, isOnline]);
}

/** One pass at a time in this tab, and across tabs where the browser has Web Locks. */
function runPass(signal: AbortSignal): Promise<void> {
  running ??= withLock(() => syncWorkingSet({ now: new Date(), signal }))
    .catch((error: unknown) => {
      // SPEC: sync failures fall back silently to local data (logged).
      if (!signal.aborted && !isServerUnreachable(error))
        console.warn('Could not refresh the offline copy.', error);
    })
    .finally(() => {
      running = null;
    });
  return running;
}

async function withLock(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  await locks.request(WORKING_SET_LOCK, { ifAvailable: true }, async (lock) => {
    if (lock) await work();
  });
}
