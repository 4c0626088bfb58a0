import {
  listOpenNotifications,
  NOTIFICATION_POPOVER_LIMIT,
  topNotificationPriority,
  type MilestoneNotification,
} from '@rumbo/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  DISABLED_NOTIFICATIONS,
  NotificationsContext,
  type NotificationsValue,
} from '#features/notifications/notifications-context.ts';
import { renderAs, type RenderAsOptions } from './render-as.tsx';

/** Test helper: a ready notifications value (from the server) with the given overrides. */
export function testNotificationsValue(
  overrides: Partial<NotificationsValue> = {},
): NotificationsValue {
  return { ...DISABLED_NOTIFICATIONS, status: 'ready', userId: 'u1', ...overrides };
}

/** Test helper: a ready value as the browser's own engine gives it for `notifications`. */
export function localNotificationsValue(
  notifications: readonly MilestoneNotification[],
  overrides: Partial<NotificationsValue> = {},
): NotificationsValue {
  const open = listOpenNotifications(notifications);
  return testNotificationsValue({
    source: 'local',
    localSet: notifications,
    openCount: open.length,
    firstOpen: open.slice(0, NOTIFICATION_POPOVER_LIMIT),
    topPriority: topNotificationPriority(notifications),
    ...overrides,
  });
}

/**
 * Test helper: renders `ui` at `path` (the dashboard unless said otherwise) with the given
 * notifications in place of the engine's, and the line showing the location (renderAs). The
 * value carries its own user, so nobody is signed in unless `signedIn` says so.
 */
export function renderWithNotifications(
  ui: ReactNode,
  {
    value,
    path = '/dashboard',
    queryClient,
    signedIn = false,
    ...options
  }: RenderAsOptions & { value: NotificationsValue; queryClient?: QueryClient },
) {
  return renderAs(ui, {
    ...options,
    signedIn,
    path,
    queryClient,
    wrap: (children) => (
      <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>
    ),
  });
}
