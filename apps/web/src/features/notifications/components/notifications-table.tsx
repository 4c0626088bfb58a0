import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationEntry } from '../notifications-context.ts';
import { notificationLink } from '../notification-link.ts';
import { useNotificationText } from '../use-notification-text.ts';
import { ModeBadge } from './mode-badge.tsx';
import { NotificationStatusAction } from './notification-status-action.tsx';
import { PriorityBadge } from './priority-badge.tsx';

// Tags, times and buttons keep their width; the message column takes what is left.
const NO_WRAP = { whiteSpace: 'nowrap', width: '1%' } as const;

export type NotificationsTableProps = {
  notifications: readonly NotificationEntry[];
  nowMs: number;
  onAcknowledge: (notification: NotificationEntry) => void;
  onReopen: (notification: NotificationEntry) => void;
};

/** The notifications page's list on wide screens. */
export function NotificationsTable({
  notifications,
  nowMs,
  onAcknowledge,
  onReopen,
}: NotificationsTableProps) {
  const { t } = useTranslation();
  const textOf = useNotificationText();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-label={t('notifications.page.results')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('notifications.page.columns.notification')}</Table.Th>
            <Table.Th style={NO_WRAP}>{t('notifications.page.columns.reference')}</Table.Th>
            <Table.Th style={NO_WRAP}>{t('notifications.page.columns.priority')}</Table.Th>
            <Table.Th style={NO_WRAP}>{t('notifications.page.columns.mode')}</Table.Th>
            <Table.Th style={NO_WRAP}>{t('notifications.page.columns.due')}</Table.Th>
            <Table.Th style={NO_WRAP}>{t('notifications.page.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {notifications.map((notification) => {
            const text = textOf(notification, nowMs);
            return (
              <Table.Tr key={notification.id}>
                <Table.Td>
                  <Anchor component={Link} to={notificationLink(notification)} size="sm" fw={600}>
                    {text.message}
                  </Anchor>
                </Table.Td>
                <Table.Td style={NO_WRAP}>{text.reference}</Table.Td>
                <Table.Td style={NO_WRAP}>
                  <PriorityBadge priority={notification.priority} />
                </Table.Td>
                <Table.Td style={NO_WRAP}>
                  <ModeBadge mode={notification.mode} />
                </Table.Td>
                <Table.Td style={NO_WRAP}>{text.since}</Table.Td>
                <Table.Td style={NO_WRAP}>
                  <NotificationStatusAction
                    notification={notification}
                    text={text}
                    onAcknowledge={onAcknowledge}
                    onReopen={onReopen}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
