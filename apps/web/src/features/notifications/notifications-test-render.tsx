import { MantineProvider } from '@mantine/core';
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

/** Test helper: a ready notifications value with the given overrides. */
export function testNotificationsValue(
  overrides: Partial<NotificationsValue> = {},
): NotificationsValue {
  return { ...DISABLED_NOTIFICATIONS, status: 'ready', userId: 'u1', ...overrides };
}

/**
 * Test helper: renders `ui` at `path` with the given notifications, and a line showing the
 * current location so tests can see where links and filters lead.
 */
export function renderWithNotifications(
  ui: ReactNode,
  { value, path = '/dashboard' }: { value: NotificationsValue; path?: string },
) {
  return render(
    <MantineProvider theme={theme}>
      <NotificationsContext.Provider value={value}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <CurrentLocation />
        </MemoryRouter>
      </NotificationsContext.Provider>
    </MantineProvider>,
  );
}
