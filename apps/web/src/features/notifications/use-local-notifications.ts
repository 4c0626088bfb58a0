import {
  listOpenNotifications,
  NOTIFICATION_POPOVER_LIMIT,
  topNotificationPriority,
  type MilestoneNotification,
} from '@rumbo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import type { AuthUser } from '#lib/auth-session.ts';
import { useNow } from '#ui/use-now.ts';
import { notificationStatesQuery } from '#data/notification-states/notification-states-query.ts';
import { useNotificationStatesRealtime } from '#data/notifications/use-notification-states-realtime.ts';
import type { NotificationState } from '#data/notification-states/notification-state.ts';
import { storeNotificationStates } from './api/store-notification-states.ts';
import type { NotificationsValue } from './notifications-context.ts';
import { useHeldShipments } from './use-held-shipments.ts';
import { useNotificationActions } from './use-notification-actions.ts';
import { useNotificationReconciliation } from './use-notification-reconciliation.ts';
import { useNotificationSet } from './use-notification-set.ts';

// Milestones become overdue and escalate while the app stays open: the clock moves each minute.
const MINUTE_MS = 60_000;

// Stable, so a failed states query does not re-run reconciliation on every render.
const NO_STATES: readonly NotificationState[] = [];

/**
 * The browser's own notification engine (SPEC §4), for when the server cannot be reached or the
 * browser holds demo data: the local set, reconciled with the shipments this browser holds on
 * load, on every change and every minute, merged with the user's stored states (their local
 * copy offline, kept in step with their other devices by realtime otherwise).
 */
export function useLocalNotifications(user: AuthUser, isOffline: boolean): NotificationsValue {
  const queryClient = useQueryClient();
  const { shipments, isLoading, isError } = useHeldShipments(user);
  const statesQuery = useQuery(notificationStatesQuery(user.id));
  useNotificationStatesRealtime(user.id);
  const nowMs = useNow(MINUTE_MS).getTime();
  const set = useNotificationSet(user.id);
  const states = statesQuery.data ?? NO_STATES;
  // Platform admins have no company: a state then belongs to its shipment's company.
  const companyOf = useCallback(
    (n: MilestoneNotification) =>
      user.company ||
      shipments.find((s) => s.mode === n.mode && s.id === n.shipmentId)?.company ||
      '',
    [user.company, shipments],
  );
  // Each key is written once per session: a refused write must not retry on every refetch.
  const resolvedKeys = useRef(new Set<string>());
  const onResolved = useCallback(
    (resolved: MilestoneNotification[]) => {
      const notifications = resolved.filter((n) => !resolvedKeys.current.has(n.dedupKey));
      if (notifications.length === 0) return;
      notifications.forEach((n) => resolvedKeys.current.add(n.dedupKey));
      storeNotificationStates({ queryClient, userId: user.id, companyOf, notifications }).catch(
        (error: unknown) => console.warn('Could not store resolved notifications.', error),
      );
    },
    [queryClient, user.id, companyOf],
  );
  useNotificationReconciliation({
    set,
    shipments,
    states,
    nowMs,
    canRun: set.notifications !== null && !isLoading && !isError && !statesQuery.isPending,
    onResolved,
  });
  const actions = useNotificationActions({ userId: user.id, set, companyOf });
  const { notifications, isCurrent } = set;
  // One object per change: the provider keeps each new value, so a fresh one per render would loop.
  return useMemo(() => {
    const all = notifications ?? [];
    // A stored set is shown at once (offline too); an empty one may just be a first visit.
    const isReady = notifications !== null && (isCurrent || notifications.length > 0);
    const open = listOpenNotifications(all);
    return {
      status: isReady ? 'ready' : 'loading',
      source: 'local',
      isOffline,
      userId: user.id,
      openCount: open.length,
      topPriority: topNotificationPriority(all),
      firstOpen: open.slice(0, NOTIFICATION_POPOVER_LIMIT),
      localSet: all,
      nowMs,
      ...actions,
    };
  }, [notifications, isCurrent, user.id, nowMs, actions, isOffline]);
}
