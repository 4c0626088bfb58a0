import { Paper, Stack, Text, Title } from '@mantine/core';
import { trackingSamples } from '@rumbo/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackingBrand } from './tracking-brand.ts';
import { TrackingFrame } from './tracking-frame.tsx';
import { TrackingSamples } from './tracking-samples.tsx';
import { TrackingSearchForm } from './tracking-search-form.tsx';
import classes from './tracking.module.css';
import { useTrackingShipments } from './use-tracking-shipments.ts';

export type TrackingSearchPageProps = { brand: TrackingBrand };

/** /tracking-demo: the forwarder's branded search box, with sample numbers to click. */
export function TrackingSearchPage({ brand }: TrackingSearchPageProps) {
  const { t } = useTranslation();
  const { shipments, isLoading } = useTrackingShipments();
  const samples = useMemo(() => trackingSamples(shipments), [shipments]);
  return (
    <TrackingFrame brand={brand}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className={classes.panel}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{t('tracking.title')}</Title>
            <Text c="dimmed">{t('tracking.intro')}</Text>
          </Stack>
          <TrackingSearchForm autoFocus />
          <TrackingSamples samples={samples} isLoading={isLoading && samples.length === 0} />
        </Stack>
      </Paper>
    </TrackingFrame>
  );
}
