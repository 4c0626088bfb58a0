import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationEntry } from '../notifications-context.ts';
import { notificationLink } from '../notification-link.ts';
import { useNotificationText } from '../use-notification-text.ts';
import { ModeBadge } from './mode-badge.tsx';
import { NotificationStatusAction } from './notification-status-action.tsx';
import { PriorityBadge } from './priority-badge.tsx';

export type NotificationCardsProps = {
  notifications: readonly NotificationEntry[];
  nowMs: number;
  onAcknowledge: (notification: NotificationEntry) => void;
  onReopen: (notification: NotificationEntry) => void;
};

/** The notifications page's list on phones: one card per notification. */
export function NotificationCards({
  notifications,
  nowMs,
  onAcknowledge,
  onReopen,
}: NotificationCardsProps) {
  const { t } = useTranslation();
  const textOf = useNotificationText();
  return (
    <Stack component="ul" gap="sm" m={0} p={0} aria-label={t('notifications.page.results')}>
      {notifications.map((notification) => {
        const text = textOf(notification, nowMs);
        return (
          <Card component="li" key={notification.id} withBorder padding="sm" radius="md">
            <Stack gap={6}>
              <Anchor component={Link} to={notificationLink(notification)} fw={600} size="sm">
                {text.message}
              </Anchor>
              <Group gap={6}>
                <Text size="sm" fw={500}>
                  {text.reference}
                </Text>
                <PriorityBadge priority={notification.priority} />
                <ModeBadge mode={notification.mode} />
              </Group>
              <Group justify="space-between" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {t('notifications.overdueSince', { time: text.since })}
                </Text>
                <NotificationStatusAction
                  notification={notification}
                  text={text}
                  onAcknowledge={onAcknowledge}
                  onReopen={onReopen}
                />
              </Group>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
