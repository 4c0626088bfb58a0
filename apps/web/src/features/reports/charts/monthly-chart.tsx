import { CompositeChart } from '@mantine/charts';
import { Select } from '@mantine/core';
import type { ReportSummaryCounts } from '@rumbo/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCompact } from '@rumbo/domain';
import type { ReportDrill } from '../report-drill.ts';
import { ChartCard } from './chart-card.tsx';
import { drillClicks } from './drill-clicks.ts';
import {
  bucketFigure,
  chartRows,
  drillTitle,
  formatCount,
  formatMoney,
  modeSeries,
  PROFIT_COLOR,
  type ChartRow,
} from './chart-data.ts';

export type MonthlyChartProps = {
  summary: ReportSummaryCounts;
  onDrill: (drill: ReportDrill) => void;
};

/**
 * Shipments per month stacked by mode, with the profit of one currency as a line on its own
 * axis (currencies are never added together: a picker chooses which one when there are several).
 */
export function MonthlyChart({ summary, onDrill }: MonthlyChartProps) {
  const { t } = useTranslation();
  const currencies = useMemo(() => summary.money.map((money) => money.currency), [summary]);
  const [picked, setPicked] = useState<string | null>(null);
  const currency = picked !== null && currencies.includes(picked) ? picked : currencies[0];
  const rows = useMemo(
    () => chartRows(summary.monthly, 'month', t, currency ?? ''),
    [summary, t, currency],
  );
  const profitLabel = t('reportCharts.profitIn', {
    currency: currency || t('reportCharts.noCurrency'),
  });
  const series = [
    ...modeSeries(rows, t).map((mode) => ({ ...mode, type: 'bar' as const })),
    ...(currency === undefined
      ? []
      : [
          {
            name: 'profit',
            label: profitLabel,
            color: PROFIT_COLOR,
            type: 'line' as const,
            yAxisId: 'right',
          },
        ]),
  ];
  const open = (row: ChartRow) =>
    onDrill({ title: drillTitle('month', row.label, t), figure: bucketFigure('month', row) });
  const clicks = drillClicks(rows, open);
  const picker =
    currencies.length > 1 ? (
      <Select
        size="xs"
        w={120}
        aria-label={t('reportCharts.profitCurrency')}
        data={currencies.map((code) => ({
          value: code,
          label: code === '' ? t('reportCharts.noCurrency') : code,
        }))}
        value={currency ?? null}
        onChange={(value) => value !== null && setPicked(value)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    ) : null;
  const columns =
    currency === undefined
      ? []
      : [{ header: profitLabel, value: (row: ChartRow) => formatMoney(row.profit) }];
  return (
    <ChartCard
      title={t('reportCharts.titles.monthly')}
      actions={picker}
      rows={rows}
      columns={columns}
      onOpenRow={open}
    >
      <CompositeChart
        h={280}
        data={rows}
        dataKey="label"
        series={series}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        withRightYAxis={currency !== undefined}
        rightYAxisProps={{ tickFormatter: (value: number) => formatCompact(value), width: 56 }}
        yAxisProps={{ allowDecimals: false, width: 44 }}
        valueFormatter={(value) => formatCount(value)}
        barProps={{ stackId: 'modes', onClick: clicks.onBarClick }}
        maxBarWidth={36}
        curveType="linear"
        tickLine="none"
        composedChartProps={{ onClick: clicks.onChartClick }}
      />
    </ChartCard>
  );
}
