import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { BusySpinner } from '#ui/busy-spinner.tsx';
import { NOTIFICATION_POPOVER_LIMIT } from '@rumbo/domain';
import type { NotificationEntry } from '../notifications-context.ts';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { useNotifications } from '../use-notifications.ts';
import { NotificationItem } from './notification-item.tsx';
import { OfflineNote } from './offline-note.tsx';

export type NotificationsSummaryProps = {
  /** Called when the user follows a link (an item or See more), e.g. to close the popover. */
  onNavigate?: () => void;
};

/**
 * The open notifications as the popover and the mobile drawer show them (SPEC §2): up to 7,
 * "Mark all as seen" and "See more".
 */
export function NotificationsSummary({ onNavigate }: NotificationsSummaryProps) {
  const { t } = useTranslation();
  const { status, firstOpen, openCount, nowMs, acknowledge, acknowledgeMatching, isOffline } =
    useNotifications();
  const titleId = useId();
  const titleRef = useRef<HTMLParagraphElement>(null);
  const shown = firstOpen.slice(0, NOTIFICATION_POPOVER_LIMIT);
  // The item (or every item) goes away: keep the focus in the list instead of losing it.
  const keepFocus = () => titleRef.current?.focus();
  const handleMarkSeen = (notification: NotificationEntry) => {
    acknowledge([notification]);
    keepFocus();
  };
  const handleMarkAll = () => {
    acknowledgeMatching(null);
    keepFocus();
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Text id={titleId} ref={titleRef} tabIndex={-1} fw={700}>
          {t('notifications.title')}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={handleMarkAll} disabled={!openCount}>
          {t('notifications.markAllSeen')}
        </Button>
      </Group>
      {isOffline && <OfflineNote />}
      {status === 'loading' && <BusySpinner size="sm" label={t('notifications.loading')} />}
      {status === 'ready' && shown.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('notifications.empty')}
        </Text>
      )}
      {shown.length > 0 && (
        <Stack component="ul" gap={0} m={0} p={0} aria-labelledby={titleId}>
          {shown.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              nowMs={nowMs}
              onOpen={onNavigate}
              onMarkSeen={handleMarkSeen}
            />
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={paths.dashboard.notifications} onClick={onNavigate} size="sm">
        {t('notifications.seeMore')}
      </Anchor>
    </Stack>
  );
}
