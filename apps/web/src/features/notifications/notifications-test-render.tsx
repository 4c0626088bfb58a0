import { MantineProvider } from '@mantine/core';
import {
  listOpenNotifications,
  NOTIFICATION_POPOVER_LIMIT,
  topNotificationPriority,
  type MilestoneNotification,
} from '@rumbo/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import '#lib/i18n.ts';
import { theme } from '#lib/theme.ts';
import { CurrentLocation } from './test-current-location.tsx';
import {
  DISABLED_NOTIFICATIONS,
  NotificationsContext,
  type NotificationsValue,
} from './notifications-context.ts';

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
 * Test helper: renders `ui` at `path` with the given notifications, and a line showing the
 * current location so tests can see where links and filters lead.
 */
export function renderWithNotifications(
  ui: ReactNode,
  {
    value,
    path = '/dashboard',
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: { value: NotificationsValue; path?: string; queryClient?: QueryClient },
) {
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <NotificationsContext.Provider value={value}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
            <CurrentLocation />
          </MemoryRouter>
        </NotificationsContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
