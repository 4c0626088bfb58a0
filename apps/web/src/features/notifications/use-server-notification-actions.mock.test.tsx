import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '#i18n/i18n.ts';
import type { NotificationState } from '#data/notification-states/notification-state.ts';
import { notificationStatesQuery } from '#data/notification-states/notification-states-query.ts';
import { testNotification, testState } from './notification-test-data.ts';
import { useServerNotificationActions } from './use-server-notification-actions.ts';

// The state writes go through the data layer; here they wait until the test lets them finish,
// to look at what the screens hold while they are under way.
const writes = vi.hoisted(() => ({
  saved: [] as { state: { dedupKey: string; status: string }; isNew: boolean }[],
  release: null as null | (() => void),
}));
vi.mock('./api/save-notification-state.ts', () => ({
  saveNotificationState: (state: { dedupKey: string; status: string }, isNew: boolean) =>
    new Promise<void>((resolve) => {
      writes.saved.push({ state, isNew });
      writes.release = resolve;
    }),
}));

const USER = 'u1';

function actionsWith(stored: NotificationState[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(notificationStatesQuery(USER).queryKey, stored);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useServerNotificationActions(USER), { wrapper });
  const states = () => queryClient.getQueryData(notificationStatesQuery(USER).queryKey) ?? [];
  return { actions: result.current, states };
}

// While the server answers, marking as seen goes through the server's actions. If it stops
// answering just then, the browser's own engine takes over, reading the user's states from the
// cache: the change must be there already, or the bell counts it open again.
describe("the server's notification actions keep the states' cache", () => {
  it('holds a new ack in the cache while it is being written', async () => {
    const notification = testNotification();
    const { actions, states } = actionsWith([]);
    await act(async () => {
      actions.acknowledge([{ ...notification, company: 'golfo' }]);
      await vi.waitFor(() => expect(writes.saved).toHaveLength(1));
    });
    expect(states().map((s) => [s.dedupKey, s.status])).toEqual([[notification.dedupKey, 'ack']]);
    expect(writes.saved[0]!.isNew).toBe(true);
    await act(async () => writes.release?.());
  });

  it('changes a stored state in place when reopening', async () => {
    writes.saved.length = 0;
    const notification = testNotification();
    const stored = testState(notification, { user: USER });
    const { actions, states } = actionsWith([stored]);
    await act(async () => {
      actions.reopen([{ ...notification, status: 'ack', stateId: stored.id }]);
      await vi.waitFor(() => expect(writes.saved).toHaveLength(1));
    });
    expect(states().map((s) => [s.id, s.status])).toEqual([[stored.id, 'open']]);
    expect(writes.saved[0]!.isNew).toBe(false);
    await act(async () => writes.release?.());
  });
});
