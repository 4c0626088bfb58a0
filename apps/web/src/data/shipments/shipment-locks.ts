import { acquireShipmentLock, type ShipmentLock, type ShipmentLocksRecord } from '@rumbo/domain';
import { ClientResponseError } from 'pocketbase';
import { pb } from '#lib/pocketbase.ts';
import { openLocalStore } from '../local/local-store.ts';
import { newRecordId } from '../common/record-id.ts';
import { repository } from '../repository/repository.ts';
import { isServerUnreachable } from '../common/server-unreachable.ts';
import { markOffline, markOnline, refreshSyncStatus } from '../sync/sync-engine.ts';
import type { ShipmentCollection } from '../common/shipment-collection.ts';

/** Which shipment a lock is for (one lock per company, collection and shipment on the server). */
export type LockTarget = { company: string; collection: ShipmentCollection; shipmentId: string };
export type LockHolder = { userId: string; userName: string };

/** Where a lock stands for the caller after an attempt to take or keep it. */
export type LockAttempt =
  | { kind: 'held'; lockId: string }
  | { kind: 'taken'; owner: LockHolder }
  | { kind: 'offline' };

export type TakeOptions = { now?: () => Date; claiming?: (lockId: string) => void };

const SEND = { requestKey: null } as const;
const TAKE_ATTEMPTS = 3;
const locks = () => pb.collection('shipment_locks');

/**
 * Takes the shipment's lock on the server (SPEC §4): creates it; when one exists (the unique
 * index answers), reads it: the caller's own is renewed, someone else's valid one is refused
 * naming the owner, an expired one is taken over and read again to confirm nobody else took it
 * at the same moment. An unreachable server answers `offline`. `claiming` hears the id of the
 * lock about to be written before the request goes (a page closed while it is on its way can
 * still release it, decision 036).
 */
export async function takeShipmentLock(
  target: LockTarget,
  holder: LockHolder,
  { now = () => new Date(), claiming = () => undefined }: TakeOptions = {},
): Promise<LockAttempt> {
  try {
    for (let attempt = 0; attempt < TAKE_ATTEMPTS; attempt += 1) {
      const id = newRecordId();
      claiming(id);
      const created = await createLock(target, holder, now(), id);
      if (created) return answered({ kind: 'held', lockId: created });
      const current = await findLock(target);
      if (current) claiming(current.id);
      // Released between our create and our read or write: try creating again.
      const outcome = current && (await takeOver(current, holder, now()));
      if (outcome?.kind === 'held') await keepQueuedRelease(outcome.lockId);
      if (outcome) return answered(outcome);
    }
    throw new Error('The shipment lock kept changing hands; try again.');
  } catch (error) {
    return unreachable(error);
  }
}

/**
 * Keeps a held lock alive (SPEC §4: it expires after 10 minutes unless there are pending
 * changes) and records whether there are. Someone who took it over meanwhile is reported.
 */
export async function renewShipmentLock(
  lockId: string,
  holder: LockHolder,
  hasPendingChanges: boolean,
  now: Date = new Date(),
): Promise<LockAttempt | { kind: 'gone' }> {
  try {
    const current = await locks().getOne<ShipmentLocksRecord>(lockId, SEND);
    if (current.userId !== holder.userId) return answered({ kind: 'taken', owner: ownerOf(current) });
    await locks().update(lockId, { lockedAt: now.toISOString(), hasPendingChanges }, SEND);
    await keepQueuedRelease(lockId);
    return answered({ kind: 'held', lockId });
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 404) return answered({ kind: 'gone' });
    return unreachable(error);
  }
}

/** The server answered: the app is online (and anything queued goes out). */
function answered<T>(outcome: T): T {
  markOnline();
  return outcome;
}

/** No server: the app shows offline and probes until it is back; any other failure is thrown. */
function unreachable(error: unknown): LockAttempt {
  if (!isServerUnreachable(error)) throw error;
  markOffline();
  return { kind: 'offline' };
}

/**
 * Gives the lock back. Through the data layer: with offline changes still queued (the editor was
 * closed while the server was away) the release is queued behind them, so the lock, perhaps
 * marked with pending changes, goes once they have been replayed (decision 016). One already
 * gone leaves nothing to do.
 */
export async function releaseShipmentLock(lockId: string): Promise<void> {
  try {
    await repository('shipment_locks').remove(lockId);
  } catch (error) {
    const isGone = error instanceof ClientResponseError && error.status === 404;
    if (!isGone && !isServerUnreachable(error)) throw error;
  }
}

/**
 * The lock is ours again (the editor was reopened): a release still queued from closing it
 * offline must not take it away once replayed.
 */
