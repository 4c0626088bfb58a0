import { ClientResponseError } from 'pocketbase';
import { pb } from '#lib/pocketbase.ts';
import type { StoredRecord } from './local/local-database.ts';
import { openLocalStore, type LocalStore } from './local/local-store.ts';
import { applyPendingChanges } from './pending-changes.ts';
import { watchRealtimeLink, type RealtimeLink } from './realtime-link.ts';
import { reconnectDelay } from './reconnect-delay.ts';
import { replayOutcome } from './replay-outcome.ts';
import { isVersionedUpdate, replayVersionedUpdate } from './conflicts/replay-versioned-update.ts';
import type { QueuedChange } from './repository-types.ts';
import { isServerUnreachable } from './server-unreachable.ts';
import { isTakenCodeCreate, replayRecodedCreate } from './shipments/replay-recoded-create.ts';
import { isTakenStateCreate, replayOntoTakenState } from './replay-taken-state.ts';
import { syncStatusStore } from './sync-status-store.ts';

const REPLAY_LOCK = 'rumbo-sync-replay';
const SEND = { requestKey: null } as const;

let flushing: Promise<boolean> | null = null;
let probeTimer: ReturnType<typeof setTimeout> | null = null;
let probeAttempt = 0;

/** A remote call just failed for want of a server: show offline and probe until it is back. */
export function markOffline(): void {
  syncStatusStore.update({ isOnline: false });
  scheduleProbe();
}

/** A remote call just succeeded: online again, and anything queued goes out now. */
export function markOnline(): void {
  probeAttempt = 0;
  if (probeTimer) clearTimeout(probeTimer);
  probeTimer = null;
  syncStatusStore.update({ isOnline: true });
  if (syncStatusStore.getSnapshot().pendingCount > 0) void flushQueue();
}

/** Checks the server at once (the browser says it is online, or the realtime link came back). */
export function probeServer(): void {
  if (probeTimer) clearTimeout(probeTimer);
  probeTimer = null;
  void probe();
}

/**
 * Follows the realtime link while the dashboard is open: its drop is the first sign of a server
 * gone away, even on a screen that asks nothing, so the server is checked at once (offline
 * within seconds when it does not answer); its return means the server answers again. Returns
 * the stop function.
 */
export function followRealtimeLink(link: RealtimeLink = pb.realtime): () => void {
  return watchRealtimeLink(link, { onDrop: probeServer, onBack: markOnline });
}

/** Stops probing (the dashboard was left); the next remote call starts again. */
export function stopProbing(): void {
  if (probeTimer) clearTimeout(probeTimer);
  probeTimer = null;
}

/**
 * Replays the queued offline writes in order, one at a time (and one tab at a time, through a
 * Web Lock where the browser has them). Resolves true when the queue is empty afterwards,
 * false when the server went away again or no longer accepts the session.
 */
