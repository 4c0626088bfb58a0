import type { MilestoneNotification, NotificationPriority } from '@rumbo/domain';
import { createContext } from 'react';
import type { NotificationFilters } from './notification-filters.ts';

export type NotificationsStatus = 'disabled' | 'loading' | 'ready';

/**
 * Where the notifications come from: the server's (counted and paged there), or the browser's
 * own computation over the shipments it holds, while the server cannot be reached or the
 * browser holds demo data.
 */
export type NotificationsSource = 'server' | 'local';

/** A notification as the screens show it; from the server it also names its company and state. */
export type NotificationEntry = MilestoneNotification & { company?: string; stateId?: string };

/** The signed-in user's notifications and what they can do with them. */
export type NotificationsValue = {
  status: NotificationsStatus;
  source: NotificationsSource;
  /** True when the browser computes them because the server cannot be reached (not demo data). */
  isOffline: boolean;
  userId: string | null;
  /** Open for the user (not marked as seen): the bell's count. */
  openCount: number;
  /** Colours the bell's count badge; null when nothing is open. */
  topPriority: NotificationPriority | null;
  /** The first open ones in SPEC §4 order (due time, priority, update): the popover's. */
  firstOpen: readonly NotificationEntry[];
  /** The browser's whole set (open, acknowledged, resolved) when it computes them; else null. */
  localSet: readonly MilestoneNotification[] | null;
  /** The engine's clock (renewed every minute), for relative times. */
  nowMs: number;
  acknowledge: (notifications: readonly NotificationEntry[]) => void;
  /** Marks every open one matching the filters as seen (all of them without filters). */
  acknowledgeMatching: (filters: Omit<NotificationFilters, 'view'> | null) => void;
  reopen: (notifications: readonly NotificationEntry[]) => void;
};

/** What consumers see without an active engine: no access, no user, or outside the provider. */
export const DISABLED_NOTIFICATIONS: NotificationsValue = {
  status: 'disabled',
  source: 'server',
  isOffline: false,
  userId: null,
  openCount: 0,
  topPriority: null,
  firstOpen: [],
  localSet: null,
  nowMs: 0,
  acknowledge: () => undefined,
  acknowledgeMatching: () => undefined,
  reopen: () => undefined,
};

export const NotificationsContext = createContext<NotificationsValue>(DISABLED_NOTIFICATIONS);
