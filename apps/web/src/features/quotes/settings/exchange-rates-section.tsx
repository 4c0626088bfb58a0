import { Box, Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isServerUnreachable } from '#data/common/server-unreachable.ts';
import {
  exchangeRatePageQuery,
  type ExchangeRateRow,
} from '#data/exchange-rates/exchange-rates-query.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { ListLoadError, ListSkeleton, ServerAwayAlert } from '#ui/list-states.tsx';
import { ExchangeRateCards, ExchangeRateTable } from './exchange-rate-list.tsx';
import { ExchangeRateForm } from './exchange-rate-form.tsx';
import { FixImportDialog } from './fix-import-dialog.tsx';
import { useDeleteExchangeRate } from './use-delete-exchange-rate.ts';

const PER_PAGE = 20;
// SPEC §9's mobile breakpoint, as the other lists: cards instead of the table's columns.
const CARDS_QUERY = '(max-width: 860px)';

export type ExchangeRatesSectionProps = { companyId: string; titleId: string };

/** What the section has open over the table. */
type Opened = { kind: 'add' } | { kind: 'edit'; rate: ExchangeRateRow } | { kind: 'import' };

/**
 * The company's exchange-rate table, newest day first, a page at a time from the server: add a
 * day's rate, change or delete one, or import the FIX file.
 */
export function ExchangeRatesSection({ companyId, titleId }: ExchangeRatesSectionProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<Opened | null>(null);
  const list = useQuery(exchangeRatePageQuery({ company: companyId, page, perPage: PER_PAGE }));
  const remove = useDeleteExchangeRate();
  const isCards =
    useMediaQuery(CARDS_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const totalPages = list.data?.totalPages ?? 0;
  const isOffline = list.isError && isServerUnreachable(list.error);

  const renderBody = () => {
    // Offline the table is not shown at all, not even the page read before: it would be stale.
    if (isOffline)
      return <Offline onRetry={() => void list.refetch()} isRetrying={list.isFetching} />;
    if (list.isPending) return <ListSkeleton label={t('quoteSettings.rates.loading')} />;
    if (list.isError)
      return (
        <ListLoadError
          title={t('quoteSettings.rates.loadError')}
          hint={t('quoteSettings.rates.loadErrorHint', { message: serverErrorText(list.error) })}
          retryLabel={t('quoteSettings.retry')}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      );
    if (list.data.totalItems === 0 && !list.isPlaceholderData)
      return (
        <Stack align="center" gap="xs" py="lg" ta="center">
          <Text fw={600}>{t('quoteSettings.rates.emptyTitle')}</Text>
          <Text c="dimmed" size="sm" maw={520}>
            {t('quoteSettings.rates.emptyHint')}
          </Text>
        </Stack>
      );
    const List = isCards ? ExchangeRateCards : ExchangeRateTable;
    return (
      <List
        items={list.data.items}
        onEdit={(rate) => setOpened({ kind: 'edit', rate })}
        onDelete={(rate) => void remove.run(rate)}
      />
    );
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3" id={titleId}>
          {t('quoteSettings.rates.title')}
        </Title>
        <Text c="dimmed" size="sm" maw={720}>
          {t('quoteSettings.rates.intro')}
        </Text>
      </Stack>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setOpened({ kind: 'add' })}
            disabled={isOffline}
          >
            {t('quoteSettings.rates.add')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileImport size={18} aria-hidden />}
            onClick={() => setOpened({ kind: 'import' })}
            disabled={isOffline}
          >
            {t('quoteSettings.rates.import')}
          </Button>
        </Group>
        {list.data && !list.isError && list.data.totalItems > 0 && (
          <Text size="sm" fw={500} role="status">
            {t('quoteSettings.rates.count', { count: list.data.totalItems })}
          </Text>
        )}
      </Group>
      {renderBody()}
      {totalPages > 1 && !list.isError && (
        <Box component="nav" aria-label={t('quoteSettings.rates.pagination')}>
          <Pagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={setPage}
            size={isCards ? 'sm' : 'md'}
            getControlProps={(control) => ({
              'aria-label': t(`quoteSettings.rates.${control}Page`),
            })}
          />
        </Box>
      )}
      {opened?.kind === 'add' && (
        <ExchangeRateForm companyId={companyId} rate={null} onClose={() => setOpened(null)} />
      )}
      {opened?.kind === 'edit' && (
        <ExchangeRateForm
          companyId={companyId}
          rate={opened.rate}
          onClose={() => setOpened(null)}
        />
      )}
      {opened?.kind === 'import' && (
        <FixImportDialog companyId={companyId} onClose={() => setOpened(null)} />
      )}
    </Stack>
  );
}

function Offline({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation();
  return (
    <ServerAwayAlert
      title={t('quoteSettings.offlineTitle')}
      message={t('quoteSettings.offline')}
      retryLabel={t('quoteSettings.retry')}
      onRetry={onRetry}
      isRetrying={isRetrying}
    />
  );
}
