import { useEffect, useRef, useState } from 'react';
import type { LockHolder, LockTarget } from '#data/shipments/shipment-locks.ts';
import { ShipmentLockSession, type EditorLock } from './shipment-lock-session.ts';

export type { EditorLock } from './shipment-lock-session.ts';

export type UseShipmentLockInput = {
  target: LockTarget | null;
  holder: LockHolder | null;
  hasPendingChanges: boolean;
  isOnline: boolean;
};

/**
 * Holds the shipment's lock while the editor is open (a ShipmentLockSession per shipment and
 * person), tells the session when unsaved changes come or go and when the server is back, and
 * gives the lock back on close.
 */
export function useShipmentLock({
  target,
  holder,
  hasPendingChanges,
  isOnline,
}: UseShipmentLockInput): EditorLock {
  const [lock, setLock] = useState<EditorLock>({ status: 'taking' });
  const pending = useRef(hasPendingChanges);
  const session = useRef<ShipmentLockSession | null>(null);
  const targetKey = target ? `${target.company}/${target.collection}/${target.shipmentId}` : '';
  const holderKey = holder ? `${holder.userId}/${holder.userName}` : '';

  useEffect(() => {
    if (!target || !holder) return;
    const started = new ShipmentLockSession({
      target,
      holder,
      hasPendingChanges: () => pending.current,
      onChange: setLock,
    });
    started.start();
    session.current = started;
    return () => {
      session.current = null;
      started.stop();
    };
    // The keys stand for target and holder: a new object with the same values is the same lock.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [targetKey, holderKey]);

  useEffect(() => {
    if (pending.current === hasPendingChanges) return;
    pending.current = hasPendingChanges;
    session.current?.refresh();
  }, [hasPendingChanges]);

  useEffect(() => {
    if (isOnline) session.current?.refresh();
  }, [isOnline]);

  return target && holder ? lock : { status: 'none' };
}
