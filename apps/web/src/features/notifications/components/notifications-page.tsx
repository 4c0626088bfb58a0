import { Box, Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { BusySpinner } from '#ui/busy-spinner.tsx';
import { useMediaQuery } from '@mantine/hooks';
import { IconChecks } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationEntry } from '../notifications-context.ts';
import { useNotificationFilters } from '../use-notification-filters.ts';
import { useNotifications } from '../use-notifications.ts';
import { useNotificationsPage } from '../use-notifications-page.ts';
import { NotificationCards } from './notification-cards.tsx';
import { NotificationsFilters } from './notifications-filters.tsx';
import { NotificationsTable } from './notifications-table.tsx';
import { OfflineNote } from './offline-note.tsx';

// Below this the table's six columns no longer fit: one card per notification instead.
const CARDS_MAX_WIDTH = '48em';

/** /dashboard/notifications: every notification, filtered, acknowledged and reopened. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const { nowMs, acknowledge, acknowledgeMatching, reopen, isOffline } = useNotifications();
  const [filters, setFilters] = useNotificationFilters();
  const [page, setPage] = useState(1);
  const shown = useNotificationsPage(filters, page);
  const countRef = useRef<HTMLParagraphElement>(null);
  const isPhone = useMediaQuery(`(max-width: ${CARDS_MAX_WIDTH})`, undefined, {
    getInitialValueInEffect: false,
  });
  // Marking the last ones of the last page as seen leaves that page empty: show the one before
  // (set while rendering, as React allows for state derived from what was just read).
  if (shown.status === 'ready' && page > shown.pageCount) setPage(shown.pageCount);
  // The row goes away from this view: keep the focus on the (announced) count, not on nothing.
  const afterChange =
    (change: (notifications: readonly NotificationEntry[]) => void) =>
    (notification: NotificationEntry) => {
      change([notification]);
      countRef.current?.focus();
    };
  const handleFilters: typeof setFilters = (change) => {
    setPage(1);
    setFilters(change);
  };
  const { view, ...narrowing } = filters;
  const List = isPhone ? NotificationCards : NotificationsTable;
  return (
    <Stack gap="md">
      <Title order={1}>{t('notifications.title')}</Title>
      <NotificationsFilters filters={filters} onChange={handleFilters} />
      {isOffline && <OfflineNote />}
      {shown.status === 'ready' && (
        <Group justify="space-between">
          <Text ref={countRef} tabIndex={-1} aria-live="polite" fw={500}>
            {t('notifications.page.shown', { count: shown.totalItems })}
          </Text>
          {view === 'open' && shown.totalItems > 0 && (
            <Button
              variant="light"
              leftSection={<IconChecks size={18} aria-hidden />}
              onClick={() => acknowledgeMatching(narrowing)}
            >
              {t('notifications.page.markShownSeen')}
            </Button>
          )}
        </Group>
      )}
      {shown.status === 'loading' && <BusySpinner label={t('notifications.loading')} />}
      {shown.status === 'error' && <Text c="red">{t('notifications.page.loadFailed')}</Text>}
      {shown.status === 'ready' && shown.totalItems === 0 && (
        <Text c="dimmed">
          {view === 'open' ? t('notifications.page.emptyOpen') : t('notifications.page.emptyAck')}
        </Text>
      )}
      {shown.items.length > 0 && (
        <List
          notifications={shown.items}
          nowMs={nowMs}
          onAcknowledge={afterChange(acknowledge)}
          onReopen={afterChange(reopen)}
        />
      )}
      {shown.pageCount > 1 && (
        <Box component="nav" aria-label={t('notifications.page.pagination')}>
          <Pagination
            total={shown.pageCount}
            value={Math.min(page, shown.pageCount)}
            onChange={setPage}
            getControlProps={(control) => ({
              'aria-label': t(`notifications.page.${control}Page`),
            })}
          />
        </Box>
      )}
    </Stack>
  );
}
