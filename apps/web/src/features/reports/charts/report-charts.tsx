// The charts' styles load with this module, which the reports page loads lazily: neither
// recharts nor these styles reach any other screen.
import '@mantine/charts/styles.css';
import { Grid, SimpleGrid, Stack } from '@mantine/core';
import type { ReportSummaryCounts } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import type { ReportDrill } from '../report-drill.ts';
import { BucketBarChart } from './bucket-bar-chart.tsx';
import { ModeMixChart } from './mode-mix-chart.tsx';
import { MonthlyChart } from './monthly-chart.tsx';

export type ReportChartsProps = {
  summary: ReportSummaryCounts;
  onDrill: (drill: ReportDrill) => void;
};

/**
 * The reports page's charts: monthly volume and profit, mode mix, status pipeline, top clients,
 * lanes and carriers. Every bar and slice, and every row of the tables under them, calls
 * `onDrill` with the shipments behind it.
 */
export default function ReportCharts({ summary, onDrill }: ReportChartsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-label={t('reportCharts.regionLabel')} component="section">
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <MonthlyChart summary={summary} onDrill={onDrill} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ModeMixChart summary={summary} onDrill={onDrill} />
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <BucketBarChart
          title={t('reportCharts.titles.statusPipeline')}
          kind="status"
          buckets={summary.statusPipeline}
          onDrill={onDrill}
        />
        <BucketBarChart
          title={t('reportCharts.titles.topClients')}
          kind="client"
          buckets={summary.topClients}
          onDrill={onDrill}
        />
        <BucketBarChart
          title={t('reportCharts.titles.topLanes')}
          kind="lane"
          buckets={summary.topLanes}
          onDrill={onDrill}
        />
        <BucketBarChart
          title={t('reportCharts.titles.topCarriers')}
          kind="carrier"
          buckets={summary.topCarriers}
          onDrill={onDrill}
        />
      </SimpleGrid>
    </Stack>
  );
}
