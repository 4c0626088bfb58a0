import { Alert, Anchor, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { BUSINESS_TIME_ZONE, findTrackedShipments, trackingResult } from '@rumbo/domain';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '#lib/paths.ts';
import type { TrackingBrand } from './tracking-brand.ts';
import { TrackingFrame } from './tracking-frame.tsx';
import { TrackingResultCard } from './tracking-result-card.tsx';
import { TrackingSearchForm } from './tracking-search-form.tsx';
import classes from './tracking.module.css';
import { useTrackingShipments } from './use-tracking-shipments.ts';

export type TrackingResultsPageProps = { brand: TrackingBrand };

/** /tracking-demo/results?q=…: one card per shipment holding the number, or tips when none. */
export function TrackingResultsPage({ brand }: TrackingResultsPageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const { shipments, isLoading, isError } = useTrackingShipments(query);
  // Delays are judged when the page opens; a new search opens it again.
  const [now] = useState(() => new Date());
  const results = useMemo(
    () =>
      findTrackedShipments(shipments, query).map(({ shipment, matched }) =>
        trackingResult(shipment, matched, now),
      ),
    [shipments, query, now],
  );
  const isSettled = !isLoading || results.length > 0;
  return (
    <TrackingFrame brand={brand}>
      <Stack gap="lg">
        <Anchor component={Link} to={paths.trackingDemo} size="sm" className={classes.back}>
          <IconArrowLeft size={16} aria-hidden />
          {t('tracking.results.newSearch')}
        </Anchor>
        <Stack gap={4}>
          <Title order={1}>{t('tracking.results.title')}</Title>
          {query ? (
            <Text c="dimmed" role="status">
              {t('tracking.results.for', { query })}
              {isSettled ? ` · ${t('tracking.results.found', { count: results.length })}` : ''}
            </Text>
          ) : null}
        </Stack>
        <Paper withBorder radius="md" p="md" className={classes.panel}>
          <TrackingSearchForm key={query} initialQuery={query} />
        </Paper>
        {!query ? (
          <Text>{t('tracking.results.noQuery')}</Text>
        ) : !isSettled ? (
          <Stack gap="sm" aria-busy="true">
            <Text c="dimmed">{t('tracking.results.loading')}</Text>
            <Skeleton height={240} radius="md" />
          </Stack>
        ) : isError && results.length === 0 ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
            {t('tracking.results.loadError')}
          </Alert>
        ) : results.length === 0 ? (
          <NotFound />
        ) : (
          results.map((result) => (
            <TrackingResultCard key={result.id} result={result} businessZone={BUSINESS_TIME_ZONE} />
          ))
        )}
      </Stack>
    </TrackingFrame>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" className={classes.panel} data-testid="tracking-not-found">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('tracking.results.notFoundTitle')}
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>{t('tracking.results.notFoundTips')}</List.Item>
          <List.Item>{t('tracking.results.notFoundKinds')}</List.Item>
        </List>
      </Stack>
    </Paper>
  );
}
