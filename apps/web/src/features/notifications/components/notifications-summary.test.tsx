import { listOpenNotifications } from '@rumbo/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testNotification } from '../notification-test-data.ts';
import { renderWithNotifications, testNotificationsValue } from '#test/notifications.tsx';
import { NotificationsSummary } from './notifications-summary.tsx';

// Two days and three hours after the fixtures' due time.
const NOW_MS = Date.parse('2026-01-08T19:00:00.000Z');
const MILESTONES = ['pickup', 'cutOffDoc', 'cutOffPhy', 'portOfLoadArrival', 'delivery'] as const;

function openNotifications(count: number) {
  return listOpenNotifications(
    Array.from({ length: count }, (_, i) =>
      testNotification({
        id: `N-0000${i + 1}`,
        shipmentId: `s${i + 1}`,
        reference: `PO-00000${i + 1}`,
        milestone: MILESTONES[i % MILESTONES.length],
        priority: i === 0 ? 'urgent' : 'normal',
      }),
    ),
  );
}

describe('NotificationsSummary', () => {
  it('shows at most 7 items with the exact texts, tags and relative time', () => {
    const open = openNotifications(9);
    renderWithNotifications(<NotificationsSummary />, {
      value: testNotificationsValue({ firstOpen: open.slice(0, 7), openCount: 9, nowMs: NOW_MS }),
    });
    const items = within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(7);
    const first = within(items[0]!);
    expect(first.getByText('Provide actual date for Pickup (overdue)')).toBeInTheDocument();
    expect(first.getByText('PO-000001')).toBeInTheDocument();
    expect(first.getByText('Urgent')).toBeInTheDocument();
    expect(first.getByText('Ocean')).toBeInTheDocument();
    expect(first.getByText('2 d ago')).toBeInTheDocument();
    expect(
      within(items[1]!).getByText('Provide actual date for Cut-off (documents) (overdue)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See more' })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
  });

  it('opens the shipment on its milestone and tells the popover to close', async () => {
    const onNavigate = vi.fn();
    const [first] = openNotifications(1);
    renderWithNotifications(<NotificationsSummary onNavigate={onNavigate} />, {
      value: testNotificationsValue({ firstOpen: [first!], openCount: 1, nowMs: NOW_MS }),
    });
    await userEvent.click(screen.getByRole('link', { name: /Provide actual date for Pickup/ }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/dashboard/shipments/ocean?open=s1&milestone=pickup',
    );
    expect(onNavigate).toHaveBeenCalledOnce();
  });

  it('marks one item, or all of them, as seen', async () => {
    const acknowledge = vi.fn();
    const acknowledgeMatching = vi.fn();
    const open = openNotifications(3);
    renderWithNotifications(<NotificationsSummary />, {
      value: testNotificationsValue({
        firstOpen: open,
        openCount: 3,
        acknowledge,
        acknowledgeMatching,
      }),
    });
    await userEvent.click(
      screen.getByRole('button', { name: 'Mark as seen: PO-000002, Cut-off (documents)' }),
    );
    expect(acknowledge).toHaveBeenCalledWith([open[1]]);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as seen' }));
    expect(acknowledgeMatching).toHaveBeenCalledWith(null);
    expect(screen.getByText('Notifications')).toHaveFocus();
  });

  it('says when it shows the offline set, and only then', () => {
    const note = 'Offline: these notifications come from the shipments saved in this browser.';
    const { unmount } = renderWithNotifications(<NotificationsSummary />, {
      value: testNotificationsValue({ source: 'local', isOffline: true }),
    });
    expect(screen.getByRole('note')).toHaveTextContent(note);
    unmount();
    renderWithNotifications(<NotificationsSummary />, {
      value: testNotificationsValue({ source: 'local', isOffline: false }),
    });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says when nothing is open', () => {
    renderWithNotifications(<NotificationsSummary />, { value: testNotificationsValue() });
    expect(
      screen.getByText('No open notifications. Every overdue milestone has its actual date.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as seen' })).toBeDisabled();
  });
});

describe('NotificationsSummary while loading', () => {
  // A spinner with a name must have a role that allows one (axe: aria-prohibited-attr).
  it('shows a named progress bar', () => {
    renderWithNotifications(<NotificationsSummary />, {
      value: testNotificationsValue({ status: 'loading' }),
    });
    expect(screen.getByRole('progressbar', { name: 'Loading notifications…' })).toBeVisible();
  });
});
