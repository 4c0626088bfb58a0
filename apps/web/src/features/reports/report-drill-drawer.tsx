import { Alert, Button, Drawer, Stack, Text } from '@mantine/core';
import { BusySpinner } from '#ui/busy-spinner.tsx';
import { useMediaQuery } from '@mantine/hooks';
import type { ReportFilters } from '@rumbo/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FiguresScope } from '#data/figures/figures-keys.ts';
import { reportShipmentsQuery } from '#data/figures/report-queries.ts';
import { DrillRows } from './drill-rows.tsx';
import type { ReportDrill } from './report-drill.ts';

export type ReportDrillDrawerProps = {
  drill: ReportDrill | null;
  filters: ReportFilters;
  scope: FiguresScope;
  onClose: () => void;
};

/**
 * The shipments behind a clicked figure, titled after it, read from the server a page at a
 * time as the list scrolls; Esc or the close button shuts it.
 */
export function ReportDrillDrawer({ drill, filters, scope, onClose }: ReportDrillDrawerProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const title = drill?.title ?? '';
  return (
    <Drawer
      opened={drill !== null}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : '72rem'}
      title={title}
      closeButtonProps={{ 'aria-label': t('reports.drill.close') }}
    >
      {drill && <DrillList drill={drill} filters={filters} scope={scope} onClose={onClose} />}
    </Drawer>
  );
}

function DrillList({
  drill,
  filters,
  scope,
  onClose,
}: ReportDrillDrawerProps & { drill: ReportDrill }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(reportShipmentsQuery(filters, drill.figure, scope));
  const facts = useMemo(
    () => query.data?.pages.flatMap((page) => page.value.items) ?? [],
    [query.data],
  );
  const total = query.data?.pages[0]?.value.totalItems ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const readMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (query.isError && !query.data)
    return (
      <Alert color="red" title={t('reports.drill.loadError')}>
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          {t('reports.retry')}
        </Button>
      </Alert>
    );
  return (
    <Stack gap="sm">
      {query.isPending ? (
        <BusySpinner size="sm" label={t('reports.drill.loading')} />
      ) : (
        <Text size="sm" c="dimmed" role="status">
          {t('reports.drill.count', { count: total })}
        </Text>
      )}
      {!query.isPending && total === 0 && <Text size="sm">{t('reports.drill.empty')}</Text>}
      {!query.isPending && total > 0 && (
        <DrillRows
          facts={facts}
          total={total}
          onNeedMore={readMore}
          label={t('reports.drill.listLabel', { title: drill.title })}
          onOpen={onClose}
        />
      )}
    </Stack>
  );
}
