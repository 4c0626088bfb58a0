import type { MilestoneNotification } from '@rumbo/domain';
import { paths } from '#lib/paths.ts';

/** The shipment's screen, opened on the overdue milestone (SPEC §2: ?open= and ?milestone=). */
export function notificationLink(notification: MilestoneNotification): string {
  return paths.dashboard.shipments(notification.mode, {
    open: notification.shipmentId,
    milestone: notification.milestone,
  });
}
