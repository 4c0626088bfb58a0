import { requireDate } from '../time/require-date.ts';
import type { DateInput } from '../time/to-date.ts';
import { isShipmentLockExpired, type ShipmentLock } from './shipment-lock.ts';

export type AcquireShipmentLockInput = {
  /** The current lock of the shipment, if any. */
  lock: ShipmentLock | null | undefined;
  userId: string;
  userName: string;
  now: DateInput;
};

export type AcquireShipmentLockResult =
  { ok: true; lock: ShipmentLock } | { ok: false; owner: { userId: string; userName: string } };

/**
 * Takes a shipment's lock for a user. Free or expired locks are taken anew; the holder renews
 * its own lock (keeping its pending-changes flag); anyone else gets a not-ok answer naming the
 * owner (SPEC §4).
 */
export function acquireShipmentLock({
  lock,
  userId,
  userName,
  now,
}: AcquireShipmentLockInput): AcquireShipmentLockResult {
  const nowDate = requireDate(now, 'now');
  const lockedAtISO = nowDate.toISOString();
  if (!lock || isShipmentLockExpired({ lock, now: nowDate })) {
    return { ok: true, lock: { userId, userName, lockedAtISO, hasPendingChanges: false } };
  }
  if (lock.userId === userId) return { ok: true, lock: { ...lock, userName, lockedAtISO } };
  return { ok: false, owner: { userId: lock.userId, userName: lock.userName } };
}
