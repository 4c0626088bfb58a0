import { BarChart } from '@mantine/charts';
import type { ReportBucketCounts } from '@rumbo/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportDrill } from '../report-drill.ts';
import { ChartCard } from './chart-card.tsx';
import { drillClicks } from './drill-clicks.ts';
import {
  bucketFigure,
  chartRows,
  drillTitle,
  formatCount,
  modeSeries,
  type BucketKind,
  type ChartRow,
} from './chart-data.ts';

export type BucketBarChartProps = {
  title: string;
  kind: BucketKind;
  buckets: readonly ReportBucketCounts[];
  onDrill: (drill: ReportDrill) => void;
};

const ROW_HEIGHT = 34;
const AXES_HEIGHT = 48;
const LEGEND_HEIGHT = 32;
const LABEL_WIDTH = 120;
const LABEL_CHARACTERS = 18;

/**
 * Buckets as horizontal bars, one per bucket, stacked by mode (status pipeline, top clients,
 * lanes and carriers). A click anywhere on a bucket's band opens its shipments.
 */
export function BucketBarChart({ title, kind, buckets, onDrill }: BucketBarChartProps) {
  const { t } = useTranslation();
  const rows = useMemo(() => chartRows(buckets, kind, t), [buckets, kind, t]);
  const series = useMemo(() => modeSeries(rows, t), [rows, t]);
  const open = (row: ChartRow) =>
    onDrill({ title: drillTitle(kind, row.label, t), figure: bucketFigure(kind, row) });
  const clicks = drillClicks(rows, open);
  const columns = series.map((mode) => ({
    header: mode.label,
    value: (row: ChartRow) => formatCount(row[mode.name]),
    isSecondary: true,
  }));
  return (
    <ChartCard title={title} rows={rows} columns={columns} onOpenRow={open}>
      <BarChart
        h={rows.length * ROW_HEIGHT + AXES_HEIGHT + (series.length > 1 ? LEGEND_HEIGHT : 0)}
        data={rows}
        dataKey="label"
        orientation="vertical"
        type="stacked"
        series={series}
        withLegend={series.length > 1}
        legendProps={{ verticalAlign: 'bottom' }}
        gridAxis="x"
        tickLine="none"
        maxBarWidth={22}
        valueFormatter={formatCount}
        yAxisProps={{
          width: LABEL_WIDTH,
          interval: 0,
          tickFormatter: (label: string) => shorten(String(label)),
        }}
        xAxisProps={{ allowDecimals: false }}
        barProps={{ onClick: clicks.onBarClick }}
        barChartProps={{ onClick: clicks.onChartClick }}
      />
    </ChartCard>
  );
}

function shorten(label: string): string {
  return label.length > LABEL_CHARACTERS ? `${label.slice(0, LABEL_CHARACTERS - 1)}…` : label;
}
