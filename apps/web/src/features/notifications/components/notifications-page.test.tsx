import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testNotification } from '../notification-test-data.ts';
import { renderWithNotifications, testNotificationsValue } from '../notifications-test-render.tsx';
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
  const value = testNotificationsValue({ notifications: NOTIFICATIONS, ...overrides });
  renderWithNotifications(<NotificationsPage />, { value, path });
}

function rows() {
  return within(screen.getByRole('table', { name: 'Notifications' }))
    .getAllByRole('row')
    .slice(1);
}

describe('NotificationsPage', () => {
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
    expect(acknowledge).toHaveBeenLastCalledWith(['N-00002']);
    expect(screen.getByText('2 notifications')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all shown as seen' }));
    expect(acknowledge).toHaveBeenLastCalledWith(['N-00002', 'N-00003']);
  });

  it('lists acknowledged ones and reopens them', async () => {
    const reopen = vi.fn();
    renderPage('/dashboard/notifications', { reopen });
    await userEvent.click(screen.getByRole('radio', { name: 'Acknowledged' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('?status=ack');
    expect(rows()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Mark all shown as seen' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reopen: PO-SEEN, Pickup' }));
    expect(reopen).toHaveBeenCalledWith(['N-00004']);
  });

  it('says when nothing matches', () => {
    renderPage('/dashboard/notifications?priority=high');
    expect(screen.getByText('No open notifications match these filters.')).toBeInTheDocument();
  });
});
