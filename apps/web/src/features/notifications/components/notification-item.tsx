import { ActionIcon, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationEntry } from '../notifications-context.ts';
import { notificationLink } from '../notification-link.ts';
import { useNotificationText } from '../use-notification-text.ts';
import { ModeBadge } from './mode-badge.tsx';
import classes from './notification-item.module.css';
import { PriorityBadge } from './priority-badge.tsx';

export type NotificationItemProps = {
  notification: NotificationEntry;
  nowMs: number;
  onOpen?: () => void;
  onMarkSeen: (notification: NotificationEntry) => void;
};

/** One open notification of the popover and the drawer: a link to the shipment, and "mark as seen". */
export function NotificationItem({
  notification,
  nowMs,
  onOpen,
  onMarkSeen,
}: NotificationItemProps) {
  const { t } = useTranslation();
  const text = useNotificationText()(notification, nowMs);
  const markLabel = t('notifications.markSeenItem', text);
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap={4} className={classes.item}>
      <UnstyledButton
        component={Link}
        to={notificationLink(notification)}
        onClick={onOpen}
        className={classes.link}
      >
        <Stack gap={4}>
          <Text size="sm" fw={600} lh={1.3}>
            {text.message}
          </Text>
          <Group gap={6} wrap="wrap">
            <Text size="xs" fw={500}>
              {text.reference}
            </Text>
            <PriorityBadge priority={notification.priority} />
            <ModeBadge mode={notification.mode} />
            <Text size="xs" c="dimmed">
              {text.since}
            </Text>
          </Group>
        </Stack>
      </UnstyledButton>
      <Tooltip label={t('notifications.markSeen')} withinPortal={false}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={markLabel}
          onClick={() => onMarkSeen(notification)}
        >
          <IconCheck size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