export function flushQueue(): Promise<boolean> {
  flushing ??= runFlush().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Reads the queue counts and demo flag of the signed-in user's copy into the sync status. */
export async function refreshSyncStatus(store?: LocalStore | null): Promise<void> {
  const local = store === undefined ? await openLocalStore() : store;
  if (!local) return syncStatusStore.update({ pendingCount: 0, failedCount: 0, isDemo: false });
  const [counts, isDemo] = await Promise.all([local.queue.counts(), local.isDemo()]);
  syncStatusStore.update({ ...counts, isDemo });
}

function scheduleProbe(): void {
  if (probeTimer) return;
  probeTimer = setTimeout(probeServer, reconnectDelay(probeAttempt));
  probeAttempt += 1;
}

async function probe(): Promise<void> {
  try {
    await pb.health.check(SEND);
    markOnline();
  } catch (error) {
    if (isServerUnreachable(error)) markOffline();
    else markOnline(); // it answered, even if not with 200
  }
}

async function runFlush(): Promise<boolean> {
  const store = await openLocalStore();
  if (!store) return true;
  try {
    return await withReplayLock(() => replayAll(store));
  } finally {
    await refreshSyncStatus(store);
  }
}

async function withReplayLock(replay: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(REPLAY_LOCK, replay) : replay();
}

async function replayAll(store: LocalStore): Promise<boolean> {
  for (let change = await store.queue.first(); change; change = await store.queue.first()) {
    if (!(await replayChange(store, change))) return false;
    await refreshSyncStatus(store);
  }
  return true;
}

/**
 * Sends one change; false when replay must stop here (offline, or signed out). An update that
 * knows its base is a versioned save: fields a colleague changed meanwhile are not overwritten
 * but parked as a conflict (decisions 016, 033).
 */
async function replayChange(store: LocalStore, change: QueuedChange): Promise<boolean> {
  try {
    const saved = isVersionedUpdate(change)
      ? await replayVersionedUpdate(store, change)
      : await sendChange(change);
    markOnline();
    await store.queue.remove(change.seq);
    if (saved) await keepLocal(store, change, saved);
    return true;
  } catch (error) {
    const outcome = replayOutcome(change, error);
    if (outcome === 'offline') markOffline();
    if (outcome === 'offline' || outcome === 'signed-out') return false;
    if (outcome === 'retry-as-update') return replayChange(store, { ...change, action: 'update' });
    if (isTakenCodeCreate(change, error))
      return replayAgain(store, change, () => replayRecodedCreate(store, change));
    if (isTakenStateCreate(change, error))
      return replayAgain(store, change, () => replayOntoTakenState(change));
    if (outcome === 'refused') await refuse(store, change, error);
    else await store.queue.remove(change.seq);
    return true;
  }
}

/**
 * A create refused for a unique value taken meanwhile, sent again another way (decision 034): a
 * shipment under a free code, a notification state onto the user's existing one.
 */
async function replayAgain(
  store: LocalStore,
  change: QueuedChange,
  send: () => Promise<StoredRecord>,
): Promise<boolean> {
  try {
    const saved = await send();
    await store.queue.remove(change.seq);
    // Written onto another record: the copy made offline gives way to it.
    if (saved.id !== change.recordId) await store.remove(change.collection, change.recordId);
    await keepLocal(store, { ...change, recordId: saved.id }, saved);
  } catch (error) {
    if (isServerUnreachable(error)) {
      markOffline();
      return false;
    }
    await refuse(store, change, error);
  }
  return true;
}

function sendChange({ collection, action, recordId, data }: QueuedChange) {
  const records = pb.collection(collection);
  if (action === 'delete') return records.delete(recordId, SEND).then(() => null);
  if (action === 'update') return records.update<StoredRecord>(recordId, data ?? {}, SEND);
  return records.create<StoredRecord>({ ...data, id: recordId }, SEND);
}

/** The server's version of the record, with the changes still queued after it laid over. */
export async function keepLocal(store: LocalStore, change: QueuedChange, saved: StoredRecord) {
  if (await store.isDemo(change.collection)) return;
  const later = await store.queue.pending(change.collection);
  const [record] = applyPendingChanges([saved], later, { collection: change.collection });
  if (record) await store.put(change.collection, record);
}

async function refuse(store: LocalStore, change: QueuedChange, error: unknown): Promise<void> {
  const status = error instanceof ClientResponseError ? error.status : 0;
  const message = `${error instanceof Error ? error.message : String(error)}${fieldText(error)}`;
  console.warn(`Offline change refused by the server (${status}); kept as failed.`, change, error);
  await store.queue.fail(change, { status, message });
}

/** The fields a refusal names with their messages (" shipmentCode: Value must be unique."). */
function fieldText(error: unknown): string {
  if (!(error instanceof ClientResponseError)) return '';
  const data = (error.response as { data?: Record<string, { message?: unknown }> }).data ?? {};
  const fields = Object.entries(data)
    .filter(([, issue]) => typeof issue?.message === 'string')
    .map(([field, issue]) => `${field}: ${String(issue.message)}`);
  return fields.length > 0 ? ` ${fields.join(' ')}` : '';
}
