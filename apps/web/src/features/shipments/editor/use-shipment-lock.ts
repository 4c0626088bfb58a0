import { SHIPMENT_LOCK_TIMEOUT_MS } from '@rumbo/domain';
import { useEffect, useRef, useState } from 'react';
import {
  followShipmentLock,
  releaseShipmentLock,
  releaseShipmentLockOnUnload,
  renewShipmentLock,
  takeShipmentLock,
  type LockAttempt,
  type LockHolder,
  type LockTarget,
} from '#data/shipments/shipment-locks.ts';
import { onPageLeaving } from '#lib/page-leaving.ts';

/** Where the editor stands with the shipment's lock (SPEC §4 Shipment lock). */
export type EditorLock =
  | { status: 'none' } // nothing to lock: a new shipment, or demo data kept in this browser
  | { status: 'taking' }
  | { status: 'held' }
  | { status: 'taken'; ownerName: string }
  | { status: 'offline' };

// A held lock is renewed well inside its 10 minutes; a refused or unreachable one is tried
// again soon, so the editor becomes editable shortly after the other person closes it.
export const LOCK_RENEW_MS = 2 * 60_000;
export const LOCK_RETRY_MS = 20_000;

export type UseShipmentLockInput = {
  target: LockTarget | null;
  holder: LockHolder | null;
  hasPendingChanges: boolean;
  isOnline: boolean;
};

type Controller = { refresh: () => void };

const PASSIVE = { passive: true } as const;

// Interaction with the page that shows someone is at the editor.
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'wheel'] as const;

/**
 * Takes the shipment's lock while the editor is open, renews it every 2 minutes while someone
 * is at it (marking pending changes, which keep it from expiring), retries while someone else
 * holds it or the server is away, and releases it on close and when the page goes (decision 036).
 * An editor left open and untouched without changes stops renewing, so its lock expires after
 * 10 minutes (SPEC §4) and a colleague can take the shipment over.
 */
export function useShipmentLock({
  target,
  holder,
  hasPendingChanges,
  isOnline,
}: UseShipmentLockInput): EditorLock {
  const [lock, setLock] = useState<EditorLock>({ status: 'taking' });
  const pending = useRef(hasPendingChanges);
  const controller = useRef<Controller | null>(null);
  const targetKey = target ? `${target.company}/${target.collection}/${target.shipmentId}` : '';
  const holderKey = holder ? `${holder.userId}/${holder.userName}` : '';

  useEffect(() => {
    if (!target || !holder) return;
    const session = startLockSession(target, holder, pending, setLock);
    controller.current = session;
    return () => {
      controller.current = null;
      session.stop();
    };
    // The keys stand for target and holder: a new object with the same values is the same lock.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [targetKey, holderKey]);

  useEffect(() => {
    if (pending.current === hasPendingChanges) return;
    pending.current = hasPendingChanges;
    controller.current?.refresh();
  }, [hasPendingChanges]);

  useEffect(() => {
    if (isOnline) controller.current?.refresh();
  }, [isOnline]);

  return target && holder ? lock : { status: 'none' };
}

function startLockSession(
  target: LockTarget,
  holder: LockHolder,
  pending: { current: boolean },
  setLock: (lock: EditorLock) => void,
) {
  let lockId: string | null = null;
  // The lock a take is writing right now (its response not in yet), released if the page goes.
  let claimingId: string | null = null;
  let isStopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let runAgain = false;
  let lastActiveAt = Date.now();
  let status: EditorLock['status'] = 'taking';

  const apply = (attempt: LockAttempt) => {
    // Offline the lock we hold stays ours on the server: keep its id to renew or release it.
    if (attempt.kind !== 'offline') lockId = attempt.kind === 'held' ? attempt.lockId : null;
    status = attempt.kind;
    if (attempt.kind === 'held') setLock({ status: 'held' });
    else if (attempt.kind === 'taken')
      setLock({ status: 'taken', ownerName: attempt.owner.userName });
    else if (attempt.kind === 'offline') setLock({ status: 'offline' });
  };
  const isIdle = () => !pending.current && Date.now() - lastActiveAt >= SHIPMENT_LOCK_TIMEOUT_MS;
  const step = async () => {
    // Left idle: let the lock lapse; the next renewal after activity finds out who holds it.
    if (lockId && isIdle()) return;
    try {
      const renewed = lockId && (await renewShipmentLock(lockId, holder, pending.current));
      const claiming = (id: string) => {
        claimingId = id;
      };
      const attempt =
        renewed && renewed.kind !== 'gone'
          ? renewed
          : await takeShipmentLock(target, holder, { claiming });
      if (!isStopped) apply(attempt);
    } catch (error) {
      console.warn('Could not take the shipment lock.', error);
      if (!isStopped) setLock({ status: 'offline' });
    } finally {
      claimingId = null;
    }
  };
  const run = () => {
    clearTimeout(timer);
    if (running) {
      runAgain = true;
      return;
    }
    running = step().finally(() => {
      running = null;
      if (isStopped) return;
      if (runAgain) {
        runAgain = false;
        run();
      } else timer = setTimeout(run, status === 'held' ? LOCK_RENEW_MS : LOCK_RETRY_MS);
    });
  };
  const handleActivity = () => {
    const wasIdle = isIdle();
    lastActiveAt = Date.now();
    if (wasIdle) run();
  };
  // Someone else's lock released or renewed (try now), or ours taken over (find out now).
  const stopFollowing = followShipmentLock(target, (holderId) => {
    if (status === 'taken' || (holderId !== null && holderId !== holder.userId)) run();
  });
  // Leaving the page gives the lock back, also one whose take is still on its way, with a
  // request the browser finishes after the page is gone (decision 036).
  let releasedId: string | null = null;
  const stopLeaving = onPageLeaving({
    leaving: () => {
      releasedId = lockId ?? claimingId ?? releasedId;
      lockId = null;
      if (releasedId) releaseShipmentLockOnUnload(releasedId);
    },
    stayed: () => {
      if (!releasedId) return;
      releasedId = null;
      run();
    },
  });
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, handleActivity, PASSIVE);
  run();

  return {
    refresh: run,
    stop() {
      isStopped = true;
      clearTimeout(timer);
      stopFollowing();
      stopLeaving();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, handleActivity);
      // A take still in flight may yet produce a lock: release whatever it ends with.
      void (running ?? Promise.resolve())
        .then(() => {
          if (lockId) return releaseShipmentLock(lockId);
        })
        .catch((error: unknown) => console.warn('Could not release the shipment lock.', error));
    },
  };
}