async function keepQueuedRelease(lockId: string): Promise<void> {
  try {
    const store = await openLocalStore();
    await store?.queue.discard('shipment_locks', lockId, 'delete');
    await refreshSyncStatus(store);
  } catch (error) {
    console.warn('Could not drop a queued lock release.', error);
  }
}

/** Best-effort release while the page unloads: a request the browser finishes after the page is gone. */
export function releaseShipmentLockOnUnload(lockId: string): void {
  const url = pb.buildUrl(`/api/collections/shipment_locks/records/${encodeURIComponent(lockId)}`);
  void fetch(url, {
    method: 'DELETE',
    keepalive: true,
    headers: { Authorization: pb.authStore.token },
  }).catch(() => undefined);
}

/** The new lock's id (chosen here), or null when the shipment already has one. */
async function createLock(target: LockTarget, holder: LockHolder, now: Date, id: string) {
  try {
    const lockedAt = now.toISOString();
    const body = { id, ...target, ...holder, lockedAt, hasPendingChanges: false };
    return (await locks().create<ShipmentLocksRecord>(body, SEND)).id;
  } catch (error) {
    if (isUniqueConflict(error)) return null;
    throw error;
  }
}

async function findLock(target: LockTarget): Promise<ShipmentLocksRecord | null> {
  const filter = pb.filter(
    'company = {:company} && collection = {:collection} && shipmentId = {:shipmentId}',
    target,
  );
  const { items } = await locks().getList<ShipmentLocksRecord>(1, 1, { filter, ...SEND });
  return items[0] ?? null;
}

/** Renews the caller's own lock or takes over an expired one; null when it vanished meanwhile. */
async function takeOver(
  current: ShipmentLocksRecord,
  holder: LockHolder,
  now: Date,
): Promise<LockAttempt | null> {
  const decision = acquireShipmentLock({ lock: toShipmentLock(current), ...holder, now });
  if (!decision.ok) return { kind: 'taken', owner: decision.owner };
  const { lock } = decision;
  const change = { ...holder, lockedAt: lock.lockedAtISO, hasPendingChanges: lock.hasPendingChanges };
  try {
    await locks().update(current.id, change, SEND);
    const confirmed = await locks().getOne<ShipmentLocksRecord>(current.id, SEND);
    if (confirmed.userId === holder.userId) return { kind: 'held', lockId: current.id };
    return { kind: 'taken', owner: ownerOf(confirmed) };
  } catch (error) {
    if (!(error instanceof ClientResponseError && error.status === 404)) throw error;
    // Refused: the server still finds the lock held (its clock decides, decision 030), or a
    // colleague took it first, or it is gone. Read it again to tell which.
    return lockStillHeld(current.id, holder);
  }
}

/** After a refused take-over: whoever holds the lock now, or null when it is gone. */
async function lockStillHeld(lockId: string, holder: LockHolder): Promise<LockAttempt | null> {
  try {
    const now = await locks().getOne<ShipmentLocksRecord>(lockId, SEND);
    if (now.userId === holder.userId) return { kind: 'held', lockId };
    return { kind: 'taken', owner: ownerOf(now) };
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 404) return null;
    throw error;
  }
}

function toShipmentLock(record: ShipmentLocksRecord): ShipmentLock {
  return {
    userId: record.userId,
    userName: record.userName,
    lockedAtISO: record.lockedAt.replace(' ', 'T'),
    hasPendingChanges: record.hasPendingChanges,
  };
}

function ownerOf(record: ShipmentLocksRecord): LockHolder {
  return { userId: record.userId, userName: record.userName };
}

/** The server's answer to a second lock for the same shipment (its unique index). */
function isUniqueConflict(error: unknown): boolean {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return false;
  const data = (error.response as { data?: Record<string, { code?: string }> }).data ?? {};
  return Object.values(data).some((field) => field?.code === 'validation_not_unique');
}

/**
 * Calls `onChange` with the lock's holder whenever the shipment's lock is taken, renewed or
 * released (realtime), so an editor waiting for it hears at once. Returns the unsubscribe.
 * Without a realtime link the editor's periodic retries still get there.
 */
export function followShipmentLock(
  target: LockTarget,
  onChange: (holderId: string | null) => void,
): () => void {
  const subscription = locks()
    .subscribe<ShipmentLocksRecord>('*', ({ action, record }) => {
      if (record.shipmentId !== target.shipmentId || record.collection !== target.collection) return;
      onChange(action === 'delete' ? null : record.userId);
    })
    .catch((error: unknown) => {
      console.warn('Could not follow the shipment lock live.', error);
      return null;
    });
  return () => {
    void subscription.then((unsubscribe) => unsubscribe?.()).catch(() => undefined);
  };
}
