import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testNotification } from '../notification-test-data.ts';
import {
  localNotificationsValue,
  renderWithNotifications,
  testNotificationsValue,
} from '#test/notifications.tsx';
import { NotificationBell } from './notification-bell.tsx';

const NOTIFICATIONS = [
  testNotification({ id: 'N-00001', priority: 'normal' }),
  testNotification({ id: 'N-00002', shipmentId: 's2', priority: 'high' }),
  testNotification({ id: 'N-00003', shipmentId: 's3', priority: 'urgent', status: 'ack' }),
];

function withNotifications() {
  return localNotificationsValue(NOTIFICATIONS);
}

describe('NotificationBell', () => {
  it('names the open count and colours the badge by the top open priority', () => {
    renderWithNotifications(<NotificationBell />, { value: withNotifications() });
    const bell = screen.getByRole('button', { name: 'Notifications: 2 open' });
    const badge = within(bell).getByText('2');
    expect(badge.style.color).toBe('var(--mantine-color-black)');
    expect(badge.parentElement?.style.getPropertyValue('--indicator-color')).toBe(
      'var(--mantine-color-orange-5)',
    );
  });

  it('opens the popover and closes it when an item is followed', async () => {
    renderWithNotifications(<NotificationBell />, { value: withNotifications() });
    await userEvent.click(screen.getByRole('button', { name: 'Notifications: 2 open' }));
    // happy-dom has no layout, so Mantine hides the dropdown as "detached" from its button:
    // the queries include hidden elements. The browser tests check what is visible, and the
    // dialog's name (the bell's), which dom-accessibility-api does not compute for hidden nodes.
    const popover = screen.getByRole('dialog', { hidden: true });
    expect(within(popover).getAllByRole('listitem', { hidden: true })).toHaveLength(2);
    await userEvent.click(within(popover).getAllByRole('link', { hidden: true })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      /^\/dashboard\/shipments\/ocean\?open=s\d&milestone=pickup$/,
    );
  });

  it('reads "none open" without a badge when nothing is open', () => {
    renderWithNotifications(<NotificationBell />, { value: testNotificationsValue() });
    const bell = screen.getByRole('button', { name: 'Notifications: none open' });
    expect(within(bell).queryByText('0')).not.toBeInTheDocument();
  });

  it.each([
    ['when told', { disabled: true }, withNotifications()],
    ['without an active engine', {}, testNotificationsValue({ status: 'disabled' })],
  ])('is disabled %s', async (_name, props, value) => {
    renderWithNotifications(<NotificationBell {...props} />, { value });
    const bell = screen.getByRole('button', { name: 'Notifications unavailable' });
    expect(bell).toBeDisabled();
    expect(within(bell).queryByText('2')).not.toBeInTheDocument();
  });
});
