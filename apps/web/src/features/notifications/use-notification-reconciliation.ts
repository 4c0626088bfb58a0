import type { MilestoneNotification, ShipmentRecord } from '@rumbo/domain';
import { useEffect } from 'react';
import type { NotificationState } from '#data/notification-states/notification-state.ts';
import { isSameNotificationSet, refreshNotificationSet } from './refresh-notification-set.ts';
import { resolvedWithStaleState } from './resolved-with-stale-state.ts';
import type { NotificationSetHandle } from './use-notification-set.ts';

export type NotificationReconciliationInput = {
  set: NotificationSetHandle;
  shipments: readonly ShipmentRecord[];
  states: readonly NotificationState[];
  nowMs: number;
  /** False while the shipments, the stored states or the stored set are still loading. */
  canRun: boolean;
  /** Stores the state of notifications this device resolved. */
  onResolved: (notifications: MilestoneNotification[]) => void;
};

/**
 * Recomputes the notification set whenever the shipments, the stored states or the minute
 * change, and stores it when anything moved (or the first time, to mark the set current).
 * Nothing runs on partial data: a missing shipment list would remove every notification.
 */
export function useNotificationReconciliation({
  set,
  shipments,
  states,
  nowMs,
  canRun,
  onResolved,
}: NotificationReconciliationInput): void {
  const { latest, isCurrentRef, replace } = set;
  useEffect(() => {
    const existing = latest.current;
    if (!canRun || !existing) return;
    const next = refreshNotificationSet({ existing, shipments, states, now: new Date(nowMs) });
    if (!isCurrentRef.current || !isSameNotificationSet(next, existing)) replace(next);
    const resolved = resolvedWithStaleState(next, states);
    if (resolved.length > 0) onResolved(resolved);
  }, [canRun, latest, isCurrentRef, replace, shipments, states, nowMs, onResolved]);
}
