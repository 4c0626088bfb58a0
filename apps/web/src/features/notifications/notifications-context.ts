import type { MilestoneNotification, NotificationPriority } from '@rumbo/domain';
import { createContext } from 'react';

export type NotificationsStatus = 'disabled' | 'loading' | 'ready';

/** The signed-in user's notifications and what they can do with them. */
export type NotificationsValue = {
  status: NotificationsStatus;
  userId: string | null;
  /** The whole local set: open, acknowledged and resolved. */
  notifications: readonly MilestoneNotification[];
  /** The open ones in SPEC §4 order (due time, priority, update). */
  open: readonly MilestoneNotification[];
  /** Colours the bell's count badge; null when nothing is open. */
  topPriority: NotificationPriority | null;
  /** The engine's clock (renewed every minute), for relative times. */
  nowMs: number;
  acknowledge: (ids: readonly string[]) => void;
  acknowledgeAll: () => void;
  reopen: (ids: readonly string[]) => void;
};

/** What consumers see without an active engine: no access, no user, or outside the provider. */
export const DISABLED_NOTIFICATIONS: NotificationsValue = {
  status: 'disabled',
  userId: null,
  notifications: [],
  open: [],
  topPriority: null,
  nowMs: 0,
  acknowledge: () => undefined,
  acknowledgeAll: () => undefined,
  reopen: () => undefined,
};

export const NotificationsContext = createContext<NotificationsValue>(DISABLED_NOTIFICATIONS);
