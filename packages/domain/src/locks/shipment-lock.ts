import { toDate } from '../time/to-date.ts';

/** How long a lock without pending changes lasts (SPEC §4, §9). */
export const SHIPMENT_LOCK_TIMEOUT_MS = 10 * 60_000;

/**
 * How long pending changes keep a lock its holder no longer renews: a device lost or left
 * offline for a day must not block the shipment for everyone forever (decision 016).
 */
export const SHIPMENT_LOCK_PENDING_TIMEOUT_MS = 24 * 60 * 60_000;

/** Who is editing a shipment (SPEC §3). */
export type ShipmentLock = {
  userId: string;
  userName: string;
  lockedAtISO: string;
  hasPendingChanges: boolean;
};

/**
 * True when a lock no longer holds: 10 minutes have passed since it was taken or renewed and
 * its holder has no pending changes. Pending changes keep it, but only for 24 hours without a
 * renewal (decision 016): after that its holder is taken to be gone and a colleague may take it
 * over. A lock with an unreadable time has expired, so it cannot block everyone forever.
 */
export function isShipmentLockExpired({ lock, now }: { lock: ShipmentLock; now: Date }): boolean {
  const lockedAt = toDate(lock.lockedAtISO);
  if (!lockedAt) return true;
  const timeout = lock.hasPendingChanges
    ? SHIPMENT_LOCK_PENDING_TIMEOUT_MS
    : SHIPMENT_LOCK_TIMEOUT_MS;
  return now.getTime() - lockedAt.getTime() >= timeout;
}

/**
 * When a lock written now stops holding, by the same rule as `isShipmentLockExpired`: the server
 * stamps it on every write of a lock, from its own clock, and its rules compare it with `@now`.
 */
export function shipmentLockExpiresAt({
  hasPendingChanges,
  now,
}: {
  hasPendingChanges: boolean;
  now: Date;
}): Date {
  const timeout = hasPendingChanges ? SHIPMENT_LOCK_PENDING_TIMEOUT_MS : SHIPMENT_LOCK_TIMEOUT_MS;
  return new Date(now.getTime() + timeout);
}
