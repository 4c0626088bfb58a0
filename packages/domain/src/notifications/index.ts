// The domain's notifications rules, as the package exports them (see ../index.ts).
export type {
  MilestoneNotification,
  NotificationDraft,
  NotificationStatus,
} from './milestone-notification.ts';
export { notificationDedupKey, type NotificationDedupKeyInput } from './notification-dedup-key.ts';
export {
  deriveShipmentNotifications,
  type DeriveShipmentNotificationsInput,
} from './derive-shipment-notifications.ts';
export {
  reconcileNotifications,
  type ReconcileNotificationsInput,
} from './reconcile-notifications.ts';
export {
  NOTIFICATION_TRANSITIONS,
  canTransitionNotification,
  transitionNotification,
  type TransitionNotificationInput,
  type TransitionNotificationResult,
} from './transition-notification.ts';
export { acknowledgeAllNotifications } from './acknowledge-all-notifications.ts';
export { NOTIFICATION_POPOVER_LIMIT, listOpenNotifications } from './list-open-notifications.ts';
export { notificationMessage } from './notification-message.ts';
export { topNotificationPriority } from './top-notification-priority.ts';
export {
  nextNotificationChange,
  type NextNotificationChangeInput,
} from './next-notification-change.ts';
export {
  NOTIFICATION_ROUTES,
  type NotificationItem,
  type NotificationPage,
  type NotificationPriorityCounts,
  type NotificationQuery,
  type NotificationSummary,
  type NotificationView,
} from './notification-feed.ts';
export { addOverdueByPriority, overdueCountAt, overdueDueTimes } from './overdue-due-times.ts';
