import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { SHIPMENT_MODES, type ReportSummaryCounts } from '@rumbo/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportDrill } from '../report-drill.ts';
import { ChartCard } from './chart-card.tsx';
import {
  bucketFigure,
  clickedIndex,
  drillTitle,
  formatCount,
  MODE_COLORS,
  type ChartRow,
} from './chart-data.ts';

export type ModeMixChartProps = {
  summary: ReportSummaryCounts;
  onDrill: (drill: ReportDrill) => void;
};

/** The shipments per mode as a donut with the total inside; a slice opens its shipments. */
export function ModeMixChart({ summary, onDrill }: ModeMixChartProps) {
  const { t } = useTranslation();
  const rows: ChartRow[] = useMemo(
    () =>
      SHIPMENT_MODES.filter((mode) => summary.byMode[mode].value > 0).map((mode) => {
        const figure = summary.byMode[mode];
        return {
          label: t(`reportCharts.modes.${mode}`),
          shipments: figure.value,
          ocean: mode === 'ocean' ? figure.value : 0,
          air: mode === 'air' ? figure.value : 0,
          land: mode === 'land' ? figure.value : 0,
          profit: 0,
          bucket: {
            key: mode,
            label: mode,
            shipments: figure.value,
            byMode: { ocean: 0, air: 0, land: 0, [mode]: figure.value },
            profit: {},
          },
        };
      }),
    [summary, t],
  );
  const title = t('reportCharts.titles.modeMix');
  const total = rows.reduce((sum, row) => sum + row.shipments, 0);
  const percent = (row: ChartRow) => `${Math.round((100 * row.shipments) / Math.max(1, total))} %`;
  const open = (row: ChartRow) =>
    onDrill({ title: drillTitle('mode', row.label, t), figure: bucketFigure('mode', row) });
  return (
    <ChartCard
      title={title}
      rows={rows}
      columns={[{ header: '%', value: percent }]}
      onOpenRow={open}
    >
      <Group justify="center" gap="xl" wrap="wrap">
        <DonutChart
          data={rows.map((row) => ({
            name: row.label,
            value: row.shipments,
            color: MODE_COLORS[row.bucket.key as keyof typeof MODE_COLORS],
          }))}
          size={180}
          thickness={30}
          paddingAngle={2}
          chartLabel={formatCount(total)}
          tooltipDataSource="segment"
          valueFormatter={formatCount}
          pieProps={{
            onClick: (_data: unknown, index: number) => {
              const clicked = clickedIndex(index, rows.length);
              if (clicked !== null) open(rows[clicked]!);
            },
          }}
        />
        <Stack gap={6}>
          {rows.map((row) => (
            <Group key={row.bucket.key} gap="xs" wrap="nowrap">
              <ColorSwatch
                color={`var(--mantine-color-${MODE_COLORS[row.bucket.key as keyof typeof MODE_COLORS].replace('.', '-')})`}
                size={12}
                withShadow={false}
              />
              <Text size="sm">
                {row.label}: {formatCount(row.shipments)} ({percent(row)})
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </ChartCard>
  );
}
