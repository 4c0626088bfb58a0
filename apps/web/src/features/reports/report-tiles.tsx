import { SimpleGrid, Stack, Text } from '@mantine/core';
import {
  reportFigureKey,
  SHIPMENT_MODES,
  type ReportMoneyCounts,
  type ReportSummaryCounts,
} from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import type { ReportDrill } from './report-drill.ts';
import {
  formatCount,
  formatKg,
  formatMoney,
  formatQuantity,
  formatRate,
} from './format-report-figures.ts';
import { KpiTile } from './kpi-tile.tsx';

export type ReportTilesProps = {
  summary: ReportSummaryCounts;
  onDrill: (drill: ReportDrill) => void;
};

const GRID_COLS = { base: 2, sm: 3, lg: 4 };

/** The report's key figures: volume, then money per currency; each opens its shipments. */
export function ReportTiles({ summary, onDrill }: ReportTilesProps) {
  const { t } = useTranslation();
  const tile = (label: string, value: string, figure: string, detail?: string) => (
    <KpiTile
      key={label}
      label={label}
      value={value}
      detail={detail}
      onOpen={() => onDrill({ title: label, figure })}
    />
  );
  const directions = summary.byDirection
    .map((bucket) => {
      const direction = t(`reports.directions.${bucket.key}`, { defaultValue: bucket.label });
      return t('reports.tiles.byDirection', {
        direction,
        shipments: formatCount(bucket.shipments),
      });
    })
    .join(' · ');
  const { onTime } = summary;
  return (
    <Stack gap="md" role="region" aria-label={t('reports.tiles.region')}>
      <SimpleGrid cols={GRID_COLS} spacing="sm">
        {tile(
          t('reports.tiles.shipments'),
          formatCount(summary.shipments.value),
          'shipments',
          directions,
        )}
        {SHIPMENT_MODES.map((mode) => {
          const label = t('reports.tiles.modeShipments', { mode: t(`reports.modes.${mode}`) });
          return tile(
            label,
            formatCount(summary.byMode[mode].value),
            reportFigureKey('mode', mode),
          );
        })}
        {tile(t('reports.tiles.teu'), formatQuantity(summary.teu.value), 'teu')}
        {tile(
          t('reports.tiles.chargeableKg'),
          formatKg(summary.chargeableKg.value),
          'chargeableKg',
        )}
        {tile(
          t('reports.tiles.onTime'),
          onTime.rate === null
            ? t('reports.tiles.noMargin')
            : formatRate(onTime.onTime, onTime.done),
          'onTime',
          onTime.done > 0
            ? t('reports.tiles.onTimeDetail', {
                onTime: formatCount(onTime.onTime),
                done: formatCount(onTime.done),
              })
            : t('reports.tiles.noneDone'),
        )}
        {tile(t('reports.tiles.overdue'), formatCount(summary.overdueMilestones.value), 'overdue')}
      </SimpleGrid>
      {summary.money.map((money) => (
        <MoneyTiles key={money.currency} money={money} onDrill={onDrill} />
      ))}
    </Stack>
  );
}

function MoneyTiles({
  money,
  onDrill,
}: {
  money: ReportMoneyCounts;
  onDrill: ReportTilesProps['onDrill'];
}) {
  const { t } = useTranslation();
  const currency = money.currency || t('reports.tiles.noCurrency');
  const figures = [
    [t('reports.tiles.income', { currency }), formatMoney(money.income, money.currency)],
    [t('reports.tiles.cost', { currency }), formatMoney(money.cost, money.currency)],
    [t('reports.tiles.profit', { currency }), formatMoney(money.profit, money.currency)],
    [
      t('reports.tiles.margin', { currency }),
      money.margin === null ? t('reports.tiles.noMargin') : formatRate(money.profit, money.income),
    ],
  ] as const;
  const region = t('reports.tiles.moneyRegion', { currency });
  const figure = reportFigureKey('money', money.currency);
  return (
    <Stack gap={6} role="group" aria-label={region}>
      <Text size="sm" fw={600}>
        {region}
      </Text>
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
        {figures.map(([label, value]) => (
          <KpiTile
            key={label}
            label={label}
            value={value}
            onOpen={() => onDrill({ title: label, figure })}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
