import type { MilestoneKey } from '../milestones/milestone-key.ts';
import type { ShipmentMode } from '../collections/shipment-mode.ts';
import type { MilestoneNotification } from './milestone-notification.ts';
import type { NotificationPriority } from '../collections/notification-priority.ts';

/**
 * The server's routes for one user's notifications (docs/decisions/047), reached with the SDK's
 * `pb.send`: GET the summary (bell and popover), GET a page (the notifications page, with
 * `view`, `priority`, `mode`, `milestone`, `page`, `perPage`), POST `acknowledge` (mark every
 * open one matching the same filters as seen).
 */
export const NOTIFICATION_ROUTES = {
  page: '/api/rumbo/notifications',
  summary: '/api/rumbo/notifications/summary',
  acknowledge: '/api/rumbo/notifications/acknowledge',
} as const;

/** Which of a user's notifications: the open ones, or the ones they marked as seen. */
export type NotificationView = 'open' | 'ack';

export type NotificationQuery = {
  view: NotificationView;
  priority: NotificationPriority | null;
  mode: ShipmentMode | null;
  milestone: MilestoneKey | null;
};

/** A notification as one user sees it: SPEC §3's fields, with their own status (open or ack). */
export type NotificationItem = MilestoneNotification & {
  company: string;
  /** The id of the user's `notification_states` record for it; '' when they have none. */
  stateId: string;
};

export type NotificationPage = {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: NotificationItem[];
};

export type NotificationPriorityCounts = Record<NotificationPriority, number>;

export type NotificationSummary = {
  /** Open for the user (not marked as seen): the bell's count. */
  open: number;
  openByPriority: NotificationPriorityCounts;
  /** Colours the bell's badge; null when nothing is open. */
  topPriority: NotificationPriority | null;
  /** The first open ones in SPEC §4's order: the popover's 7. */
  items: NotificationItem[];
  /** Overdue milestones by priority, whoever has seen them (the dashboard home's figure). */
  overdue: NotificationPriorityCounts;
};
