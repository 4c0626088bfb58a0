import type { ProductModule } from '../registry.ts';
import { registerNotificationHooks } from './notification-hooks.ts';
import { NotificationTimer } from './notification-timer.ts';
import { NotificationFeed } from './notification-feed.ts';

/**
 * Notifications on the server (docs/decisions/047, 048): kept in line by every shipment write
 * and by a timer as time passes, and read by each user through the feed.
 */
export const notificationsModule: ProductModule = {
  name: 'notifications',
  register: (core, { clock, notificationCheckMs }) => {
    const notifications = new NotificationTimer({
      ...core,
      clock,
      maxWaitMs: notificationCheckMs ?? 60_000,
    });
    registerNotificationHooks({
      ...core,
      clock,
      onScheduled: (at) => notifications.noteCheck(at),
    });
    return {
      notifications: new NotificationFeed({ ...core, clock }),
      start: () => {
        notifications.start();
        core.backups.onRestored(async () => {
          notifications.start();
          await notifications.ready;
        });
      },
      stop: () => notifications.stop(),
      handles: { notifications },
    };
  },
};
