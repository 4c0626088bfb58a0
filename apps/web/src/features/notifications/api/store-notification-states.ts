import type { MilestoneNotification } from '@rumbo/domain';
import type { QueryClient } from '@tanstack/react-query';
import { newRecordId } from '#data/common/record-id.ts';
import type { NotificationState } from '#data/notification-states/notification-state.ts';
import { notificationStatesQuery } from '#data/notification-states/notification-states-query.ts';
import { saveNotificationState } from './save-notification-state.ts';

export type StoreNotificationStatesInput = {
  queryClient: QueryClient;
  userId: string;
  /** The company a new state belongs to; '' when unknown (it then stays on this device). */
  companyOf: (notification: MilestoneNotification) => string;
  /** Notifications whose status changed here. */
  notifications: readonly MilestoneNotification[];
};

/**
 * Writes the status of each notification to the user's stored states. The cached list is
 * updated first, so the next reconciliation already merges the new status instead of the old
 * one; the list is fetched again at the end, which also undoes the cache if a write failed.
 * Writes go one after the other, as the offline queue must replay them in order.
 */
export async function storeNotificationStates(input: StoreNotificationStatesInput): Promise<void> {
  const { queryClient, userId } = input;
  const { queryKey } = notificationStatesQuery(userId);
  await queryClient.cancelQueries({ queryKey });
  const stored = queryClient.getQueryData(queryKey) ?? [];
  const writes = plannedWrites(input, stored);
  if (writes.length === 0) return;
  await writeStatesThroughCache(queryClient, userId, writes);
}

/**
 * Writes states to the user's stored states with the cached list updated first (so whichever
 * engine reads it next, the browser's own included, already merges them), one after the other
 * (the offline queue replays them in order), and the list fetched again at the end, which also
 * undoes the cache if a write failed.
 */
export async function writeStatesThroughCache(
  queryClient: QueryClient,
  userId: string,
  writes: readonly PlannedWrite[],
): Promise<void> {
  const { queryKey } = notificationStatesQuery(userId);
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, (stored = []) => withStates(stored, writes));
  try {
    for (const { state, isNew } of writes) await saveNotificationState(state, isNew);
  } finally {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** The stored states with `writes` applied: one state per key, new ones at the end. */
export function withStates(
  stored: readonly NotificationState[],
  writes: readonly PlannedWrite[],
): NotificationState[] {
  const written = new Map(writes.map(({ state }) => [state.dedupKey, state]));
  const known = new Set(stored.map((state) => state.dedupKey));
  return [
    ...stored.map((state) => written.get(state.dedupKey) ?? state),
    ...writes.filter(({ state }) => !known.has(state.dedupKey)).map(({ state }) => state),
  ];
}

export type PlannedWrite = { state: NotificationState; isNew: boolean };

function plannedWrites(
  { userId, companyOf, notifications }: StoreNotificationStatesInput,
  stored: readonly NotificationState[],
): PlannedWrite[] {
  const byKey = new Map(stored.map((state) => [state.dedupKey, state]));
  return notifications.flatMap((notification): PlannedWrite[] => {
    const status = { status: notification.status, statusChangedAt: notification.updatedAtISO };
    const current = byKey.get(notification.dedupKey);
    if (current) return [{ state: { ...current, ...status }, isNew: false }];
    const company = companyOf(notification);
    if (!company) return [];
    const { dedupKey, mode, shipmentId, milestone } = notification;
    const state = {
      id: newRecordId(),
      company,
      user: userId,
      dedupKey,
      mode,
      shipmentId,
      milestone,
    };
    return [{ state: { ...state, ...status }, isNew: true }];
  });
}
