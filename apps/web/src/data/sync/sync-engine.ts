import { pb } from '#lib/pocketbase.ts';
import { openLocalStore, type LocalStore } from '../local/local-store.ts';
import { isServerUnreachable } from '../common/server-unreachable.ts';
import { watchRealtimeLink, type RealtimeLink } from './realtime-link.ts';
import { reconnectDelay } from './reconnect-delay.ts';
import { changeReplay, type ReplayChange, type ServerSignals } from './replay-change.ts';
import { collectionReplays } from './replay-registry.ts';
import { syncStatusStore } from './sync-status-store.ts';

const REPLAY_LOCK = 'rumbo-sync-replay';
const SEND = { requestKey: null } as const;

/** What the engine works with; the app's engine below has the real ones, tests their own. */
export type SyncEngineDeps = {
  status: Pick<typeof syncStatusStore, 'getSnapshot' | 'update'>;
  /** Asks the server whether it answers (rejects when it does not). */
  checkHealth: () => Promise<unknown>;
  /** The signed-in user's copy, or null (nobody signed in, no IndexedDB). */
  openStore: () => Promise<LocalStore | null>;
  /** How one queued change is sent, told how to report the server's coming and going. */
  replayWith: (server: ServerSignals) => ReplayChange;
  /** Runs a replay alone (one tab at a time). */
  exclusive: (replay: () => Promise<boolean>) => Promise<boolean>;
};

/**
 * The sync engine (decision 010): knows whether the server answers, probes it with backoff while
 * it does not, and replays the offline queue in order when it does.
 */
export type SyncEngine = ServerSignals & {
  /** Checks the server at once (the browser says it is online, or the realtime link came back). */
  probeServer(): void;
  /** Stops probing (the dashboard was left); the next remote call starts again. */
  stopProbing(): void;
  /** Follows a realtime link: its drop probes the server, its return means it answers. */
  followRealtimeLink(link: RealtimeLink): () => void;
  /**
   * Replays the queued offline writes in order, one at a time (one replay at once). Resolves true
   * when the queue is empty afterwards, false when the server went away again or no longer
   * accepts the session.
   */
  flushQueue(): Promise<boolean>;
  /** Reads the queue counts and demo flag of the user's copy into the sync status. */
  refreshSyncStatus(store?: LocalStore | null): Promise<void>;
};

export function createSyncEngine(deps: SyncEngineDeps): SyncEngine {
  const { status } = deps;
  let flushing: Promise<boolean> | null = null;
  let probeTimer: ReturnType<typeof setTimeout> | null = null;
  let probeAttempt = 0;

  const stopProbing = () => {
    if (probeTimer) clearTimeout(probeTimer);
    probeTimer = null;
  };
  const markOffline = () => {
    status.update({ isOnline: false });
    if (probeTimer) return;
    probeTimer = setTimeout(probeServer, reconnectDelay(probeAttempt));
    probeAttempt += 1;
  };
  const markOnline = () => {
    probeAttempt = 0;
    stopProbing();
    status.update({ isOnline: true });
    if (status.getSnapshot().pendingCount > 0) void flushQueue();
  };
  const probe = async () => {
    try {
      await deps.checkHealth();
      markOnline();
    } catch (error) {
      if (isServerUnreachable(error)) markOffline();
      else markOnline(); // it answered, even if not with 200
    }
  };
  function probeServer(): void {
    stopProbing();
    void probe();
  }
  const refreshSyncStatus = async (store?: LocalStore | null) => {
    const local = store === undefined ? await deps.openStore() : store;
    if (!local) return status.update({ pendingCount: 0, failedCount: 0, isDemo: false });
    const [counts, isDemo] = await Promise.all([local.queue.counts(), local.isDemo()]);
    status.update({ ...counts, isDemo });
  };
  const replayChange = deps.replayWith({ markOnline, markOffline });
  const replayAll = async (store: LocalStore) => {
    for (let change = await store.queue.first(); change; change = await store.queue.first()) {
      if (!(await replayChange(store, change))) return false;
      await refreshSyncStatus(store);
    }
    return true;
  };
  const runFlush = async () => {
    const store = await deps.openStore();
    if (!store) return true;
    try {
      return await deps.exclusive(() => replayAll(store));
    } finally {
      await refreshSyncStatus(store);
    }
  };
  function flushQueue(): Promise<boolean> {
    flushing ??= runFlush().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  return {
    markOffline,
    markOnline,
    probeServer,
    stopProbing,
    followRealtimeLink: (link) => watchRealtimeLink(link, { onDrop: probeServer, onBack: markOnline }),
    flushQueue,
    refreshSyncStatus,
  };
}

/** Replays one tab at a time, through a Web Lock where the browser has them. */
async function withReplayLock(replay: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(REPLAY_LOCK, replay) : replay();
}

/** The app's sync engine: the signed-in user's copy, this server, the collections' replays. */
export const syncEngine = createSyncEngine({
  status: syncStatusStore,
  checkHealth: () => pb.health.check(SEND),
  openStore: openLocalStore,
  replayWith: (server) => changeReplay(server, collectionReplays),
  exclusive: withReplayLock,
});

/** A remote call just failed for want of a server: show offline and probe until it is back. */
export const markOffline = (): void => syncEngine.markOffline();

/** A remote call just succeeded: online again, and anything queued goes out now. */
export const markOnline = (): void => syncEngine.markOnline();

/** Checks the server at once (the browser says it is online, or the realtime link came back). */
export const probeServer = (): void => syncEngine.probeServer();

/** Stops probing (the dashboard was left); the next remote call starts again. */
export const stopProbing = (): void => syncEngine.stopProbing();

/**
 * Follows the realtime link while the dashboard is open: its drop is the first sign of a server
 * gone away, even on a screen that asks nothing, so the server is checked at once (offline
 * within seconds when it does not answer); its return means the server answers again. Returns
 * the stop function.
 */
export const followRealtimeLink = (link: RealtimeLink = pb.realtime): (() => void) =>
  syncEngine.followRealtimeLink(link);

/** Replays the queued offline writes of the signed-in user (see SyncEngine.flushQueue). */
export const flushQueue = (): Promise<boolean> => syncEngine.flushQueue();

/** Reads the queue counts and demo flag of the signed-in user's copy into the sync status. */
export const refreshSyncStatus = (store?: LocalStore | null): Promise<void> =>
  syncEngine.refreshSyncStatus(store);
