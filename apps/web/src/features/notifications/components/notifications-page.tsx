import { Box, Button, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChecks } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterNotifications } from '../filter-notifications.ts';
import { useNotificationFilters } from '../use-notification-filters.ts';
import { useNotifications } from '../use-notifications.ts';
import { NotificationCards } from './notification-cards.tsx';
import { NotificationsFilters } from './notifications-filters.tsx';
import { NotificationsTable } from './notifications-table.tsx';

// SPEC §9: default page size 30.
const PAGE_SIZE = 30;
// Below this the table's six columns no longer fit: one card per notification instead.
const CARDS_MAX_WIDTH = '48em';

/** /dashboard/notifications: every notification, filtered, acknowledged and reopened. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const { status, notifications, nowMs, acknowledge, reopen } = useNotifications();
  const [filters, setFilters] = useNotificationFilters();
  const [page, setPage] = useState(1);
  const countRef = useRef<HTMLParagraphElement>(null);
  const isPhone = useMediaQuery(`(max-width: ${CARDS_MAX_WIDTH})`, undefined, {
    getInitialValueInEffect: false,
  });
  const shown = filterNotifications(notifications, filters);
  const pageCount = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const pageItems = shown.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE);
  // The row goes away from this view: keep the focus on the (announced) count, not on nothing.
  const afterChange = (change: (ids: readonly string[]) => void) => (id: string) => {
    change([id]);
    countRef.current?.focus();
  };
  const handleFilters: typeof setFilters = (change) => {
    setPage(1);
    setFilters(change);
  };
  const List = isPhone ? NotificationCards : NotificationsTable;
  return (
    <Stack gap="md">
      <Title order={1}>{t('notifications.title')}</Title>
      <NotificationsFilters filters={filters} onChange={handleFilters} />
      {status === 'ready' && (
        <Group justify="space-between">
          <Text ref={countRef} tabIndex={-1} aria-live="polite" fw={500}>
            {t('notifications.page.shown', { count: shown.length })}
          </Text>
          {filters.view === 'open' && shown.length > 0 && (
            <Button
              variant="light"
              leftSection={<IconChecks size={18} aria-hidden />}
              onClick={() => acknowledge(shown.map((n) => n.id))}
            >
              {t('notifications.page.markShownSeen')}
            </Button>
          )}
        </Group>
      )}
      {status === 'loading' && (
        <Loader role="progressbar" aria-label={t('notifications.loading')} />
      )}
      {status === 'ready' && shown.length === 0 && (
        <Text c="dimmed">
          {filters.view === 'open'
            ? t('notifications.page.emptyOpen')
            : t('notifications.page.emptyAck')}
        </Text>
      )}
      {pageItems.length > 0 && (
        <List
          notifications={pageItems}
          nowMs={nowMs}
          onAcknowledge={afterChange(acknowledge)}
          onReopen={afterChange(reopen)}
        />
      )}
      {pageCount > 1 && (
        <Box component="nav" aria-label={t('notifications.page.pagination')}>
          <Pagination
            total={pageCount}
            value={currentPage}
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
