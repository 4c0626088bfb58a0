import type { MilestoneKey } from '../milestones/milestone-key.ts';
import type { ShipmentMode } from '../collections/shipment-mode.ts';
import type { NotificationPriority } from '../collections/notification-priority.ts';

/** Lifecycle of a notification: open → ack | resolved, ack → open | resolved. */
export type NotificationStatus = 'open' | 'ack' | 'resolved';

/**
 * A notification that a milestone's actual date is overdue (SPEC §3). All times are ISO 8601
 * UTC strings, so notifications can be stored and compared as they are.
 */
export type MilestoneNotification = {
  /** Local counter id, `N-00001` style. */
  id: string;
  type: 'missing_actual_date';
  status: NotificationStatus;
  mode: ShipmentMode;
  shipmentId: string;
  reference: string;
  milestone: MilestoneKey;
  estimatedAt: string;
  dueAt: string;
  priority: NotificationPriority;
  /** When the user was last told: creation, a priority escalation while open, or a reopen. */
  lastNotifiedAt: string;
  createdAtISO: string;
  updatedAtISO: string;
  /** One live notification per key; see `notificationDedupKey`. */
  dedupKey: string;
};

/** A notification derived from a shipment, before it gets its local id. */
export type NotificationDraft = Omit<MilestoneNotification, 'id'>;
