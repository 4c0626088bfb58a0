import { Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  SHIPMENT_MODES,
  type QuoteGroups,
  type ReportFilters,
  type ShipmentMode,
} from '@rumbo/domain';

import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isServerUnreachable } from '#data/common/server-unreachable.ts';
import { figuresScope } from '#data/figures/figures-keys.ts';
import { quoteReportQuery, type QuoteReportAnswer } from '#data/figures/quote-report-query.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { useAuthSession } from '#lib/use-auth-session.ts';
import { ListLoadError, ListSkeleton, ServerAwayAlert } from '#ui/list-states.tsx';
import { QuoteReportGroup, type QuoteGroupRow } from './quote-report-groups.tsx';
import { QuoteReportTiles } from './quote-report-tiles.tsx';

// SPEC §9's mobile breakpoint, as the other lists: cards instead of the table's columns.
const CARDS_QUERY = '(max-width: 860px)';
const TEXT_FILTERS = ['direction', 'client', 'carrier', 'status', 'currency'] as const;
const isMode = (mode: string): mode is ShipmentMode =>
  (SHIPMENT_MODES as readonly string[]).includes(mode);

export type QuoteReportSectionProps = { filters: ReportFilters };

/**
 * The reports page's quotes section (issue 38): quotes sent, won and lost in the page's dates,
 * the win rate and the won quotes' average margin, by lane and by client, computed by the
 * server. Online only (the browser keeps no quotes). The page shows it only to those whose plan
 * has quotes.
 */
export default function QuoteReportSection({ filters }: QuoteReportSectionProps) {
  const { t } = useTranslation();
  const { user } = useAuthSession();
  const period = { from: filters.from, to: filters.to };
  const report = useQuery({
    ...quoteReportQuery(period, figuresScope(user)),
    enabled: user !== null,
  });
  const isCards =
    useMediaQuery(CARDS_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const titleId = useId();
  const hasOtherFilters =
    filters.modes.length > 0 || TEXT_FILTERS.some((key) => filters[key].trim() !== '');
  const retry = () => void report.refetch();

  const renderBody = () => {
    // Offline the figures are not shown at all, not even those read before: they would be stale.
    if (report.isError && isServerUnreachable(report.error))
      return <QuoteReportOffline onRetry={retry} isRetrying={report.isFetching} />;
    if (report.isPending) return <ListSkeleton label={t('quoteReport.loading')} />;
    if (report.isError)
      return (
        <ListLoadError
          title={t('quoteReport.loadError')}
          hint={t('quoteReport.loadErrorHint', { message: serverErrorText(report.error) })}
          retryLabel={t('quoteReport.retry')}
          onRetry={retry}
          isRetrying={report.isFetching}
        />
      );
    const { summary } = report.data;
    if (summary.sent === 0 && summary.drafts === 0)
      return (
        <Text size="sm" c="dimmed">
          {t('quoteReport.empty')}
        </Text>
      );
    return <QuoteReportFigures answer={report.data} isCards={isCards} />;
  };

  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId} aria-busy={report.isFetching}>
      <Title order={2} size="h3" id={titleId}>
        {t('quoteReport.title')}
      </Title>
      <Text size="sm" c="dimmed" maw={720}>
        {t(hasOtherFilters ? 'quoteReport.periodNoteFiltered' : 'quoteReport.periodNote')}
      </Text>
      {renderBody()}
    </Stack>
  );
}

function QuoteReportFigures({ answer, isCards }: { answer: QuoteReportAnswer; isCards: boolean }) {
  const { t } = useTranslation();
  const laneRows: QuoteGroupRow[] = answer.byLane.top.map((lane) => ({
    key: lane.key,
    name: t('quoteReport.lane', { origin: lane.origin, destination: lane.destination }),
    detail: isMode(lane.mode) ? t(`reports.modes.${lane.mode}`) : lane.mode,
    figures: lane,
  }));
  const clientRows: QuoteGroupRow[] = answer.byClient.top.map((client) => ({
    key: client.key,
    name: client.name || t('quoteReport.unnamedClient'),
    figures: client,
  }));
  const others = (groups: QuoteGroups<unknown>, key: 'otherLanes' | 'otherClients') =>
    groups.others
      ? [
          {
            key: 'others',
            name: t(`quoteReport.${key}`, { count: groups.others.groups }),
            figures: groups.others,
          },
        ]
      : [];
  return (
    <Stack gap="md">
      <QuoteReportTiles summary={answer.summary} />
      <QuoteReportGroup
        title={t('quoteReport.byLane')}
        nameHeading={t('quoteReport.columns.lane')}
        rows={[...laneRows, ...others(answer.byLane, 'otherLanes')]}
        isCards={isCards}
      />
      <QuoteReportGroup
        title={t('quoteReport.byClient')}
        nameHeading={t('quoteReport.columns.client')}
        rows={[...clientRows, ...others(answer.byClient, 'otherClients')]}
        isCards={isCards}
      />
    </Stack>
  );
}

function QuoteReportOffline({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation();
  return (
    <ServerAwayAlert
      title={t('quoteReport.offlineTitle')}
      message={t('quoteReport.offline')}
      retryLabel={t('quoteReport.retry')}
      onRetry={onRetry}
      isRetrying={isRetrying}
    />
  );
}
