import { notifications } from '@mantine/notifications';
import {
  NOTIFICATION_ROUTES,
  type NotificationItem,
  type NotificationSummary,
} from '@rumbo/domain';
import { QueryClient } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { renderAs } from '#test/render-as.tsx';
import { signInAs } from '#test/sign-in.ts';
import { testNotification } from '../notification-test-data.ts';
import { NotificationBell } from './notification-bell.tsx';
import { NotificationsProvider } from './notifications-provider.tsx';
import { NotificationsSummary } from './notifications-summary.tsx';

// The notifications as the server keeps them (docs/decisions/047): the bell and the popover
// read one summary, realtime keeps it current, and marks are stored as the user's states.
const GOLFO = 'rmbcompanygolfo';
const USER = 'staffgolfo00001';

function item(n: number, overrides: Partial<NotificationItem> = {}): NotificationItem {
  const base = testNotification({
    id: `srvnotif000000${n}`,
    shipmentId: `ship00000000${n}`,
    reference: `PO-00000${n}`,
    priority: n === 1 ? 'urgent' : 'normal',
  });
  return { ...base, company: GOLFO, stateId: '', ...overrides };
}

function summaryOf(items: NotificationItem[], open = 12): NotificationSummary {
  const counts = { urgent: 1, high: 0, normal: open - 1, low: 0 };
  return { open, openByPriority: counts, topPriority: 'urgent', items, overdue: counts };
}

let summary: NotificationSummary;
let heard: (() => void) | undefined;

function signIn(): void {
  signInAs({ id: USER, email: 'staff@golfo.test', company: GOLFO });
}

function renderEngine() {
  renderAs(
    <NotificationsProvider enabled>
      <NotificationBell />
      <NotificationsSummary />
    </NotificationsProvider>,
    { signedIn: 'keep', showLocation: false },
  );
}

describe('NotificationsProvider with the server', () => {
  const states = pb.collection('notification_states');
  let send: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    signIn();
    summary = summaryOf([item(1), item(2, { stateId: 'state0000000002' })]);
    send = vi.spyOn(pb, 'send').mockImplementation(async (path: string) => {
      if (path === NOTIFICATION_ROUTES.summary) return structuredClone(summary);
      if (path === NOTIFICATION_ROUTES.acknowledge) return { acknowledged: summary.open };
      throw new Error(`unexpected ${path}`);
    });
    vi.spyOn(pb.realtime, 'subscribe').mockResolvedValue(async () => undefined);
    vi.spyOn(states, 'subscribe').mockResolvedValue(async () => undefined);
    vi.spyOn(states, 'getFullList').mockResolvedValue([]);
    vi.spyOn(pb.collection('notifications'), 'subscribe').mockImplementation(
      async (_topic, handler) => {
        heard = () => handler({ action: 'update', record: {} as never });
        return async () => undefined;
      },
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // no IndexedDB in happy-dom
  });
  afterEach(() => {
    act(() => notifications.clean());
    vi.restoreAllMocks();
    pb.authStore.clear();
    heard = undefined;
  });

  it("shows the server's count, its colour and the popover's items", async () => {
    renderEngine();
    expect(await screen.findByRole('button', { name: 'Notifications: 12 open' })).toBeEnabled();
    expect(screen.getAllByText(/^Provide actual date for Pickup/)).toHaveLength(2);
    expect(send).toHaveBeenCalledWith(NOTIFICATION_ROUTES.summary, expect.anything());
  });

  it('fetches the summary again when a change is heard live', async () => {
    renderEngine();
    await screen.findByRole('button', { name: 'Notifications: 12 open' });
    summary = summaryOf([item(1), item(2), item(3)], 13);
    act(() => heard?.());
    expect(await screen.findByRole('button', { name: 'Notifications: 13 open' })).toBeEnabled();
  });

  it("marks as seen at once and stores the user's state, in the notification's company", async () => {
    let stored: () => void = () => undefined;
    const create = vi
      .spyOn(states, 'create')
      .mockImplementation(() => new Promise((resolve) => (stored = () => resolve({} as never))));
    renderEngine();
    await screen.findByRole('button', { name: 'Notifications: 12 open' });
    await userEvent.click(screen.getByRole('button', { name: 'Mark as seen: PO-000001, Pickup' }));
    // Shown before the server has stored it.
    expect(await screen.findByRole('button', { name: 'Notifications: 11 open' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Mark as seen: PO-000001, Pickup' })).toBeNull();
    await waitFor(() => expect(create).toHaveBeenCalledOnce());
    expect(create.mock.calls[0]![0]).toEqual({
      id: expect.stringMatching(/^[a-z0-9]{15}$/),
      company: GOLFO,
      user: USER,
      dedupKey: item(1).dedupKey,
      status: 'ack',
      mode: 'ocean',
      shipmentId: 'ship000000001',
      milestone: 'pickup',
      statusChangedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    summary = summaryOf([item(2, { stateId: 'state0000000002' })], 11);
    act(() => stored());
    expect(await screen.findByRole('button', { name: 'Notifications: 11 open' })).toBeEnabled();
  });

  it('updates the state the user already has', async () => {
    const update = vi.spyOn(states, 'update').mockResolvedValue({} as never);
    renderEngine();
    await screen.findByRole('button', { name: 'Notifications: 12 open' });
    await userEvent.click(screen.getByRole('button', { name: 'Mark as seen: PO-000002, Pickup' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'state0000000002',
        { status: 'ack', statusChangedAt: expect.any(String) },
        expect.anything(),
      ),
    );
  });

  it('puts the count back and says so when the server refuses', async () => {
    const refused = new ClientResponseError({ status: 403, response: { message: 'No.' } });
    vi.spyOn(states, 'create').mockRejectedValue(refused);
    renderEngine();
    await screen.findByRole('button', { name: 'Notifications: 12 open' });
    await userEvent.click(screen.getByRole('button', { name: 'Mark as seen: PO-000001, Pickup' }));
    expect(await screen.findByRole('button', { name: 'Notifications: 12 open' })).toBeEnabled();
    expect(
      await screen.findByText('Could not save the notification state. Please try again.'),
    ).toBeInTheDocument();
  });

  it('marks all as seen with one request to the server', async () => {
    renderEngine();
    await screen.findByRole('button', { name: 'Notifications: 12 open' });
    summary = { ...summaryOf([], 0), topPriority: null };
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as seen' }));
    expect(screen.getByRole('button', { name: 'Notifications: none open' })).toBeEnabled();
    expect(send).toHaveBeenCalledWith(
      NOTIFICATION_ROUTES.acknowledge,
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('runs nothing while disabled', () => {
    renderAs(
      <NotificationsProvider enabled={false}>
        <NotificationBell />
      </NotificationsProvider>,
      { signedIn: 'keep', queryClient: new QueryClient(), showLocation: false },
    );
    expect(screen.getByRole('button', { name: 'Notifications unavailable' })).toBeDisabled();
    expect(send).not.toHaveBeenCalled();
  });
});
