import type { NotificationItem, NotificationPage } from '@rumbo/domain';
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notificationPageQuery } from '#data/notifications/notification-feed-queries.ts';
import { testNotification } from '../notification-test-data.ts';
import {
  localNotificationsValue,
  renderWithNotifications,
  testNotificationsValue,
} from '#test/notifications.tsx';
import { NotificationsPage } from './notifications-page.tsx';

const NOTIFICATIONS = [
  testNotification({ id: 'N-00001', priority: 'urgent', reference: 'PO-OCEAN' }),
  testNotification({
    id: 'N-00002',
    mode: 'air',
    shipmentId: 'a1',
    milestone: 'departure',
    priority: 'urgent',
    reference: 'PO-AIR',
  }),
  testNotification({ id: 'N-00003', mode: 'air', shipmentId: 'a2', reference: 'PO-AIR-LOW' }),
  testNotification({ id: 'N-00004', shipmentId: 's4', status: 'ack', reference: 'PO-SEEN' }),
];

function renderPage(path: string, overrides = {}) {
  const value = localNotificationsValue(NOTIFICATIONS, overrides);
  renderWithNotifications(<NotificationsPage />, { value, path });
}

function rows() {
  return within(screen.getByRole('table', { name: 'Notifications' }))
    .getAllByRole('row')
    .slice(1);
}

describe("NotificationsPage on the browser's own set", () => {
  it('pre-filters from ?priority= and ?mode=', () => {
    renderPage('/dashboard/notifications?priority=urgent&mode=air');
    expect(screen.getByLabelText('Priority')).toHaveValue('urgent');
    expect(screen.getByLabelText('Mode')).toHaveValue('air');
    expect(screen.getByText('1 notification')).toBeInTheDocument();
    const [row] = rows();
    expect(within(row!).getByRole('link')).toHaveTextContent(
      'Provide actual date for Departure (overdue)',
    );
    expect(within(row!).getByRole('link')).toHaveAttribute(
      'href',
      '/dashboard/shipments/air?open=a1&milestone=departure',
    );
  });

  it('filters by milestone and keeps the filters in the URL', async () => {
    renderPage('/dashboard/notifications');
    expect(rows()).toHaveLength(3);
    await userEvent.selectOptions(screen.getByLabelText('Milestone'), 'departure');
    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/dashboard/notifications?milestone=departure',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(rows()).toHaveLength(3);
  });

  it('acknowledges one notification, or all shown', async () => {
    const acknowledge = vi.fn();
    renderPage('/dashboard/notifications?mode=air', { acknowledge });
    await userEvent.click(screen.getByRole('button', { name: 'Mark as seen: PO-AIR, Departure' }));
    expect(acknowledge).toHaveBeenLastCalledWith([NOTIFICATIONS[1]]);
    expect(screen.getByText('2 notifications')).toHaveFocus();
  });

  it('marks all shown as seen with the filters of the page', async () => {
    const acknowledgeMatching = vi.fn();
    renderPage('/dashboard/notifications?mode=air', { acknowledgeMatching });
    await userEvent.click(screen.getByRole('button', { name: 'Mark all shown as seen' }));
    expect(acknowledgeMatching).toHaveBeenCalledWith({
      priority: null,
      mode: 'air',
      milestone: null,
    });
  });

  it('lists acknowledged ones and reopens them', async () => {
    const reopen = vi.fn();
    renderPage('/dashboard/notifications', { reopen });
    await userEvent.click(screen.getByRole('radio', { name: 'Acknowledged' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('?status=ack');
    expect(rows()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Mark all shown as seen' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reopen: PO-SEEN, Pickup' }));
    expect(reopen).toHaveBeenCalledWith([NOTIFICATIONS[3]]);
  });

  it('says when nothing matches', () => {
    renderPage('/dashboard/notifications?priority=high');
    expect(screen.getByText('No open notifications match these filters.')).toBeInTheDocument();
  });
});

describe('NotificationsPage on the server', () => {
  const FILTERS = { view: 'open', priority: 'urgent', mode: null, milestone: null } as const;

  function serverPage(page: number, items: NotificationItem[], totalItems: number) {
    // Fresh for the whole test: nothing is asked of a server.
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const answer: NotificationPage = {
      page,
      perPage: 30,
      totalItems,
      totalPages: Math.ceil(totalItems / 30),
      items,
    };
    queryClient.setQueryData(notificationPageQuery('u1', FILTERS, page, 30).queryKey, answer);
    return queryClient;
  }

  it("shows the server's page, its count of every page, and asks for the next page", async () => {
    const item = {
      ...testNotification({ id: 'srvnotif0000001', priority: 'urgent', reference: 'PO-SRV' }),
      company: 'golfo',
      stateId: '',
    };
    const queryClient = serverPage(1, [item], 75);
    const page2 = { ...item, id: 'srvnotif0000002', reference: 'PO-SRV-2' };
    queryClient.setQueryData(notificationPageQuery('u1', FILTERS, 2, 30).queryKey, {
      page: 2,
      perPage: 30,
      totalItems: 75,
      totalPages: 3,
      items: [page2],
    });
    const acknowledge = vi.fn();
    renderWithNotifications(<NotificationsPage />, {
      value: testNotificationsValue({ acknowledge }),
      path: '/dashboard/notifications?priority=urgent',
      queryClient,
    });
    expect(screen.getByText('75 notifications')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('PO-SRV');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as seen: PO-SRV, Pickup' }));
    expect(acknowledge).toHaveBeenCalledWith([item]);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(rows()[0]).toHaveTextContent('PO-SRV-2');
  });

  it('says when it shows the offline set', () => {
    renderPage('/dashboard/notifications', { isOffline: true });
    expect(screen.getByRole('note')).toHaveTextContent(
      'Offline: these notifications come from the shipments saved in this browser.',
    );
  });
});
