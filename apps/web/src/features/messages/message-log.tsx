import { Box, Group, Pagination, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isServerUnreachable } from '#data/common/server-unreachable.ts';
import type { MessageState } from '#data/messages/message-filter.ts';
import {
  messagePageQuery,
  messageShipmentCodesQuery,
  type MessageListItem,
} from '#data/messages/messages-query.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { ListLoadError, ListNoMatch, ListSkeleton, ServerAwayAlert } from '#ui/list-states.tsx';
import { useNow } from '#ui/use-now.ts';
import { MessageLogFilters } from './message-log-filters.tsx';
import { MessageCards, MessageTable } from './message-list.tsx';
import { MessageView } from './message-view.tsx';
import { useResendAction } from './use-resend-action.ts';

const PER_PAGE = 20;
// SPEC §9's mobile breakpoint, as the other lists: cards instead of the table's columns.
const CARDS_QUERY = '(max-width: 860px)';
const SEARCH_DELAY_MS = 300;
const MINUTE_MS = 60_000;

export type MessageLogProps = { companyId: string };

/**
 * The company's e-mail log (issue 37) for its superusers: every message, newest first, a page
 * at a time from the server, filtered by state, kind and a search on recipient and subject;
 * a message opens as it goes out, and can be sent again. Online only: there is no copy.
 */
export default function MessageLog({ companyId }: MessageLogProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<MessageState | ''>('');
  const [kind, setKind] = useState('');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<MessageListItem | null>(null);
  const list = useQuery(
    messagePageQuery({ page, perPage: PER_PAGE, state, kind, search: debouncedSearch }),
  );
  const items = list.data?.items ?? [];
  const codes = useQuery(
    messageShipmentCodesQuery(
      items.map((item) => ({ collection: item.shipmentCollection, id: item.shipment })),
    ),
  );
  const resend = useResendAction();
  const now = useNow(MINUTE_MS);
  const isCards =
    useMediaQuery(CARDS_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const isFiltered = state !== '' || kind !== '' || debouncedSearch.trim() !== '';
  const totalPages = list.data?.totalPages ?? 0;
  const filterChange =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setPage(1);
      set(value);
    };
  const handleClear = () => {
    setPage(1);
    setState('');
    setKind('');
    setSearch('');
  };

  const renderBody = () => {
    // Offline the log is not shown at all, not even the page read before: it would be stale.
    if (list.isError && isServerUnreachable(list.error))
      return <Offline onRetry={() => void list.refetch()} isRetrying={list.isFetching} />;
    if (list.isPending) return <ListSkeleton label={t('messages.loading')} />;
    if (list.isError)
      return (
        <ListLoadError
          title={t('messages.loadError')}
          hint={t('messages.loadErrorHint', { message: serverErrorText(list.error) })}
          retryLabel={t('messages.retry')}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      );
    if (list.data.totalItems === 0 && !list.isPlaceholderData)
      return isFiltered ? (
        <ListNoMatch
          title={t('messages.noMatchTitle')}
          hint={t('messages.noMatchHint')}
          actionLabel={t('messages.clearFilters')}
          onAction={handleClear}
        />
      ) : (
        <Stack align="center" gap="xs" py="xl" ta="center">
          <Text fw={600}>{t('messages.emptyTitle')}</Text>
          <Text c="dimmed" size="sm" maw={520}>
            {t('messages.emptyHint')}
          </Text>
        </Stack>
      );
    const List = isCards ? MessageCards : MessageTable;
    return <List items={items} codes={codes.data ?? new Map()} now={now} onOpen={setOpened} />;
  };

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm" maw={720}>
        {t('messages.intro')}
      </Text>
      <Group justify="space-between" align="flex-end" gap="sm">
        <MessageLogFilters
          state={state}
          kind={kind}
          search={search}
          onState={filterChange(setState)}
          onKind={filterChange(setKind)}
          onSearch={filterChange(setSearch)}
          isNarrow={isCards}
        />
        {list.data && !list.isError && list.data.totalItems > 0 && (
          <Text size="sm" fw={500} role="status">
            {t('messages.count', { count: list.data.totalItems })}
          </Text>
        )}
      </Group>
      {renderBody()}
      {totalPages > 1 && !list.isError && (
        <Box component="nav" aria-label={t('messages.pagination')}>
          <Pagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={setPage}
            size={isCards ? 'sm' : 'md'}
            getControlProps={(control) => ({ 'aria-label': t(`messages.${control}Page`) })}
          />
        </Box>
      )}
      {opened && (
        <MessageView
          message={opened}
          companyId={companyId}
          onResend={(message) => void resend.run(message)}
          isResending={resend.isPending}
          isConfirming={resend.isConfirming}
          onClose={() => setOpened(null)}
        />
      )}
    </Stack>
  );
}

function Offline({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation();
  return (
    <ServerAwayAlert
      title={t('messages.offlineTitle')}
      message={t('messages.offline')}
      retryLabel={t('messages.retry')}
      onRetry={onRetry}
      isRetrying={isRetrying}
    />
  );
}
