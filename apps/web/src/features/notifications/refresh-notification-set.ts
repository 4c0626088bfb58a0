import {
  reconcileNotifications,
  type DateInput,
  type MilestoneNotification,
  type ShipmentRecord,
} from '@rumbo/domain';
import type { NotificationState } from '#data/notification-states/notification-state.ts';
import { mergeNotificationStates } from './merge-notification-states.ts';

export type RefreshNotificationSetInput = {
  existing: readonly MilestoneNotification[];
  shipments: readonly ShipmentRecord[];
  states: readonly NotificationState[];
  now: DateInput;
};

/**
 * The notification set after looking at the shipments and the user's stored states: the domain
 * reconciles the set (new, escalated, resolved, removed), then the stored states are applied.
 */
export function refreshNotificationSet({
  existing,
  shipments,
  states,
  now,
}: RefreshNotificationSetInput): MilestoneNotification[] {
  return mergeNotificationStates(reconcileNotifications({ existing, shipments, now }), states);
}

/** True when both sets hold the same notification objects in the same order. */
export function isSameNotificationSet(
  a: readonly MilestoneNotification[],
  b: readonly MilestoneNotification[],
): boolean {
  return a.length === b.length && a.every((notification, index) => notification === b[index]);
}
