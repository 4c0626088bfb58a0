import { toDate } from '../time/to-date.ts';

/** How long a lock without pending changes lasts (SPEC §4, §9). */
export const SHIPMENT_LOCK_TIMEOUT_MS = 10 * 60_000;

/** Who is editing a shipment (SPEC §3). */
export type ShipmentLock = {
  userId: string;
  userName: string;
  lockedAtISO: string;
  hasPendingChanges: boolean;
};

/**
 * True when a lock no longer holds: 10 minutes have passed since it was taken and its holder
 * has no pending changes. A lock with an unreadable time has expired, so it cannot block
 * everyone forever; pending changes keep a lock however old it is.
 */
export function isShipmentLockExpired({ lock, now }: { lock: ShipmentLock; now: Date }): boolean {
  if (lock.hasPendingChanges) return false;
  const lockedAt = toDate(lock.lockedAtISO);
  return !lockedAt || now.getTime() - lockedAt.getTime() >= SHIPMENT_LOCK_TIMEOUT_MS;
}
